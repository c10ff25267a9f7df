import { graphql } from '../../../gql';

/** E-mails the landlord their estimate (spec §7 `sendValuationEmail`). */
export const SendValuationEmailMutation = graphql(`
  mutation SendValuationEmail($input: SendValuationEmailInput!) {
    sendValuationEmail(input: $input) {
      email
    }
  }
`);
