import { graphql } from '../../../gql';

/** The signed-in customer's plan payments (the server's myHomePayments): null before a plan is prepared. */
export const GetHomePaymentsQuery = graphql(`
  query GetHomePayments {
    myHomePayments {
      ...HomePaymentsFields
    }
    myPurchaseCase {
      id
      address
      state
    }
  }
`);
