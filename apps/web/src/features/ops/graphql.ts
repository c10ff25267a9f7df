/** The operators' console's GraphQL documents (issue 13; decision 022). Every one but the sign-in is operator-only. */
import { graphql } from '../../gql';

export const OperatorSignInMutation = graphql(`
  mutation OperatorSignIn($input: OperatorSignInInput!) {
    operatorSignIn(input: $input) {
      codeSent
      email
    }
  }
`);

export const VerifyOperatorCodeMutation = graphql(`
  mutation VerifyOperatorCode($input: VerifyOperatorCodeInput!) {
    verifyOperatorCode(input: $input) {
      token
      operator {
        id
        email
      }
    }
  }
`);

export const OperatorMeQuery = graphql(`
  query OperatorMe {
    operatorMe {
      id
      email
    }
  }
`);

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

/** Each person's verified income on the application page (issue 31; decision 055): components/verified-income-section.tsx. */
export const VerifiedIncomeFieldsFragment = graphql(`
  fragment VerifiedIncomeFields on PersonVerifiedIncome {
    person
    name
    connected
    connectionStatus
    provider
    bankName
    statementsUploaded
    accounts {
      name
      mask
      type
      subtype
    }
    periodFrom
    periodTo
    monthsInPeriod
    declaredMonthlyTakeHomePence
    declaredGrossAnnualPounds
    seenMonthlyPence
    streams {
      payer
      kind
      frequency
      monthlyPence
      monthsSeen
      monthsInPeriod
      lastSeen
      current
      counted
    }
    discrepancy
    discrepancyReason
    sentence
  }
`);

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

export const ApproveApplicationMutation = graphql(`
  mutation ApproveApplication($input: ApproveApplicationInput!) {
    approveApplication(input: $input) {
      warning
      application {
        applicationId
        state
      }
    }
  }
`);

export const RejectApplicationMutation = graphql(`
  mutation RejectApplication($input: RejectApplicationInput!) {
    rejectApplication(input: $input) {
      application {
        applicationId
        state
      }
    }
  }
`);

export const AllUsersQuery = graphql(`
  query AllUsers($input: AllUsersInput!) {
    allUsers(input: $input) {
      total
      page
      pageSize
      items {
        id
        email
        firstName
        lastName
        emailVerified
        createdAt
        applicationId
        applicationState
        budget
      }
    }
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLog($input: AuditLogInput!) {
    auditLog(input: $input) {
      total
      page
      pageSize
      items {
        id
        actor
        action
        subjectId
        createdAt
        note
        before
        after
      }
    }
    auditActions
  }
`);

export const OperatorsQuery = graphql(`
  query Operators {
    operators {
      id
      email
      createdAt
      lastSignedInAt
      disabledAt
    }
  }
`);

export const AddOperatorMutation = graphql(`
  mutation AddOperator($input: AddOperatorInput!) {
    addOperator(input: $input) {
      created
      password
      operator {
        id
        email
      }
    }
  }
`);

export const OperatorSettingsQuery = graphql(`
  query OperatorSettings {
    operatorSettings {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);

export const SetMaintenanceModeMutation = graphql(`
  mutation SetMaintenanceMode($input: SetMaintenanceModeInput!) {
    setMaintenanceMode(input: $input) {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);

/** Makes identity checks optional (skipIdv true) or asks for them again, audited (issue 30). */
export const SetSkipIdvMutation = graphql(`
  mutation SetSkipIdv($input: SetSkipIdvInput!) {
    setSkipIdv(input: $input) {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);

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

/** Approves a home (the service `npm run ops -- approve-home` uses). */
export const ApproveHomeMutation = graphql(`
  mutation ApproveHome($input: ApproveHomeInput!) {
    approveHome(input: $input) {
      homeSubmissionId
      status
      decidedAt
    }
  }
`);

/** Rejects a home with a reason (the service `npm run ops -- reject-home` uses). */
export const RejectHomeMutation = graphql(`
  mutation RejectHome($input: RejectHomeInput!) {
    rejectHome(input: $input) {
      homeSubmissionId
      status
      decidedAt
    }
  }
`);

/** Every pipeline viewer account. */
export const PipelineViewersQuery = graphql(`
  query PipelineViewers {
    pipelineViewers {
      id
      email
      createdAt
      lastSignedInAt
      disabledAt
    }
  }
`);

/** Adds a pipeline viewer (or gives one a new password); the password is shown once. */
export const AddPipelineViewerMutation = graphql(`
  mutation AddPipelineViewer($input: AddPipelineViewerInput!) {
    addPipelineViewer(input: $input) {
      created
      password
      pipelineViewer {
        id
        email
        createdAt
        lastSignedInAt
        disabledAt
      }
    }
  }
`);

/** Disables or enables an operator. */
export const SetOperatorDisabledMutation = graphql(`
  mutation SetOperatorDisabled($input: SetOperatorDisabledInput!) {
    setOperatorDisabled(input: $input) {
      id
      disabledAt
    }
  }
`);

/** Disables or enables a pipeline viewer. */
export const SetPipelineViewerDisabledMutation = graphql(`
  mutation SetPipelineViewerDisabled($input: SetPipelineViewerDisabledInput!) {
    setPipelineViewerDisabled(input: $input) {
      id
      disabledAt
    }
  }
`);

/** Every promotion, newest first (decision 025). */
export const PromotionsQuery = graphql(`
  query Promotions {
    promotions {
      id
      title
      text
      terms
      active
      image
      imageUrl
      createdAt
    }
  }
`);

/** A signed URL to upload a promotion's image to. */
export const GetPromotionImageUploadUrlMutation = graphql(`
  mutation GetPromotionImageUploadUrl {
    getPromotionImageUploadUrl {
      url
      key
    }
  }
`);

/** Creates a promotion, unpublished. */
export const CreatePromotionMutation = graphql(`
  mutation CreatePromotion($input: CreatePromotionInput!) {
    createPromotion(input: $input) {
      id
      title
      active
    }
  }
`);

/** Publishes or unpublishes a promotion. */
export const SetPromotionActiveMutation = graphql(`
  mutation SetPromotionActive($input: SetPromotionActiveInput!) {
    setPromotionActive(input: $input) {
      id
      active
    }
  }
`);
