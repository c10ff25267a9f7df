import { graphql } from '../../../gql';

/**
 * What the customer's plan page shows of a plan version (the server's Plan): its figures, key facts and terms in
 * words, fees, year-by-year schedule, the SHA-256 of its PDF, who must sign and their signatures, and the
 * signed-in customer's own review window and signature.
 */
export const YourPlanFieldsFragment = graphql(`
  fragment YourPlanFields on Plan {
    id
    version
    createdAt
    price
    deposit
    monthlyRent
    monthlyEquity
    monthlyTotal
    termMonths
    termYears
    mortgageNeeded
    keyFacts {
      label
      value
    }
    rentChanges
    buyingTheRest
    leaving
    fees {
      name
      amountPence
      when
    }
    schedule {
      year
      months
      rentPaid
      equityPaid
      depositBuilt
    }
    sha256
    reviewDays
    fullySigned
    signers {
      role
      firstOpenedAt
      name
      signedAt
      ipAddress
      sha256
      tookAdvice
    }
    yourSigning {
      role
      firstOpenedAt
      canSignFrom
      signedAt
    }
  }
`);
