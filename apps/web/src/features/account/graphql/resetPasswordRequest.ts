import { graphql } from '../../../gql';

/**
 * Asks for a password-reset link (spec §7 `resetPasswordRequest`, input email). The answer is the same
 * whether or not the address has an account. Errors: BAD_USER_INPUT (email), RATE_LIMITED.
 */
export const ResetPasswordRequestMutation = graphql(`
  mutation ResetPasswordRequest($input: ResetPasswordRequestInput!) {
    resetPasswordRequest(input: $input) {
      sent
    }
  }
`);
