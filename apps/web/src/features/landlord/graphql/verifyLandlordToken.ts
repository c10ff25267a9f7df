import { graphql } from '../../../gql';

/**
 * Signs a landlord in with the 6-digit code (spec §7 `verifyLandlordToken`). Errors (field code): TOKEN_INVALID
 * with attemptsLeft, TOKEN_EXPIRED, TOKEN_USED.
 */
export const VerifyLandlordTokenMutation = graphql(`
  mutation VerifyLandlordToken($input: VerifyLandlordTokenInput!) {
    verifyLandlordToken(input: $input) {
      token
      landlord {
        id
        firstName
      }
    }
  }
`);
