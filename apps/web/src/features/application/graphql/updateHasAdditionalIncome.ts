import { graphql } from '../../../gql';

/**
 * Records the answer to "Do you have any other income?" (spec §7 `updateApplication` with
 * `hasAdditionalIncome`; spec §4: the section is complete when the answer is no, or an additional income
 * exists). Selects the whole application so the cache, the progress bar and the budget update.
 */
export const UpdateHasAdditionalIncomeMutation = graphql(`
  mutation UpdateHasAdditionalIncome($input: MutationUpdateApplicationInput!) {
    updateApplication(input: $input) {
      ...ApplicationFields
    }
  }
`);
