import { graphql } from '../../../gql';

/** A signed URL to PUT one photo to, and its key (spec §7 `getPreSignedUploadUrl`: images use the same storage). */
export const GetHomePhotoUploadUrlMutation = graphql(`
  mutation GetHomePhotoUploadUrl {
    getPreSignedUploadUrl {
      url
      key
    }
  }
`);
