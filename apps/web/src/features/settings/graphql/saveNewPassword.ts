import { graphql } from '../../../gql';

/**
 * Changes the signed-in applicant's password (spec §7 `saveNewPassword`); returns a new token for this
 * session, other sessions are signed out. Errors: BAD_USER_INPUT (currentPassword, newPassword), RATE_LIMITED.
 */
export const SaveNewPasswordMutation = graphql(`
  mutation SaveNewPassword($input: SaveNewPasswordInput!) {
    saveNewPassword(input: $input) {
      token
      user {
        id
      }
    }
  }
`);
