import { graphql } from '../../../gql';

/** A signed URL to upload a promotion's image to. */
export const GetPromotionImageUploadUrlMutation = graphql(`
  mutation GetPromotionImageUploadUrl {
    getPromotionImageUploadUrl {
      url
      key
    }
  }
`);
