import { graphql } from '../../../gql';

/**
 * Puts a submission's photos in a new order, the main photo first (`reorderHomeSubmissionImages`); the answer updates
 * the cached submission's photos and main photo.
 */
export const ReorderHomeSubmissionImagesMutation = graphql(`
  mutation ReorderHomeSubmissionImages($input: ReorderHomeSubmissionImagesInput!) {
    reorderHomeSubmissionImages(input: $input) {
      id
      imageUrl
      images {
        id
        url
        position
      }
    }
  }
`);
