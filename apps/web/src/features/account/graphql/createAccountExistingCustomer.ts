import { graphql } from '../../../gql';

/**
 * Sets an invited customer's first password and signs them in (spec §7 `createAccountExistingCustomer`,
 * input token and password). Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED; BAD_USER_INPUT (password).
 */
export const CreateAccountExistingCustomerMutation = graphql(`
  mutation CreateAccountExistingCustomer($input: CreateAccountExistingCustomerInput!) {
    createAccountExistingCustomer(input: $input) {
      token
      user {
        id
      }
    }
  }
`);
