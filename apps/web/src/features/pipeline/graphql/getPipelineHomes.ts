import { graphql } from '../../../gql';

/** A page of the pipeline's homes: the homes applicants saved and submitted (spec §7 `getPipelineHomes`). */
export const GetPipelineHomesQuery = graphql(`
  query GetPipelineHomes($applicationId: ID, $page: Int, $pageSize: Int) {
    getPipelineHomes(applicationId: $applicationId, page: $page, pageSize: $pageSize) {
      totalCount
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
