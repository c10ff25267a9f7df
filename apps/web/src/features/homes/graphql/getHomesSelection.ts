import { graphql } from '../../../gql';

/**
 * Homes for sale in the given postcode districts (spec §7 `getHomesSelection`), and when the listings were
 * collected.
 */
export const GetHomesSelectionQuery = graphql(`
  query GetHomesSelection($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings {
        ...HomeSelectionFields
      }
      featured {
        ...HomeSelectionFields
      }
      listingsCollectedAt
    }
  }
`);
