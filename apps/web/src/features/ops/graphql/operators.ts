import { graphql } from '../../../gql';

/** Every operator account. */
export const OperatorsQuery = graphql(`
  query Operators {
    operators {
      id
      email
      createdAt
      lastSignedInAt
      disabledAt
    }
  }
`);
