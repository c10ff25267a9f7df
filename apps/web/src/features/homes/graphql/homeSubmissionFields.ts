import { graphql } from '../../../gql';

/** What the web app shows of a home submission (spec §3 HomeSubmission). */
export const HomeSubmissionFieldsFragment = graphql(`
  fragment HomeSubmissionFields on HomeSubmission {
    id
    createdAt
    submittedAt
    type
    otherType
    bedrooms
    ownership
    yearsLeftOnLease
    EPCRating
    addressLine1
    addressLine2
    addressLine3
    postcode
    postTown
    uprn
    askingPrice
    chain
    link
    additionalInfo
    submitted
    approved
    rejected
    fallenThrough
    fromListing
    status
    imageUrl
    listing {
      id
      available
    }
    images {
      id
      url
      position
    }
  }
`);
