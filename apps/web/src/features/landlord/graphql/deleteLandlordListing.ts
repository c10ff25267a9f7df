import { graphql } from '../../../gql';

/** Deletes a listing with its photos (spec §7 `deleteLandlordListing`). */
export const DeleteLandlordListingMutation = graphql(`
  mutation DeleteLandlordListing($input: DeleteLandlordListingInput!) {
    deleteLandlordListing(input: $input) {
      id
    }
  }
`);
