import { graphql } from '../../../gql';

/** A month's statement of the customer's plan (the server's myStatement), without its PDF. */
export const GetStatementQuery = graphql(`
  query GetStatement($input: MyStatementInput!) {
    myStatement(input: $input) {
      month
      monthLabel
      address
      openingEquityOwnedPence
      openingArrearsPence
      closingEquityOwnedPence
      closingSharePercent
      closingArrearsPence
      paidPence
      rentPence
      equityAddedPence
      lines {
        date
        description
        paidPence
        equityChangePence
        arrearsChangePence
      }
    }
  }
`);

/** The same statement as a PDF, base64 (asked for only when downloading). */
export const GetStatementPdfQuery = graphql(`
  query GetStatementPdf($input: MyStatementInput!) {
    myStatement(input: $input) {
      month
      pdfBase64
    }
  }
`);
