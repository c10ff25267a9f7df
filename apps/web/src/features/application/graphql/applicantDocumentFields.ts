import { graphql } from '../../../gql';

/** What the bank statements page shows of a document (spec §3 "Applicant document"). */
export const ApplicantDocumentFieldsFragment = graphql(`
  fragment ApplicantDocumentFields on ApplicantDocument {
    id
    url
    type
    documentType
    displayName
    fileName
    size
    dateUploaded
  }
`);
