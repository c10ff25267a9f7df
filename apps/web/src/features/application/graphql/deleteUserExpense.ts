import { graphql } from '../../../gql';

/** Deletes a monthly expense (spec §7 `deleteUserExpense`); the budget is worked out again. */
export const DeleteUserExpenseMutation = graphql(`
  mutation DeleteUserExpense($input: DeleteUserExpenseInput!) {
    deleteUserExpense(input: $input) {
      id
      application {
        ...ApplicationFields
      }
    }
  }
`);
