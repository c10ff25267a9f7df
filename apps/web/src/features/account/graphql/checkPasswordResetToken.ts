import { graphql } from '../../../gql';

/**
 * Whether a password-reset link still works, before its form is shown (`checkPasswordResetToken`, input token):
 * VALID, USED (used, or replaced by a newer link), EXPIRED or INVALID. Errors: BAD_USER_INPUT (token),
 * RATE_LIMITED.
 */
export const CheckPasswordResetTokenQuery = graphql(`
  query CheckPasswordResetToken($input: CheckPasswordResetTokenInput!) {
    checkPasswordResetToken(input: $input)
  }
`);
