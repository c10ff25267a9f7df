import { graphql } from '../../../gql';

/** The customer's home value (the server's myHomePayments.homeValue) with what the cards work out from. */
export const GetHomeValueQuery = graphql(`
  query GetHomeValue {
    myHomePayments {
      planId
      monthlyRent
      currentMonthlyRent
      rentChanges {
        ...RentChangeFields
      }
      movedInOn
      mortgageReadiness {
        valuePounds
        monthlyEquityPence
        annualIncomePounds
        cardBalancePounds
        monthlyLoansPounds
        readyInYears
      }
      homeValue {
        ...HomeValueFields
      }
    }
  }
`);

/** Opens a checkout to buy more of the home (the server's startEquityPurchase). */
export const StartEquityPurchaseMutation = graphql(`
  mutation StartEquityPurchase($input: StartEquityPurchaseInput!) {
    startEquityPurchase(input: $input) {
      url
    }
  }
`);

/** Confirms a purchase's checkout on coming back (the server's checkEquityPurchase). */
export const CheckEquityPurchaseMutation = graphql(`
  mutation CheckEquityPurchase($input: CheckEquityPurchaseInput!) {
    checkEquityPurchase(input: $input)
  }
`);

/** A quote to buy the rest (the server's requestBuyOutQuote). */
export const RequestBuyOutQuoteMutation = graphql(`
  mutation RequestBuyOutQuote {
    requestBuyOutQuote {
      id
    }
  }
`);
