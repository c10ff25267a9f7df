import { graphql } from '../../../gql';

/** The applications waiting for a decision, oldest first, with their figures and checks. */
export const ApplicationsInReviewQuery = graphql(`
  query ApplicationsInReview {
    applicationsInReview {
      applicationId
      name
      email
      budget
      deposit
      submittedAt
      jointApplication
      identityVerified
      openBankingConnected
      documentsUploaded
    }
  }
`);
