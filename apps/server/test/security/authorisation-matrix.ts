/**
 * The authorisation matrix (ASVS 4.0 V4; ARCHITECTURE.md §5): for every root Query and Mutation field of the
 * printed schema, what each role gets. `authorisation-matrix.test.ts` calls every operation as every role
 * with real tokens and fails when an answer differs, when an operation has no row, or when a row names an
 * operation that no longer exists.
 *
 * The roles: anonymous (no token); applicant (A, who owns the rows the inputs name); anotherApplicant (B, an
 * applicant of another application); coApplicant (A's co-applicant, signed up); landlord (owns the listing the
 * inputs name); anotherLandlord; pipelineViewer; operator.
 *
 * The outcomes:
 * - allowed: the call passes authorisation (it may still get a business answer such as CONFLICT,
 *   STEP_LOCKED, RATE_LIMITED or TOKEN_INVALID: those come after the role check);
 * - refused: UNAUTHENTICATED for anonymous, FORBIDDEN for a signed-in role the field does not admit (the
 *   scope-auth plugin, builder.ts);
 * - hidden: NOT_FOUND, the documented design when a caller of the right role names another person's row
 *   (an address, income, expense, document, home submission, photo, payment session, listing): the services
 *   scope every read and write by the token, so the row does not exist for them (each field's description
 *   says "NOT_FOUND when it is not one of the applicant's …"). Nothing tells them it exists.
 */
import { ROLES, type Role } from './fixture';

/** What a role gets from an operation. */
export type Outcome = 'allowed' | 'refused' | 'hidden';
/** One operation's row: every role's outcome. */
export type Row = Record<Role, Outcome>;

/** A row where only these roles are allowed and every other is refused. */
function only(...allowed: Role[]): Row {
  return Object.fromEntries(
    ROLES.map((role) => [role, allowed.includes(role) ? 'allowed' : 'refused']),
  ) as Row;
}

/** The row with these roles' calls hidden (NOT_FOUND: another person's row) instead. */
function hiding(row: Row, ...hidden: Role[]): Row {
  return { ...row, ...Object.fromEntries(hidden.map((role) => [role, 'hidden'])) };
}

/** Every role allowed: sign-in, sign-up, link and code operations and the public reference data. */
const PUBLIC = only(...ROLES);

