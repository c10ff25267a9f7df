import { graphql } from '../../../gql';

/** E-mails the applicant the link to their identity check (spec §7 `sendIdentityVerificationLink`). */
export const SendIdentityVerificationLinkMutation = graphql(`
  mutation SendIdentityVerificationLink($input: MutationSendIdentityVerificationLinkInput!) {
    sendIdentityVerificationLink(input: $input) {
      url
      sentTo
      application {
        ...ApplicationFields
      }
    }
  }
`);
