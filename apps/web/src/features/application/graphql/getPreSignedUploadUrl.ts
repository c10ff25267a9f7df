import { graphql } from '../../../gql';

/** A signed URL to PUT one file to, and its key (spec §7 `getPreSignedUploadUrl`, no input). */
export const GetPreSignedUploadUrlMutation = graphql(`
  mutation GetPreSignedUploadUrl {
    getPreSignedUploadUrl {
      url
      key
    }
  }
`);
