import { graphql } from '../../../gql';

/**
 * A purchase case's plan payments for operators (lib/graphql/homePaymentsFields.ts); null before a plan is prepared. Named
 * OpsPlanPayments apart from the customer's own payments.
 */
export const OpsPlanPaymentsQuery = graphql(`
  query OpsPlanPayments($input: PlanPaymentsInput!) {
    planPayments(input: $input) {
      ...HomePaymentsFields
    }
  }
`);
