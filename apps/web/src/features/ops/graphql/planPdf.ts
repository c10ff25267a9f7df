import { graphql } from '../../../gql';

/**
 * A plan version's PDF for an operator to download: its file name, its bytes in base64 and their SHA-256 (the
 * document whose SHA-256 the plan records). Named OpsPlanPdf apart from the customer's own plan pages.
 */
export const OpsPlanPdfQuery = graphql(`
  query OpsPlanPdf($input: PlanPdfInput!) {
    planPdf(input: $input) {
      fileName
      base64
      sha256
    }
  }
`);
