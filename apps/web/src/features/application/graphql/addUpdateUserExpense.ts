import { graphql } from '../../../gql';

/** Adds a monthly expense or changes one (spec §7 `addUpdateUserExpense`); the budget is worked out again. */
export const AddUpdateUserExpenseMutation = graphql(`
  mutation AddUpdateUserExpense($input: AddUpdateUserExpenseInput!) {
    addUpdateUserExpense(input: $input) {
      expense {
        id
      }
      application {
        ...ApplicationFields
      }
    }
  }
`);
