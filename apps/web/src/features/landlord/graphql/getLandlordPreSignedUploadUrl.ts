import { graphql } from '../../../gql';

/** Where to upload one photo, and its key (spec §7 `getLandlordPreSignedUploadUrl`, no input). */
export const GetLandlordPreSignedUploadUrlMutation = graphql(`
  mutation GetLandlordPreSignedUploadUrl {
    getLandlordPreSignedUploadUrl {
      url
      key
      maxBytes
    }
  }
`);
