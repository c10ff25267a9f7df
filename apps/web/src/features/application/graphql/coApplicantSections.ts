import { graphql } from '../../../gql';

/**
 * The co-applicant's own sections as the shared section pages read them (spec §3 CoApplicantUser; decision
 * 015): their address history, incomes and check states, with the same fields as the applicant's
 * ApplicationFields so that the same components show either person. Never the applicant's own records.
 */
export const CoApplicantSectionFieldsFragment = graphql(`
  fragment CoApplicantSectionFields on CoApplicantUser {
    id
    email
    applicationSubmitted
    hasAdditionalIncome
    progress
    steps {
      id
      path
      status
    }
    identityVerified
    identityVerificationRequested
    identityVerificationSkipped
    identityVerificationStatus
    documentsUploaded
    openBankingConnected
    openBankingRequested
    openBankingStatus
    bankStatementsManualUpload
    addressHistoryMonths
    addressHistoryMonthsNeeded
    addresses {
      ...AddressFields
    }
    incomes {
      ...IncomeFields
    }
  }
`);

/**
 * The signed-in co-applicant's sections (spec §7 `coApplicant`; network-only as a current-user query). The
 * shared hooks fetch it again after each of the co-applicant's saves, since the section operations' payloads
 * carry the applicant's application, which a co-applicant may not read. With the service's settings
 * (`getSettings`: whether identity checks are switched off).
 */
export const CoApplicantSectionsQuery = graphql(`
  query CoApplicantSections {
    coApplicant {
      ...CoApplicantSectionFields
    }
    getSettings {
      skipIdv
    }
  }
`);

/** The co-applicant adds or changes one of their own addresses (spec §7 `addUpdateUserAddress`). */
export const CoApplicantAddUpdateUserAddressMutation = graphql(`
  mutation CoApplicantAddUpdateUserAddress($input: AddUpdateUserAddressInput!) {
    addUpdateUserAddress(input: $input) {
      address {
        id
      }
    }
  }
`);

/** The co-applicant removes one of their own addresses (`deleteUserAddress`). */
export const CoApplicantDeleteUserAddressMutation = graphql(`
  mutation CoApplicantDeleteUserAddress($input: DeleteUserAddressInput!) {
    deleteUserAddress(input: $input) {
      id
    }
  }
`);

/** The co-applicant saves one of their own incomes (spec §7 `createUpdateIncome`). */
export const CoApplicantCreateUpdateIncomeMutation = graphql(`
  mutation CoApplicantCreateUpdateIncome($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) {
      income {
        id
      }
    }
  }
`);

/**
 * Removes one of the co-applicant's own additional incomes (spec §7 `deleteIncome`; their main income cannot
 * be removed). Errors: BAD_USER_INPUT (field id), NOT_FOUND, APPLICATION_SUBMITTED.
 */
export const CoApplicantDeleteIncomeMutation = graphql(`
  mutation CoApplicantDeleteIncome($input: DeleteIncomeInput!) {
    deleteIncome(input: $input) {
      id
    }
  }
`);

/**
 * Saves the co-applicant's answer to "Do you have any other income?" (spec §7 `updateCoApplicant`
 * hasAdditionalIncome), which works the household budget out again. Errors: BAD_USER_INPUT naming the field;
 * APPLICATION_SUBMITTED.
 */
export const CoApplicantUpdateAdditionalIncomeMutation = graphql(`
  mutation CoApplicantUpdateAdditionalIncome($input: UpdateCoApplicantInput!) {
    updateCoApplicant(input: $input) {
      coApplicant {
        id
        hasAdditionalIncome
      }
    }
  }
`);

/** Starts the co-applicant's own identity check and returns its link (`setIdentityVerificationRequested`). */
export const CoApplicantSetIdentityVerificationRequestedMutation = graphql(`
  mutation CoApplicantSetIdentityVerificationRequested($input: SetIdentityVerificationRequestedInput!) {
    setIdentityVerificationRequested(input: $input) {
      url
      expiresAt
    }
  }
`);

/** E-mails the co-applicant the link to their own identity check (`sendIdentityVerificationLink`). */
export const CoApplicantSendIdentityVerificationLinkMutation = graphql(`
  mutation CoApplicantSendIdentityVerificationLink($input: SendIdentityVerificationLinkInput!) {
    sendIdentityVerificationLink(input: $input) {
      url
      sentTo
    }
  }
`);

/**
 * Asks for the result of the co-applicant's identity check (`checkIdentityVerification`); its payload is the
 * applicant's application, so only its type name is selected and the co-applicant's state is fetched again.
 */
export const CoApplicantCheckIdentityVerificationMutation = graphql(`
  mutation CoApplicantCheckIdentityVerification {
    checkIdentityVerification {
      __typename
    }
  }
`);

/**
 * The co-applicant chooses to verify identities later (`skipChecks`); like the check above, its payload is the
 * applicant's application, so only its type name is selected.
 */
export const CoApplicantSkipChecksMutation = graphql(`
  mutation CoApplicantSkipChecks {
    skipChecks {
      __typename
    }
  }
`);

/** Starts the co-applicant's own bank connection and returns its link (`setOpenBankingRequested`). */
export const CoApplicantSetOpenBankingRequestedMutation = graphql(`
  mutation CoApplicantSetOpenBankingRequested($input: SetOpenBankingRequestedInput!) {
    setOpenBankingRequested(input: $input) {
      url
      expiresAt
    }
  }
`);

/** E-mails the co-applicant the link to connect their own bank (`sendOpenBankingLink`). */
export const CoApplicantSendOpenBankingLinkMutation = graphql(`
  mutation CoApplicantSendOpenBankingLink($input: SendOpenBankingLinkInput!) {
    sendOpenBankingLink(input: $input) {
      url
      sentTo
    }
  }
`);

/** Asks whether the co-applicant's bank is connected (`checkOpenBanking`; see the identity check's note). */
export const CoApplicantCheckOpenBankingMutation = graphql(`
  mutation CoApplicantCheckOpenBanking {
    checkOpenBanking {
      __typename
    }
  }
`);

/** Records that the co-applicant chose to upload their statements (`setDocumentManualUpload`). */
export const CoApplicantSetDocumentManualUploadMutation = graphql(`
  mutation CoApplicantSetDocumentManualUpload($input: SetDocumentManualUploadInput!) {
    setDocumentManualUpload(input: $input) {
      __typename
    }
  }
`);

/** Records an uploaded file as one of the co-applicant's own documents (`uploadDocument`). */
export const CoApplicantUploadDocumentMutation = graphql(`
  mutation CoApplicantUploadDocument($input: UploadDocumentInput!) {
    uploadDocument(input: $input) {
      document {
        ...ApplicantDocumentFields
      }
    }
  }
`);

/** Deletes one of the co-applicant's own documents (`deleteDocument`). */
export const CoApplicantDeleteDocumentMutation = graphql(`
  mutation CoApplicantDeleteDocument($input: DeleteDocumentInput!) {
    deleteDocument(input: $input) {
      id
    }
  }
`);
