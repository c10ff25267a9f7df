import { graphql } from '../../../gql';

/** Adds an operator (or gives one a new password); the password is shown once. */
export const AddOperatorMutation = graphql(`
  mutation AddOperator($input: AddOperatorInput!) {
    addOperator(input: $input) {
      created
      password
      operator {
        id
        email
      }
    }
  }
`);
