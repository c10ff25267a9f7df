import { graphql } from '../../../gql';

/**
 * Saves the applicant's preferred postcode districts (spec §7 `updateApplication`, §3 "preferredLocations");
 * the rent budget is worked out again from their regions.
 */
export const UpdatePreferredLocationsMutation = graphql(`
  mutation UpdatePreferredLocations($input: UpdateApplicationInput!) {
    updateApplication(input: $input) {
      id
      preferredLocations
      budget
      rentBudget
    }
  }
`);
