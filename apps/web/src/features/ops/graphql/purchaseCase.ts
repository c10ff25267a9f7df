import { graphql } from '../../../gql';

/**
 * One purchase case as operators work it: the applicant, the case as the customer sees it (timeline, next step), its
 * plan, the history and the moves allowed (purchaseCaseReviewFields.ts). movePurchaseCase.ts and preparePlan.ts
 * answer with the same fields, so a move or a new plan version updates the page.
 */
export const PurchaseCaseQuery = graphql(`
  query PurchaseCase($input: PurchaseCaseInput!) {
    purchaseCase(input: $input) {
      ...PurchaseCaseReviewFields
    }
  }
`);
