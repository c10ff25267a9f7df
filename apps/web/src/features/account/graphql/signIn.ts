import { graphql } from '../../../gql';

/**
 * Signs an applicant or a co-applicant in (spec §7 `signIn`, input email and password); `role` says whose
 * session it is. Errors: UNAUTHENTICATED when the
 * e-mail or password is not right, RATE_LIMITED after too many attempts, BAD_USER_INPUT naming the field.
 */
export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      role
      user {
        id
        emailVerified
      }
    }
  }
`);
