import { graphql } from '../../../gql';

/**
 * The purchase of the joint application's approved home, as the co-applicant sees it (the server's
 * myPurchaseCase): the live case, else the one that fell through most recently; null before a home is approved.
 */
export const GetCoApplicantPurchaseCaseQuery = graphql(`
  query GetCoApplicantPurchaseCase {
    myPurchaseCase {
      ...PurchaseCaseCardFields
    }
  }
`);
