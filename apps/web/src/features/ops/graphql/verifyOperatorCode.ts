import { graphql } from '../../../gql';

/** An operator's second factor: the e-mailed code; answers the console's session token. */
export const VerifyOperatorCodeMutation = graphql(`
  mutation VerifyOperatorCode($input: VerifyOperatorCodeInput!) {
    verifyOperatorCode(input: $input) {
      token
      operator {
        id
        email
      }
    }
  }
`);
