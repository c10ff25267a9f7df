import { graphql } from '../../../gql';

/** Creates or changes a listing, adding newly uploaded photos (spec §7 `createUpdateLandlordListing`). */
export const CreateUpdateLandlordListingMutation = graphql(`
  mutation CreateUpdateLandlordListing($input: CreateUpdateLandlordListingInput!) {
    createUpdateLandlordListing(input: $input) {
      ...LandlordListingFields
    }
  }
`);
