import { graphql } from '../../../gql';

/** Deletes one of the applicant's documents (spec §7 `deleteDocument`). */
export const DeleteDocumentMutation = graphql(`
  mutation DeleteDocument($input: DeleteDocumentInput!) {
    deleteDocument(input: $input) {
      id
      application {
        ...ApplicationFields
      }
    }
  }
`);
