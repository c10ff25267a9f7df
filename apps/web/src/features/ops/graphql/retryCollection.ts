import { graphql } from '../../../gql';

/**
 * Asks the bank again now for a failed or retrying collection (the console's "Retry now"). Answers with the plan's
 * payments (lib/graphql/homePaymentsFields.ts), which replace the Payments card's.
 */
export const RetryCollectionMutation = graphql(`
  mutation RetryCollection($input: RetryCollectionInput!) {
    retryCollection(input: $input) {
      ...HomePaymentsFields
    }
  }
`);
