import { graphql } from '../../../gql';

/**
 * Starts (or resumes) the applicant's open banking connection and returns its link to open now ("Connect your
 * bank"; spec §7 `setOpenBankingRequested`).
 */
export const SetOpenBankingRequestedMutation = graphql(`
  mutation SetOpenBankingRequested($input: SetOpenBankingRequestedInput!) {
    setOpenBankingRequested(input: $input) {
      url
      expiresAt
      application {
        ...ApplicationFields
      }
    }
  }
`);
