import { graphql } from '../../../gql';

/** The pipeline's charts: applicants by status over time and budgets (getPipelineApplicants), yields (getPipelineHomes). */
export const GetPipelineChartsQuery = graphql(`
  query GetPipelineCharts {
    getPipelineApplicants(pageSize: 1) {
      statusByMonth {
        month
        status
        count
      }
      budgetBands {
        from
        to
        count
      }
    }
    getPipelineHomes(pageSize: 1) {
      yieldBands {
        from
        to
        count
      }
    }
  }
`);
