import { graphql } from '../../../gql';

/**
 * Confirms a change of e-mail from the link sent to the new address (spec §7 `verifyNewEmailToken`). Errors:
 * TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED; BAD_USER_INPUT (email) when the address was taken since.
 */
export const VerifyNewEmailTokenMutation = graphql(`
  mutation VerifyNewEmailToken($input: VerifyNewEmailTokenInput!) {
    verifyNewEmailToken(input: $input) {
      email
    }
  }
`);
