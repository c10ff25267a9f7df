import { graphql } from '../../../gql';

/** Disables or enables an operator. */
export const SetOperatorDisabledMutation = graphql(`
  mutation SetOperatorDisabled($input: SetOperatorDisabledInput!) {
    setOperatorDisabled(input: $input) {
      id
      disabledAt
    }
  }
`);
