import { graphql } from '../../../gql';

/**
 * The purchase of the customer's approved home with the current version of its plan (the server's
 * myPurchaseCase, applicant and co-applicant): null before a home is approved; its plan null until an operator
 * prepares one.
 */
export const GetYourPlanQuery = graphql(`
  query GetYourPlan {
    myPurchaseCase {
      id
      address
      state
      plan {
        ...YourPlanFields
      }
    }
  }
`);
