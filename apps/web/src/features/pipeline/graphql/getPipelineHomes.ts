import { graphql } from '../../../gql';

/** A page of the pipeline's homes: the homes applicants saved and submitted, optionally of one source (spec §7 `getPipelineHomes`). */
export const GetPipelineHomesQuery = graphql(`
  query GetPipelineHomes($applicationId: ID, $source: PipelineHomeSource, $page: Int, $pageSize: Int) {
    getPipelineHomes(applicationId: $applicationId, source: $source, page: $page, pageSize: $pageSize) {
      totalCount
      sourceCounts {
        source
        count
      }
      page
      pageSize
      homes {
        id
        source
        reviewStatus
        applicationId
        askingPrice
        postcode
        type
        bedrooms
        postTown
        EPCRating
        yield
        rentEstimate
        rentSource
        algoRentEstimate
        affordability
        rentOnNetIncome
        link
        lat
        lng
        date
        imageUrl
      }
    }
  }
`);
