import { graphql } from '../../gql';

/**
 * A plan's home value (the server's HomeValue; decision 073) as the customer's home page (features/your-home) and
 * the console's purchase page (features/ops) show it: the value that holds, its history with the index figures
 * behind each revaluation, the equity's share of today's value, buying more and the latest quote.
 */
export const HomeValueFieldsFragment = graphql(`
  fragment HomeValueFields on HomeValue {
    valuePounds
    authorityName
    propertyType
    newestIndexMonth
    equityOwnedPence
    sharePercent
    canBuyMore
    buyMoreMinPence
    buyMoreMaxPence
    buyMoreRefusal
    current {
      id
      kind
      valuePounds
      valuedOn
    }
    history {
      id
      kind
      valuePounds
      valuedOn
      indexAreaName
      indexPropertyType
      indexFromMonth
      indexFromLevel
      indexToMonth
      indexToLevel
      surveyor
      note
    }
    purchases {
      id
      amountPence
      valuePounds
      status
      createdAt
      paidAt
    }
    latestQuote {
      id
      pricePounds
      equityHeldPence
      toPayPence
      validUntil
      valid
      createdAt
      steps
    }
  }
`);

/** A rent change given by notice (the server's RentChange; decision 074), as Your home and the console show it. */
export const RentChangeFieldsFragment = graphql(`
  fragment RentChangeFields on RentChange {
    id
    monthlyRent
    previousRent
    effectiveFrom
    noticeGivenOn
    reason
  }
`);
