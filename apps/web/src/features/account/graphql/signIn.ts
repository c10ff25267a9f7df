import { graphql } from '../../../gql';

/**
 * Signs an applicant in (spec §7 `signIn`, input email and password). Errors: UNAUTHENTICATED when the
 * e-mail or password is not right, RATE_LIMITED after too many attempts, BAD_USER_INPUT naming the field.
 */
export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        id
        emailVerified
      }
    }
  }
`);
