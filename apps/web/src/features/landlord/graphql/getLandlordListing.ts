import { graphql } from '../../../gql';

/** One of the landlord's listings, to edit (spec §7 `getLandlordListing`). */
export const GetLandlordListingQuery = graphql(`
  query GetLandlordListing($input: GetLandlordListingInput!) {
    getLandlordListing(input: $input) {
      ...LandlordListingDetailFields
    }
  }
`);
