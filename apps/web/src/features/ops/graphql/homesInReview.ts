import { graphql } from '../../../gql';

/** The homes waiting for a decision (decision 025). */
export const HomesInReviewQuery = graphql(`
  query HomesInReview {
    homesInReview {
      homeSubmissionId
      name
      email
      address
      type
      bedrooms
      askingPrice
      EPCRating
      fromListing
      approvalRisks
      submittedAt
    }
  }
`);
