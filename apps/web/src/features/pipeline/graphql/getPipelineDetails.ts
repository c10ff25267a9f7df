import { graphql } from '../../../gql';

/** The pipeline's detail panel (spec §7 `getPipelineDetails`, applicationId and homeId). */
export const GetPipelineDetailsQuery = graphql(`
  query GetPipelineDetails($applicationId: ID!, $homeId: ID!) {
    getPipelineDetails(applicationId: $applicationId, homeId: $homeId) {
      applicant {
        id
        status
        age
        location
        totalIncome
        jointApplication
        identityVerified
        bankStatements
      }
      home {
        id
        askingPrice
        postcode
        postTown
        type
        bedrooms
        yield
        rentEstimate
        rentSource
        source
        reviewStatus
        EPCRating
        algoRentEstimate
        algoRentLow
        algoRentHigh
        affordability
        rentOnNetIncome
        link
      }
      affordability {
        id
        label
        value
        unit
        source
      }
      plan {
        deposit
        initialDeposit
        rent
        monthlyEquity
        ownershipYears
        mortgageNeeded
        years {
          year
          months
          rentPaid
          equityPaid
          equityTotal
          depositBuilt
          shareOwned
        }
      }
      documents {
        person
        documentType
        count
      }
    }
  }
`);
