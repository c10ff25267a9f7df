import { graphql } from '../../../gql';

/** An operator's first factor (decision 022): e-mail address and password; e-mails a 6-digit code. */
export const OperatorSignInMutation = graphql(`
  mutation OperatorSignIn($input: OperatorSignInInput!) {
    operatorSignIn(input: $input) {
      codeSent
      email
    }
  }
`);
