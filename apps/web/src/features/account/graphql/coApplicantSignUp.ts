import { graphql } from '../../../gql';

/**
 * A co-applicant chooses their password from the link the applicant sent and is signed in (spec §7
 * `coApplicantSignUp`, input token and password). Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED;
 * BAD_USER_INPUT (password).
 */
export const CoApplicantSignUpMutation = graphql(`
  mutation CoApplicantSignUp($input: CoApplicantSignUpInput!) {
    coApplicantSignUp(input: $input) {
      token
      coApplicantId
    }
  }
`);
