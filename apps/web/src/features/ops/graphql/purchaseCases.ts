import { graphql } from '../../../gql';

/** The purchase cases, longest at their state first: those still going, or every one with `includeClosed`. */
export const PurchaseCasesQuery = graphql(`
  query PurchaseCases($includeClosed: Boolean) {
    purchaseCases(includeClosed: $includeClosed) {
      applicationId
      name
      email
      updatedAt
      purchaseCase {
        id
        address
        state
        stateLabel
        stateDate
      }
    }
  }
`);
