import { graphql } from '../../../gql';

/**
 * Sets a new password from a reset link (spec §7 `resetPassword`, input token and password); every session
 * is signed out. Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED; BAD_USER_INPUT (password).
 */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      email
    }
  }
`);
