import { graphql } from '../../gql';

/**
 * Whether a "This wasn't me" link still works, before the confirm button is offered (`checkAccountSecurityToken`,
 * input token): VALID, USED, EXPIRED or INVALID. Errors: BAD_USER_INPUT (token), RATE_LIMITED.
 */
export const CheckAccountSecurityTokenQuery = graphql(`
  query CheckAccountSecurityToken($input: CheckAccountSecurityTokenInput!) {
    checkAccountSecurityToken(input: $input)
  }
`);

/**
 * Secures the account of a "This wasn't me" link (`secureAccount`, input token): every session signed out, the
 * password stopped, the old e-mail address put back, a reset link e-mailed. Errors: TOKEN_INVALID, TOKEN_USED,
 * TOKEN_EXPIRED (token), RATE_LIMITED. Decision 052.
 */
export const SecureAccountMutation = graphql(`
  mutation SecureAccount($input: SecureAccountInput!) {
    secureAccount(input: $input) {
      emailRestored
      resetLinkSentTo
    }
  }
`);
