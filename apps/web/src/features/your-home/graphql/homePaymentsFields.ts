import { graphql } from '../../../gql';

/**
 * What the customer's home page shows of their plan's payments (the server's HomePayments): the Direct Debit,
 * the collections, and from the ledger the equity owned, paid to date, arrears and the statements' months.
 */
export const HomePaymentsFieldsFragment = graphql(`
  fragment HomePaymentsFields on HomePayments {
    purchaseCaseId
    planId
    planVersion
    price
    monthlyRent
    planSigned
    canSetUpDirectDebit
    directDebit {
      status
      provider
      bankLabel
      activeOn
    }
    sandboxBankUrl
    movedInOn
    collections {
      id
      number
      description
      dueDate
      amountPence
      rentPence
      equityPence
      status
      attempts
      nextAttemptOn
      failureReason
      paidOn
    }
    equityOwnedPence
    equitySharePercent
    arrearsPence
    paidToDatePence
    nextPayment {
      dueDate
      amountPence
    }
    statementMonths
  }
`);
