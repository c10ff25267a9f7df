import { graphql } from '../../../gql';

/** E-mails the applicant the link to their identity check (spec §7 `sendIdentityVerificationLink`). */
export const SendIdentityVerificationLinkMutation = graphql(`
  mutation SendIdentityVerificationLink($input: SendIdentityVerificationLinkInput!) {
    sendIdentityVerificationLink(input: $input) {
      url
      sentTo
      application {
        ...ApplicationFields
      }
    }
  }
`);
