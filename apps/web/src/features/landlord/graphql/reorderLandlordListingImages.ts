import { graphql } from '../../../gql';

/** Puts a listing's saved photos in a new order; the first is the main photo (beyond spec §7). */
export const ReorderLandlordListingImagesMutation = graphql(`
  mutation ReorderLandlordListingImages($input: ReorderLandlordListingImagesInput!) {
    reorderLandlordListingImages(input: $input) {
      ...LandlordListingDetailFields
    }
  }
`);
