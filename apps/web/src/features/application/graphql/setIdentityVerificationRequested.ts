import { graphql } from '../../../gql';

/**
 * Starts (or resumes) the applicant's identity check and returns its link to open now ("Verify now"; spec §7
 * `setIdentityVerificationRequested`).
 */
export const SetIdentityVerificationRequestedMutation = graphql(`
  mutation SetIdentityVerificationRequested($input: SetIdentityVerificationRequestedInput!) {
    setIdentityVerificationRequested(input: $input) {
      url
      expiresAt
      application {
        ...ApplicationFields
      }
    }
  }
`);
