import { graphql } from '../../../gql';

/** The signed-in operator (ops-session.tsx), or UNAUTHENTICATED once the token has expired. */
export const OperatorMeQuery = graphql(`
  query OperatorMe {
    operatorMe {
      id
      email
    }
  }
`);
