import { graphql } from '../../../gql';

/**
 * Changes the given fields of the applicant's own application (spec §7 `updateApplication`: About you,
 * additional income "none", cards, monthly commitments, dependants); the budget is worked out again.
 */
export const UpdateApplicationMutation = graphql(`
  mutation UpdateApplication($input: UpdateApplicationInput!) {
    updateApplication(input: $input) {
      ...ApplicationFields
    }
  }
`);
