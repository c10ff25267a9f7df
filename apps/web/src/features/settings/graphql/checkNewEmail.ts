import { graphql } from '../../../gql';

/**
 * Asks to change the e-mail address (spec §7 `checkNewEmail`): a confirmation link goes to the new address.
 * Errors: BAD_USER_INPUT (email: malformed, the current address, or in use), RATE_LIMITED.
 */
export const CheckNewEmailMutation = graphql(`
  mutation CheckNewEmail($input: CheckNewEmailInput!) {
    checkNewEmail(input: $input) {
      email
      sent
    }
  }
`);
