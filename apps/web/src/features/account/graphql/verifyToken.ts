import { graphql } from '../../../gql';

/**
 * Verifies the e-mail address of a verification link's token (spec §7 `verifyToken`). Links work once, for
 * 24 hours. Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (the last two with `extensions.emailVerified`).
 */
export const VerifyTokenMutation = graphql(`
  mutation VerifyToken($input: VerifyTokenInput!) {
    verifyToken(input: $input) {
      verified
      email
    }
  }
`);
