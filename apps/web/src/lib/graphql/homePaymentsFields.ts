import { graphql } from '../../gql';

/**
 * A plan's payments (the server's HomePayments) as the customer's home page (features/your-home) and the
 * console's Payments card (features/ops) show them: the Direct Debit, the collections, and from the ledger the
 * equity owned, paid to date, arrears and the statements' months. The console's retry answers with these
 * fields, so its answer replaces the card's.
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
    dueToDatePence
    upcoming {
      number
      dueDate
      amountPence
    }
    nextPayment {
      dueDate
      amountPence
    }
    statementMonths
    leavingRefund {
      lines {
        label
        pence
      }
      totalPence
    }
    mortgageReadiness {
      valuePounds
      monthlyEquityPence
      annualIncomePounds
      joint
      applicantIncomePounds
      coApplicantIncomePounds
      cardBalancePounds
      monthlyLoansPounds
      monthlyChildcarePounds
      monthlyMaintenancePounds
      monthlyOtherCommitmentsPounds
      figuresSavedAt
      readyInYears
      ways
      years {
        year
        equityPence
        mortgageNeededPence
        loanToValuePercent
        stressedMonthlyPence
        stressedSharePercent
        incomeNeededPounds
        ready
      }
    }
  }
`);
