import { graphql } from '../../../gql';

/** The exact PDF of a plan version (the server's planPdf): its file name, bytes in base64 and SHA-256. */
export const YourPlanPdfQuery = graphql(`
  query YourPlanPdf($input: PlanPdfInput!) {
    planPdf(input: $input) {
      fileName
      base64
      sha256
    }
  }
`);
