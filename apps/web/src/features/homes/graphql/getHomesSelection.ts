import { graphql } from '../../../gql';

/** Homes for sale in the given postcode districts (spec §7 `getHomesSelection`). */
export const GetHomesSelectionQuery = graphql(`
  query GetHomesSelection($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings {
        ...HomeSelectionFields
      }
      featured {
        ...HomeSelectionFields
      }
    }
  }
`);
