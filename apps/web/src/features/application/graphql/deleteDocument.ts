import { graphql } from '../../../gql';

/** Deletes one of the applicant's documents (spec §7 `deleteDocument`). */
export const DeleteDocumentMutation = graphql(`
  mutation DeleteDocument($input: MutationDeleteDocumentInput!) {
    deleteDocument(input: $input) {
      id
      application {
        ...ApplicationFields
      }
    }
  }
`);
