import { graphql } from '../../gql';

/**
 * Signs the caller out on the server (decision 030): every token of their account is refused from then on.
 * Any signed-in role; sent before the stored token is forgotten.
 */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      signedOutAt
    }
  }
`);
