import { graphql } from '../../../gql';

/** One application as an operator reviews it: figures, sections, checks, documents and verified income. */
export const ApplicationForReviewQuery = graphql(`
  query ApplicationForReview($input: ApplicationForReviewInput!) {
    applicationForReview(input: $input) {
      applicationId
      userId
      state
      name
      email
      phoneNumber
      submittedAt
      jointApplication
      budget
      rentBudget
      deposit
      grossAnnualPay
      netMonthlyIncome
      monthlyCommitmentsTotal
      bindingConstraint
      preferredLocations
      identityVerified
      identityVerificationSkipped
      openBankingConnected
      documentsUploaded
      sections {
        id
        label
        status
      }
      checks {
        person
        purpose
        provider
        status
        fromSandbox
        reference
        providerStatus
        reasons
        startedAt
        completedAt
      }
      documents {
        id
        url
        displayName
        documentType
        fileName
        size
        dateUploaded
      }
      verifiedIncome {
        ...VerifiedIncomeFields
      }
    }
  }
`);
