import { graphql } from '../../../gql';

/**
 * Signs the current plan version for the customer (the server's signPlan) with the SHA-256 of the document they
 * read, and whether they confirm they took independent advice (needed within the review window).
 */
export const SignYourPlanMutation = graphql(`
  mutation SignYourPlan($input: SignPlanInput!) {
    signPlan(input: $input) {
      ...YourPlanFields
    }
  }
`);
