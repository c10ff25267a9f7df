import { graphql } from '../../../gql';

/** E-mails the applicant the link to connect their bank (spec §7 `sendOpenBankingLink`). */
export const SendOpenBankingLinkMutation = graphql(`
  mutation SendOpenBankingLink($input: SendOpenBankingLinkInput!) {
    sendOpenBankingLink(input: $input) {
      url
      sentTo
      application {
        ...ApplicationFields
      }
    }
  }
`);
