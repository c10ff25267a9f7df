import { graphql } from '../../../gql';

/**
 * The purchase of the applicant's approved home (the server's myPurchaseCase): the live case, else the one that
 * fell through most recently; null before a home is approved.
 */
export const GetMyPurchaseCaseQuery = graphql(`
  query GetMyPurchaseCase {
    myPurchaseCase {
      ...PurchaseCaseCardFields
    }
  }
`);
