import { graphql } from '../../../gql';

/** Deletes one saved photo of a listing (spec §7 `deleteLandlordListingImage`). */
export const DeleteLandlordListingImageMutation = graphql(`
  mutation DeleteLandlordListingImage($input: DeleteLandlordListingImageInput!) {
    deleteLandlordListingImage(input: $input) {
      ...LandlordListingDetailFields
    }
  }
`);
