import { graphql } from '../../../gql';

/** Purchase cases at each state now and the mean days spent in each: counts only, never who (getPipelinePurchaseStages). */
export const GetPipelinePurchaseStagesQuery = graphql(`
  query GetPipelinePurchaseStages {
    getPipelinePurchaseStages {
      state
      label
      cases
      averageDaysSpent
      casesMovedOn
    }
  }
`);
