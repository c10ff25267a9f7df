import { graphql } from '../../../gql';

/**
 * Removes one of the applicant's additional incomes (page Additional income; `deleteIncome`). The main income
 * cannot be removed. Selects the whole application so the cache, the progress bar and the budget update.
 * Errors: BAD_USER_INPUT (field id), NOT_FOUND, APPLICATION_SUBMITTED.
 */
export const DeleteIncomeMutation = graphql(`
  mutation DeleteIncome($input: DeleteIncomeInput!) {
    deleteIncome(input: $input) {
      id
      application {
        ...ApplicationFields
      }
    }
  }
`);
