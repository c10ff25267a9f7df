import { graphql } from '../../../gql';

/**
 * Records that the customer opened a plan version (the server's openPlan, idempotent): the first opening starts
 * their review window.
 */
export const OpenYourPlanMutation = graphql(`
  mutation OpenYourPlan($input: OpenPlanInput!) {
    openPlan(input: $input) {
      ...YourPlanFields
    }
  }
`);
