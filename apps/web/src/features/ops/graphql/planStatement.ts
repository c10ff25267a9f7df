import { graphql } from '../../../gql';

/**
 * A month's statement of a case's plan as a PDF (base64, rendered on request) for an operator to download. Named
 * OpsPlanStatement apart from the customer's own statements.
 */
export const OpsPlanStatementQuery = graphql(`
  query OpsPlanStatement($input: PlanStatementInput!) {
    planStatement(input: $input) {
      month
      monthLabel
      pdfBase64
    }
  }
`);
