import { graphql } from '../../../gql';

/** Opens the Direct Debit setup at the provider (the server's startDirectDebitSetup): the page to go to. */
export const StartDirectDebitSetupMutation = graphql(`
  mutation StartDirectDebitSetup {
    startDirectDebitSetup {
      url
    }
  }
`);

/** Reads the setup's outcome on coming back from the provider (the server's confirmDirectDebitSetup). */
export const ConfirmDirectDebitSetupMutation = graphql(`
  mutation ConfirmDirectDebitSetup($input: ConfirmDirectDebitSetupInput!) {
    confirmDirectDebitSetup(input: $input) {
      ...HomePaymentsFields
    }
  }
`);
