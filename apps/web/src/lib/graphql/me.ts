import { graphql } from '../../gql';

/** The signed-in applicant and their application (spec §7 `me`; network-only). */
export const MeQuery = graphql(`
  query Me {
    me {
      user {
        id
        firstName
        middleName
        lastName
        email
        emailVerified
      }
      application {
        id
        budget
        rentBudget
        deposit
        grossAnnualPay
        jointApplication
        welcomeSeen
        submitted
        approved
        rejected
        waitlistFeePaid
        waitlistFeePence
        waitlistFeePaidAt
        hasHomeSubmitted
        hasHomeApproved
        hasHomeRejected
        hasHomeInReview
        preferredLocations
        progress
        nextStep {
          kind
          id
          path
        }
      }
    }
  }
`);
