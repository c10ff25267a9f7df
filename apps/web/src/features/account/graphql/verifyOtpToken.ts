import { graphql } from '../../../gql';

/**
 * Confirms the signed-in applicant's e-mail address with a 6-digit code (spec §7 `verifyOtpToken`). Errors
 * (field code): BAD_USER_INPUT, TOKEN_INVALID (with `attemptsLeft`), TOKEN_EXPIRED, TOKEN_USED.
 */
export const VerifyOtpTokenMutation = graphql(`
  mutation VerifyOtpToken($input: VerifyOtpTokenInput!) {
    verifyOtpToken(input: $input) {
      verified
      email
    }
  }
`);
