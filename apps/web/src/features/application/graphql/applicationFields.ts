import { graphql } from '../../../gql';

/** An address of the address history, as the section pages show and edit it (either person's). */
export const AddressFieldsFragment = graphql(`
  fragment AddressFields on UserAddress {
    id
    addressLine1
    addressLine2
    addressLine3
    postCode
    postTown
    country
    countryCode
    uprn
    moveInDate
  }
`);

/** An income, as the income pages show and edit it (either person's; spec §3 Income). */
export const IncomeFieldsFragment = graphql(`
  fragment IncomeFields on Income {
    id
    type
    primary
    employmentOption
    jobTitle
    employerName
    baseGrossIncome
    additionalGrossIncome
    overtime
    contractorCurrentJobTitle
    contractorPreviousJobTitle
    contractorNextJobTitle
    contractorCurrentDayRate
    contractorDuration
    currentJobEndsInOneMonth
    hasNextJob
    natureOfBusiness
    currentYearProfits
    previousYearProfits
    companyName
    ltdHouseNumber
    ltdDividends
    ltdDirectorSalary
    ltdPreviousYearDividends
    ltdPreviousYearDirectorSalary
    accountantName
    accountantCompany
    accountantAddress
    accountantEmail
    benefitsUniversal
    benefitsPip
    benefitsChildren
    benefitsDla
  }
`);

/**
 * Everything the application pages show (spec §3 UserApplication and its addresses, incomes and expenses,
 * with the progress, steps and next step of spec §4). Every mutation of the application selects it, so the
 * cache (and the budget in the top bar) updates after each save.
 */
export const ApplicationFieldsFragment = graphql(`
  fragment ApplicationFields on UserApplication {
    id
    budget
    rentBudget
    deposit
    depositSource
    grossAnnualPay
    canProvideBudget
    budgetLimits {
      factor
      cap
      path
      text
      linkText
    }
    jointApplication
    coApplicantPermission
    coApplicantLoginLinkSent
    coApplicant {
      id
      firstName
      lastName
      email
      signedUp
      hasGrantedPermissionDate
    }
    submitted
    approved
    rejected
    progress
    nextStep {
      kind
      id
      path
    }
    steps {
      id
      path
      status
    }
    dateOfBirth
    nationality
    nin
    otherFirstName
    otherMiddleName
    otherLastName
    hasAdditionalIncome
    cardBalance
    monthlyLoans
    monthlyCommitments
    adultDependants
    childDependants
    cardsAnsweredAt
    monthlyCommitmentsAnsweredAt
    dependantsAnsweredAt
    identityVerified
    identityVerificationRequested
    identityVerificationSkipped
    identityVerificationStatus
    documentsUploaded
    openBankingConnected
    openBankingRequested
    openBankingStatus
    openBankingBankName
    bankStatementsManualUpload
    addressHistoryMonths
    addressHistoryMonthsNeeded
    addresses {
      ...AddressFields
    }
    incomes {
      ...IncomeFields
    }
    expenses {
      id
      description
      amount
      type
      createdAt
    }
  }
`);
