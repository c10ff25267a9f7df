import { graphql } from '../../../gql';

/** Each person's verified income on the application page (decision 055): components/verified-income-section.tsx. */
export const VerifiedIncomeFieldsFragment = graphql(`
  fragment VerifiedIncomeFields on PersonVerifiedIncome {
    person
    name
    connected
    connectionStatus
    provider
    bankName
    statementsUploaded
    accounts {
      name
      mask
      type
      subtype
    }
    periodFrom
    periodTo
    monthsInPeriod
    declaredMonthlyTakeHomePence
    declaredGrossAnnualPounds
    seenMonthlyPence
    streams {
      payer
      kind
      frequency
      monthlyPence
      monthsSeen
      monthsInPeriod
      lastSeen
      current
      counted
    }
    discrepancy
    discrepancyReason
    sentence
  }
`);
