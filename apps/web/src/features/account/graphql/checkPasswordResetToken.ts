import { graphql } from '../../../gql';

/**
 * Whether a password-reset link still works, before its form is shown (`checkPasswordResetToken`, input token):
 * VALID, USED (used, or replaced by a newer link), EXPIRED or INVALID. Errors: BAD_USER_INPUT (token),
 * RATE_LIMITED. Source: issue 30 bug 11.
 */
export const CheckPasswordResetTokenQuery = graphql(`
  query CheckPasswordResetToken($input: CheckPasswordResetTokenInput!) {
    checkPasswordResetToken(input: $input)
  }
`);
