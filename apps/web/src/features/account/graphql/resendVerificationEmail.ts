import { graphql } from '../../../gql';

/**
 * E-mails a new verification link: to the signed-in applicant (input `{}`), or to the owner of an expired or
 * used link (input `{ token }`). Errors: UNAUTHENTICATED when neither identifies someone; RATE_LIMITED after 5
 * an hour.
 */
export const AccountResendVerificationEmailMutation = graphql(`
  mutation AccountResendVerificationEmail($input: ResendVerificationEmailInput!) {
    resendVerificationEmail(input: $input) {
      sent
      alreadyVerified
    }
  }
`);
