import { graphql } from '../../../gql';

/** The applicant's own documents, newest first (spec §7 `getApplicantDocuments`; network-only). */
export const GetApplicantDocumentsQuery = graphql(`
  query GetApplicantDocuments {
    getApplicantDocuments {
      ...ApplicantDocumentFields
    }
  }
`);
