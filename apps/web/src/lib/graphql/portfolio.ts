import { graphql } from '../../gql';

/**
 * The portfolio (the server's `portfolio`): aggregate figures of the homes Stairway has bought, shown by the
 * pipeline's Portfolio tab (features/pipeline) and the console's Portfolio page (features/ops) through
 * components/portfolio-overview.tsx. Aggregates only: never who.
 */
export const PortfolioQuery = graphql(`
  query Portfolio {
    portfolio {
      minimumGroupSize
      homesOwned
      homesWithPlan
      totalValueAtPurchase
      totalValueToday
      averageValueAtPurchase
      averageGrossYieldPercent
      activePlans
      plansInArrearsPercent
      arrearsPence
      arrearsToRentDuePercent
      plansHoldingEquity
      equityHeldPence
      thisMonth {
        month
        plans
        rentDuePence
        rentCollectedPence
        collectionRatePercent
      }
      twelveMonths {
        month
        plans
        rentDuePence
        rentCollectedPence
        collectionRatePercent
      }
      months {
        month
        plans
        rentDuePence
        rentCollectedPence
        collectionRatePercent
      }
      stages {
        state
        label
        cases
      }
    }
  }
`);
