import { graphql } from '../../../gql';

/** Records an uploaded file as one of the applicant's documents (spec §7 `uploadDocument`). */
export const UploadDocumentMutation = graphql(`
  mutation UploadDocument($input: UploadDocumentInput!) {
    uploadDocument(input: $input) {
      document {
        ...ApplicantDocumentFields
      }
      application {
        ...ApplicationFields
      }
    }
  }
`);
