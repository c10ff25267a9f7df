import { graphql } from '../../../gql';

/** The landlord's listings, newest first (spec §7 `getLandlordListings`). */
export const GetLandlordListingsQuery = graphql(`
  query GetLandlordListings {
    getLandlordListings {
      ...LandlordListingFields
    }
  }
`);
