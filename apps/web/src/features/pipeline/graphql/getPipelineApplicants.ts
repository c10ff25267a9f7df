import { graphql } from '../../../gql';

/** A page of the pipeline's applicants with the filters' counts (spec §7 `getPipelineApplicants`). */
export const GetPipelineApplicantsQuery = graphql(`
  query GetPipelineApplicants(
    $status: PipelineStatus
    $search: String
    $sort: PipelineApplicantSort
    $direction: SortDirection
    $page: Int
    $pageSize: Int
  ) {
    getPipelineApplicants(
      status: $status
      search: $search
      sort: $sort
      direction: $direction
      page: $page
      pageSize: $pageSize
    ) {
      totalCount
      page
      pageSize
      statusCounts {
        status
        count
      }
      applicants {
        id
        totalIncome
        jointApplication
        status
        age
        onboard
        location
        identityVerified
        bankStatements
        homes
        budget
        createdAt
      }
    }
  }
`);
