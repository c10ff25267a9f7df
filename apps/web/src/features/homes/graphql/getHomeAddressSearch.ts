import { graphql } from '../../../gql';

/** The addresses of a full UK postcode, with their UPRNs (spec §7 `getAddressSearch`). */
export const GetHomeAddressSearchQuery = graphql(`
  query GetHomeAddressSearch($input: GetAddressSearchInput!) {
    getAddressSearch(input: $input) {
      addressLine1
      addressLine2
      addressLine3
      postcode
      postTown
      uprn
    }
  }
`);
