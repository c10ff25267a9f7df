import { graphql } from '../../../gql';

/** Records that the applicant chose to upload their statements (spec §7 `setDocumentManualUpload`). */
export const SetDocumentManualUploadMutation = graphql(`
  mutation SetDocumentManualUpload($input: SetDocumentManualUploadInput!) {
    setDocumentManualUpload(input: $input) {
      ...ApplicationFields
    }
  }
`);