/** Every root operation of apps/server/schema.graphql, alphabetically. */
export const MATRIX: Record<string, Row> = {
  addCoApplicant: only('applicant', 'anotherApplicant'),
  addFavourite: only('applicant', 'anotherApplicant'),
  addImageToHomeSubmission: hiding(only('applicant'), 'anotherApplicant'),
  addOperator: only('operator'),
  addPipelineViewer: only('operator'),
  addUpdateUserAddress: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  addUpdateUserExpense: hiding(only('applicant'), 'anotherApplicant'),
  allUsers: only('operator'),
  applicationForReview: only('operator'),
  applicationsInReview: only('operator'),
  approveApplication: only('operator'),
  // The fixture's home is a draft, which is not in review: NOT_FOUND for the operator too (home-decisions.ts).
  approveHome: hiding(only('operator'), 'operator'),
  auditActions: only('operator'),
  auditLog: only('operator'),
  // Whether a "This wasn't me" link still works, and securing the account from it; public links.
  checkAccountSecurityToken: PUBLIC,
  checkIdentityVerification: only('applicant', 'anotherApplicant', 'coApplicant'),
  checkNewEmail: only('applicant', 'anotherApplicant'),
  checkOpenBanking: only('applicant', 'anotherApplicant', 'coApplicant'),
  // Whether a reset link still works, before its form; public like resetPassword.
  checkPasswordResetToken: PUBLIC,
  checkPaymentSession: hiding(only('applicant'), 'anotherApplicant'),
  checkPipelinePassword: PUBLIC,
  coApplicant: only('coApplicant'),
  coApplicantSignUp: PUBLIC,
  createAccountExistingCustomer: PUBLIC,
  createHomeSubmission: only('applicant', 'anotherApplicant'),
  createPromotion: only('operator'),
  createHomeSubmissionWithListing: only('applicant', 'anotherApplicant'),
  createListingView: only('applicant', 'anotherApplicant'),
  createUpdateIncome: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  createUpdateLandlordListing: hiding(only('landlord'), 'anotherLandlord'),
  deleteDocument: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  deleteHomeSubmission: hiding(only('applicant'), 'anotherApplicant'),
  deleteHomeSubmissionImage: hiding(only('applicant'), 'anotherApplicant'),
  deleteIncome: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  deleteLandlordListing: hiding(only('landlord'), 'anotherLandlord'),
  // "Your data": every signed-in role deletes its own account (a wrong confirmation here).
  deleteMyAccount: only(
    'applicant',
    'anotherApplicant',
    'coApplicant',
    'landlord',
    'anotherLandlord',
    'pipelineViewer',
    'operator',
  ),
  deleteLandlordListingImage: hiding(only('landlord'), 'anotherLandlord'),
  // Saved searches are the applicant's own; another's id is NOT_FOUND (services/saved-searches.ts).
  deleteSavedSearch: hiding(only('applicant'), 'anotherApplicant'),
  deleteUserAddress: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  deleteUserExpense: hiding(only('applicant'), 'anotherApplicant'),
  disconnectOpenBanking: only('applicant', 'anotherApplicant', 'coApplicant'),
  getAddressSearch: only('applicant', 'anotherApplicant', 'coApplicant'),
  getApplicantDocuments: only('applicant', 'anotherApplicant', 'coApplicant'),
  getApplication: only('applicant', 'anotherApplicant'),
  getEstimatedLandlordRent: only('landlord', 'anotherLandlord'),
  // The homes in the applicant's own areas that fit their budget (services/budget-matches.ts).
  getBudgetMatches: only('applicant', 'anotherApplicant'),
  // Decision 049: each applicant or landlord reads and records their own consent; the co-applicant's, the
  // operator's and the pipeline viewer's stays in their browser.
  getConsent: only('applicant', 'anotherApplicant', 'coApplicant', 'landlord', 'anotherLandlord'),
  getFavourites: only('applicant', 'anotherApplicant'),
  // One home by id (an alert e-mail's link); listings are for every applicant, as in getHomesSelection.
  getHome: only('applicant', 'anotherApplicant'),
  getHomesSelection: only('applicant', 'anotherApplicant'),
  getLandlordAddressSearch: only('landlord', 'anotherLandlord'),
  getLandlordListing: hiding(only('landlord'), 'anotherLandlord'),
  getLandlordListings: only('landlord', 'anotherLandlord'),
  getLandlordPreSignedUploadUrl: only('landlord', 'anotherLandlord'),
  getMaintenanceMode: PUBLIC,
  getNearbyPostcodeDistricts: PUBLIC,
  getPaymentLink: only('applicant', 'anotherApplicant'),
  getPipelineApplicants: only('pipelineViewer'),
  getPipelineDetails: only('pipelineViewer'),
  getPipelineHomes: only('pipelineViewer'),
  // Purchase cases at each stage: counts and days, never who.
  getPipelinePurchaseStages: only('pipelineViewer'),
  getPostcodeDistricts: PUBLIC,
  getPreSignedUploadUrl: only('applicant', 'anotherApplicant', 'coApplicant'),
  // Its variables name a draft, which is for operators only: NOT_FOUND for everyone else, as for an unknown
  // promotion. A published or ended promotion is for anyone (its terms page).
  getPromotion: hiding(PUBLIC, ...ROLES.filter((role) => role !== 'operator')),
  getSavedSearches: only('applicant', 'anotherApplicant'),
  getSettings: only('applicant', 'anotherApplicant', 'coApplicant'),
  getUnseenPromotions: only('applicant', 'anotherApplicant'),
  getUserHomeSubmissions: only('applicant', 'anotherApplicant'),
  grantPermission: only('coApplicant'),
  landlord: only('landlord', 'anotherLandlord'),
  landlordSignUp: PUBLIC,
  markPromotionAsSeen: only('applicant', 'anotherApplicant'),
  me: only('applicant', 'anotherApplicant'),
  // The purchase of one's own application's approved home (null before one is approved): no id to name.
  myPurchaseCase: only('applicant', 'anotherApplicant', 'coApplicant'),
  // An unknown case (the fixture has no approved home): NOT_FOUND for the operator too.
  movePurchaseCase: hiding(only('operator'), 'operator'),
  onboard: PUBLIC,
  operatorMe: only('operator'),
  operatorSettings: only('operator'),
  operatorSignIn: PUBLIC,
  operators: only('operator'),
  // Operators' console: homes, promotions and accounts (decision record 025).
  getPromotionImageUploadUrl: only('operator'),
  homeForReview: hiding(only('operator'), 'operator'),
  homesInReview: only('operator'),
  pipelineViewers: only('operator'),
  promotions: only('operator'),
  purchaseCase: hiding(only('operator'), 'operator'),
  // Plans (decision 070): the fixture has no plan, so an unknown id is NOT_FOUND for whoever may ask.
  openPlan: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  planPdf: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant', 'operator'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
    'operator',
  ),
  preparePlan: hiding(only('operator'), 'operator'),
  signPlan: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  purchaseCases: only('operator'),
  // Aggregates only (services/portfolio): investors and operators alike.
  portfolio: only('pipelineViewer', 'operator'),
  // Monthly payments (decision 071): the fixture has no plan, so a customer's plan and an unknown case,
  // setup or collection are NOT_FOUND for whoever may ask; the customer's payments are null.
  myHomePayments: only('applicant', 'anotherApplicant', 'coApplicant'),
  myStatement: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  startDirectDebitSetup: hiding(only('applicant', 'anotherApplicant'), 'applicant', 'anotherApplicant'),
  confirmDirectDebitSetup: hiding(only('applicant', 'anotherApplicant'), 'applicant', 'anotherApplicant'),
  planPayments: hiding(only('operator'), 'operator'),
  planStatement: hiding(only('operator'), 'operator'),
  retryCollection: hiding(only('operator'), 'operator'),
  paymentsReconciliation: only('operator'),
  // The home's value (decision 073): the fixture has no plan, so buying more, confirming a purchase and a quote
  // are NOT_FOUND for the customers, and an unknown case is NOT_FOUND for the operator.
  startEquityPurchase: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  checkEquityPurchase: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  requestBuyOutQuote: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  // The customer's own readiness figures (decision 077): the fixture has no plan, so NOT_FOUND for the customers.
  saveReadinessFigures: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  recordSurveyorValuation: hiding(only('operator'), 'operator'),
  revalueHome: hiding(only('operator'), 'operator'),
  giveRentChangeNotice: hiding(only('operator'), 'operator'),
  withdrawRentChangeNotice: hiding(only('operator'), 'operator'),
  // The way out of a plan (decision 076): the fixture has no plan, so the customers' notice, withdrawal and going
  // ahead are NOT_FOUND for them, and an unknown case is NOT_FOUND for the operator.
  giveMoveOutNotice: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  changeMoveOutDay: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  withdrawMoveOutNotice: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  goAheadWithBuyOut: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  recordMoveOutInspection: hiding(only('operator'), 'operator'),
  recordMoveOutRefundPaid: hiding(only('operator'), 'operator'),
  recordBuyOutStep: hiding(only('operator'), 'operator'),
  completeBuyOut: hiding(only('operator'), 'operator'),
  recordBuyOutFallenThrough: hiding(only('operator'), 'operator'),
  // Repairs: the fixture has no plan, so the customer's page is null and a report or message is CONFLICT
  // (allowed: after the role check); an unknown repair is NOT_FOUND for the operator.
  myRepairs: only('applicant', 'anotherApplicant', 'coApplicant'),
  reportRepair: only('applicant', 'anotherApplicant', 'coApplicant'),
  addRepairMessage: only('applicant', 'anotherApplicant', 'coApplicant'),
  repairQueue: only('operator'),
  repairDetail: hiding(only('operator'), 'operator'),
  updateRepair: hiding(only('operator'), 'operator'),
  repairTargets: only('operator'),
  setRepairTargets: only('operator'),
  // Arrears: the fixture has no plan, so the customer's page is null and each action NOT_FOUND (their plan does
  // not exist for them); an unknown request for help is NOT_FOUND for the operator.
  myArrears: only('applicant', 'anotherApplicant', 'coApplicant'),
  proposeArrearsPlan: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  payArrearsInstalment: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  checkArrearsPayment: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  requestHardshipHelp: hiding(
    only('applicant', 'anotherApplicant', 'coApplicant'),
    'applicant',
    'anotherApplicant',
    'coApplicant',
  ),
  arrearsCases: only('operator'),
  respondToHardship: hiding(only('operator'), 'operator'),
  rejectHome: hiding(only('operator'), 'operator'),
  reorderLandlordListingImages: hiding(only('landlord'), 'anotherLandlord'),
  secureAccount: PUBLIC,
  setOperatorDisabled: only('operator'),
  setPipelineViewerDisabled: only('operator'),
  setPromotionActive: only('operator'),
  rejectApplication: only('operator'),
  // Another applicant has no co-applicant of their own to remove: NOT_FOUND, from their own application.
  removeCoApplicant: hiding(only('applicant'), 'anotherApplicant'),
  removeFavourite: only('applicant', 'anotherApplicant'),
  reorderHomeSubmissionImages: hiding(only('applicant'), 'anotherApplicant'),
  resendLandlordOtpCode: PUBLIC,
  resendOtpCode: only('applicant', 'anotherApplicant'),
  resendPermissionEmail: only('applicant', 'anotherApplicant'),
  resendVerificationEmail: only('applicant', 'anotherApplicant'),
  // "Your data": every signed-in role downloads its own data.
  requestDataExport: only(
    'applicant',
    'anotherApplicant',
    'coApplicant',
    'landlord',
    'anotherLandlord',
    'pipelineViewer',
    'operator',
  ),
  resetPassword: PUBLIC,
  resetPasswordRequest: PUBLIC,
  saveNewPassword: only('applicant', 'anotherApplicant'),
  saveSearch: only('applicant', 'anotherApplicant'),
  searchPostcodeDistricts: PUBLIC,
  sendIdentityVerificationLink: only('applicant', 'anotherApplicant', 'coApplicant'),
  sendOpenBankingLink: only('applicant', 'anotherApplicant', 'coApplicant'),
  sendValuationEmail: only('landlord', 'anotherLandlord'),
  setDocumentManualUpload: only('applicant', 'anotherApplicant', 'coApplicant'),
  setIdentityVerificationRequested: only('applicant', 'anotherApplicant', 'coApplicant'),
  setConsent: only('applicant', 'anotherApplicant', 'coApplicant', 'landlord', 'anotherLandlord'),
  setMaintenanceMode: only('operator'),
  // The skip-identity setting.
  setSkipIdv: only('operator'),
  setOpenBankingRequested: only('applicant', 'anotherApplicant', 'coApplicant'),
  setWelcomeSeen: only('applicant', 'anotherApplicant'),
  signIn: PUBLIC,
  // Every signed-in role signs itself out (run last: operations.ts LAST).
  signOut: only(
    'applicant',
    'anotherApplicant',
    'coApplicant',
    'landlord',
    'anotherLandlord',
    'pipelineViewer',
    'operator',
  ),
  signOutEverywhere: only('operator'),
  // Either person may verify later (spec §4 step 6).
  skipChecks: only('applicant', 'anotherApplicant', 'coApplicant'),
  submitApplication: only('applicant', 'anotherApplicant'),
  submitHomeSubmission: hiding(only('applicant'), 'anotherApplicant'),
  // An alert e-mail's unsubscribe link works signed out; the token is the permission.
  unsubscribeSavedSearch: PUBLIC,
  updateApplication: only('applicant', 'anotherApplicant'),
  updateCoApplicant: only('applicant', 'anotherApplicant', 'coApplicant'),
  updateHomeSubmission: hiding(only('applicant'), 'anotherApplicant'),
  updateSavedSearch: hiding(only('applicant'), 'anotherApplicant'),
  updateSubmission: hiding(only('applicant'), 'anotherApplicant'),
  uploadDocument: hiding(only('applicant'), 'anotherApplicant', 'coApplicant'),
  verifyLandlordToken: PUBLIC,
  verifyNewEmailToken: PUBLIC,
  verifyOperatorCode: PUBLIC,
  verifyOtpToken: only('applicant', 'anotherApplicant'),
  verifyToken: PUBLIC,
};
