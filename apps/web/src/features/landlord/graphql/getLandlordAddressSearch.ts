import { graphql } from '../../../gql';

/** The addresses of a postcode (spec §7 `getLandlordAddressSearch`). */
export const GetLandlordAddressSearchQuery = graphql(`
  query GetLandlordAddressSearch($input: GetLandlordAddressSearchInput!) {
    getLandlordAddressSearch(input: $input) {
      displayAddress
      postcode
      addressLine1
      addressLine2
      addressLine3
      postTown
    }
  }
`);
