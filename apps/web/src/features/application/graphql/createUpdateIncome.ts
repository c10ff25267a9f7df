import { graphql } from '../../../gql';

/**
 * Saves one income (spec §7 `createUpdateIncome`; pages Income and Additional income): adds it, or replaces the
 * applicant's income with `id` (also when its type changes). Selects the whole application so the cache, the
 * progress bar and the budget in the top bar update. Errors: BAD_USER_INPUT with `extensions.field` naming the
 * field; NOT_FOUND; APPLICATION_SUBMITTED.
 */
export const CreateUpdateIncomeMutation = graphql(`
  mutation CreateUpdateIncome($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) {
      income {
        id
      }
      application {
        ...ApplicationFields
      }
    }
  }
`);
