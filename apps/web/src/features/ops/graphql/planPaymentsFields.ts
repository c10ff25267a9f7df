import { graphql } from '../../../gql';

/**
 * A plan's payments as the purchase case's Payments card shows them (components/purchase-payments-card.tsx): the
 * Direct Debit, the figures from the ledger, every collection and the months with a statement. planPayments.ts and
 * retryCollection.ts answer with these fields, so a retry's answer replaces the card's.
 */
export const PlanPaymentsFieldsFragment = graphql(`
  fragment PlanPaymentsFields on HomePayments {
    purchaseCaseId
    planId
    planVersion
    planSigned
    price
    monthlyRent
    movedInOn
    sandboxBankUrl
    directDebit {
      status
      provider
      bankLabel
      activeOn
    }
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
