import { graphql } from '../../../gql';

/**
 * Prepares the next version of a purchase's plan from the agreed price and the monthly rent (whole pounds); it becomes
 * the version to sign. Answers with the same fields as purchaseCase.ts (purchaseCaseReviewFields.ts), so Apollo's
 * cache shows the new version on the case's page.
 */
export const PreparePlanMutation = graphql(`
  mutation PreparePlan($input: PreparePlanInput!) {
    preparePlan(input: $input) {
      ...PurchaseCaseReviewFields
    }
  }
`);
