import { graphql } from '../../../gql';

/**
 * Moves a purchase case to its next stage or to FallenThrough (audited, e-mailed to the applicant). Answers with the
 * same fields as purchaseCase.ts (purchaseCaseReviewFields.ts), so Apollo's cache updates the case's page.
 */
export const MovePurchaseCaseMutation = graphql(`
  mutation MovePurchaseCase($input: MovePurchaseCaseInput!) {
    movePurchaseCase(input: $input) {
      ...PurchaseCaseReviewFields
    }
  }
`);
