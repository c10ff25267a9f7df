import { graphql } from '../../../gql';

/** One submitted home with every answer and its photos (signed links). */
export const HomeForReviewQuery = graphql(`
  query HomeForReview($input: HomeForReviewInput!) {
    homeForReview(input: $input) {
      homeSubmissionId
      applicationId
      name
      email
      status
      fromListing
      listingId
      address
      type
      otherType
      bedrooms
      ownership
      yearsLeftOnLease
      EPCRating
      askingPrice
      chain
      link
      additionalInfo
      approvalRisks
      submittedAt
      decidedAt
      images {
        id
        url
        type
        size
      }
    }
  }
`);
