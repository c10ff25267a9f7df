import { graphql } from '../../gql';

/**
 * Saves the applicant's preferred postcode districts (spec §7 `updateApplication`, §3 "preferredLocations"),
 * at any time; before submission the budget and rent budget are worked out again from their regions, once
 * submitted they stay as assessed (decision 059).
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
