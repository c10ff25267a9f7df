import { graphql } from '../../../gql';

/**
 * Every plan with a Direct Debit, its ledger against the provider's payments (the console's Reconciliation page),
 * with its home's address and applicant so that each plan is shown by its home, not its id.
 */
export const PaymentsReconciliationQuery = graphql(`
  query PaymentsReconciliation {
    paymentsReconciliation {
      purchaseCaseId
      planId
      applicantName
      address
      reconciled
      error
      differences
    }
  }
`);
