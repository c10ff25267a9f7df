import { graphql } from '../../../gql';

/** The addresses of a full UK postcode (spec §7 `getAddressSearch`; spec §3 AddressSearch result). */
export const GetAddressSearchQuery = graphql(`
  query GetAddressSearch($input: GetAddressSearchInput!) {
    getAddressSearch(input: $input) {
      addressLine1
      addressLine2
      addressLine3
      postcode
      postTown
      country
      uprn
    }
  }
`);
