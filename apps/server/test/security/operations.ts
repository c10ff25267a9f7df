/**
 * Valid-looking variables for every root operation of the printed schema, built from the fixture's ids: where
 * an operation takes an id, it is the applicant A's (or the landlord's), so every other caller asks for
 * another person's row. An operation without an entry here is called with no variables.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { monthsAgo, onboardInput, uniqueEmail } from '../helpers';
import type { Fixture } from './fixture';

/** The printed schema (apps/server/schema.graphql), as clients see it. */
export const printed = buildSchema(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema.graphql'),
    'utf8',
  ),
);

/**
 * A request document for a root field: its arguments as variables of their declared types, and `__typename`
 * as the selection (nothing for a scalar result).
 */
export function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/** How many levels of objects a rich selection goes into: the root field's type and the objects it holds. */
const RICH_DEPTH = 2;

/**
 * Every field of a type that takes no required argument, with `__typename`: scalars and enums, and the objects'
 * own fields to `depth` levels (abstract types through an inline fragment for each possible type); '' for a
 * scalar type.
 */
function everyField(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type) || depth === 0) return '';
  if (isAbstractType(type)) {
    const members = printed
      .getPossibleTypes(type)
      .map((member) => `... on ${member.name} ${everyField(member, depth)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} ${everyField(inner, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * A request document for a root field selecting every field of its type to two levels: a refusal that a field
 * of the selection causes (a type-level scope, such as UserApplication's) must come before the call writes,
 * as the scope check of the root field does.
 * @param kind query or mutation
 * @param field the root field of the printed schema
 * @returns the document, with the field's arguments as variables; null for a field of a scalar type, whose
 *   selection is always empty
 */
export function richDocumentFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string | null {
  const selection = everyField(getNamedType(field.type), RICH_DEPTH);
  if (!selection) return null;
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

type Variables = (f: Fixture) => Record<string, unknown>;

/** A link token of the right shape that was never issued. */
const UNISSUED_TOKEN = 'A'.repeat(43);
/** A purchase case id that no case has (the fixture approves no home). */
const UNKNOWN_CASE = '00000000-0000-4000-8000-00000000ca5e';

const estimate = { postcode: 'SO16 3AA', bedrooms: 2, bathrooms: 1, propertyType: 'Flat' };

/** The variables of each operation that takes any, by operation name. */
export const VARIABLES: Record<string, Variables> = {
  // Queries.
  allUsers: () => ({ input: {} }),
  applicationForReview: (f) => ({ input: { applicationId: f.applicant.applicationId } }),
  auditLog: () => ({ input: {} }),
  getAddressSearch: () => ({ input: { postcode: 'PO37 6BU' } }),
  getEstimatedLandlordRent: () => ({ input: estimate }),
  getHome: (f) => ({ input: { rentCompId: f.listingId } }),
  getHomesSelection: () => ({ input: { postcodes: ['SO16'] } }),
  getLandlordAddressSearch: () => ({ input: { postcode: 'PO37 6BU' } }),
  getLandlordListing: (f) => ({ input: { listingId: f.landlord.listingId } }),
  getNearbyPostcodeDistricts: () => ({ input: { outcodes: ['SO16'] } }),
  getPipelineApplicants: () => ({ pageSize: 1 }),
  getPipelineDetails: (f) => ({ applicationId: f.applicant.applicationId, homeId: f.applicant.favouriteId }),
  getPipelineHomes: () => ({ pageSize: 1 }),
  getPostcodeDistricts: () => ({ input: { outcodes: ['SO16'] } }),
  // A draft: NOT_FOUND for everyone but operators.
  getPromotion: (f) => ({ input: { promoId: f.draftPromoId } }),
  homeForReview: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId } }),
  purchaseCase: () => ({ input: { purchaseCaseId: UNKNOWN_CASE } }),
  planPdf: () => ({ input: { planId: UNKNOWN_CASE } }),
  // No arguments: the portfolio is the same aggregate for every caller allowed.
  portfolio: () => ({}),
  saveSearch: () => ({
    input: { name: 'Homes in SO16', criteria: { postcodes: ['SO16'] }, alertsEnabled: false },
  }),
  searchPostcodeDistricts: () => ({ input: { query: 'SO1' } }),
  updateSavedSearch: (f) => ({ input: { id: f.applicant.savedSearchId, name: 'Homes in SO16 again' } }),
  deleteSavedSearch: (f) => ({ input: { id: f.applicant.spareSavedSearchId } }),
  unsubscribeSavedSearch: () => ({ input: { token: UNISSUED_TOKEN } }),

  // Mutations.
  addFavourite: (f) => ({ input: { rentCompId: f.listingId } }),
  addImageToHomeSubmission: (f) => ({
    input: { homeSubmissionId: f.applicant.homeSubmissionId, key: f.applicant.unrecordedPhotoKey },
  }),
  addOperator: () => ({ input: { email: uniqueEmail('matrix-operator') } }),
  addPipelineViewer: () => ({ input: { email: uniqueEmail('matrix-viewer') } }),
  addUpdateUserAddress: (f) => ({
    input: {
      id: f.applicant.addressId,
      addressLine1: 'Flat 12',
      postCode: 'PO37 6BU',
      postTown: 'SHANKLIN',
      country: 'England',
      moveInDate: monthsAgo(40),
    },
  }),
  addUpdateUserExpense: (f) => ({
    input: { id: f.applicant.expenseId, description: 'Nursery', amount: 310, type: 'Childcare' },
  }),
  approveApplication: (f) => ({ input: { applicationId: f.applicant.applicationId } }),
  approveHome: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId } }),
  movePurchaseCase: () => ({ input: { purchaseCaseId: UNKNOWN_CASE, to: 'OfferMade', date: '2026-01-05' } }),
  preparePlan: () => ({ input: { purchaseCaseId: UNKNOWN_CASE, price: 250_000, monthlyRent: 1_100 } }),
  openPlan: () => ({ input: { planId: UNKNOWN_CASE } }),
  signPlan: () => ({ input: { planId: UNKNOWN_CASE, sha256: 'a'.repeat(64), tookAdvice: true } }),
  myStatement: () => ({ input: { month: '2026-11' } }),
  planPayments: () => ({ input: { purchaseCaseId: UNKNOWN_CASE } }),
  planStatement: () => ({ input: { purchaseCaseId: UNKNOWN_CASE, month: '2026-11' } }),
  confirmDirectDebitSetup: () => ({ input: { setupId: 'unknown_setup' } }),
  retryCollection: () => ({ input: { collectionId: UNKNOWN_CASE } }),
  startEquityPurchase: () => ({ input: { amountPence: 5_000 } }),
  saveReadinessFigures: () => ({
    input: { annualIncomePounds: 42_000, cardBalancePounds: 0, monthlyLoansPounds: 0 },
  }),
  checkEquityPurchase: () => ({ input: { sessionId: 'unknown_session' } }),
  recordSurveyorValuation: () => ({
    input: {
      purchaseCaseId: UNKNOWN_CASE,
      valuePounds: 250_000,
      valuedOn: '2026-11-02',
      surveyor: 'Matrix & Co',
    },
  }),
  revalueHome: () => ({ input: { purchaseCaseId: UNKNOWN_CASE } }),
  // The way out of a plan (decision 076).
  giveMoveOutNotice: () => ({ input: { movingOn: '2099-01-31', reason: 'Matrix' } }),
  changeMoveOutDay: () => ({ input: { movingOn: '2099-02-28' } }),
  recordBuyOutFallenThrough: () => ({ input: { purchaseCaseId: UNKNOWN_CASE, reason: 'Matrix' } }),
  goAheadWithBuyOut: () => ({ input: { quoteId: '00000000-0000-4000-8000-0000000000b0' } }),
  recordMoveOutInspection: () => ({
    input: { purchaseCaseId: UNKNOWN_CASE, inspectedOn: '2026-11-02', damagePence: 0 },
  }),
  recordMoveOutRefundPaid: () => ({
    input: { purchaseCaseId: UNKNOWN_CASE, paidOn: '2026-11-02', amountPence: 0, reference: 'MATRIX-1' },
  }),
  recordBuyOutStep: () => ({
    input: { purchaseCaseId: UNKNOWN_CASE, step: 'VALUATION_INSTRUCTED', on: '2026-11-02' },
  }),
  completeBuyOut: () => ({
    input: {
      purchaseCaseId: UNKNOWN_CASE,
      completedOn: '2026-11-02',
      amountReceivedPence: 100,
      reference: 'MATRIX-2',
    },
  }),
  giveRentChangeNotice: () => ({
    input: {
      purchaseCaseId: UNKNOWN_CASE,
      monthlyRent: 950,
      effectiveFrom: '2027-10-01',
      reason: 'Market rent',
    },
  }),
  withdrawRentChangeNotice: () => ({ input: { rentChangeId: UNKNOWN_CASE, reason: 'Given by mistake' } }),
  reportRepair: () => ({
    input: { category: 'Roof', description: 'Water comes through the ceiling', urgency: 'Urgent' },
  }),
  addRepairMessage: () => ({ input: { repairId: UNKNOWN_CASE, message: 'Any news?' } }),
  repairDetail: () => ({ input: { repairId: UNKNOWN_CASE } }),
  updateRepair: () => ({ input: { repairId: UNKNOWN_CASE, message: 'Booked' } }),
  // The defaults: the matrix leaves the targets as every other file expects.
  setRepairTargets: () => ({ input: { emergencyHours: 24, urgentHours: 168, routineHours: 672 } }),
  proposeArrearsPlan: () => ({ input: { instalments: [{ dueOn: '2026-12-28', amountPence: 10_000 }] } }),
  payArrearsInstalment: () => ({ input: { instalmentId: UNKNOWN_CASE } }),
  checkArrearsPayment: () => ({ input: { sessionId: 'unknown_session' } }),
  requestHardshipHelp: () => ({ input: { message: 'I have lost my job' } }),
  respondToHardship: () => ({ input: { requestId: UNKNOWN_CASE, response: 'We can help' } }),
  createPromotion: () => ({
    input: { imageKey: 'uploads/never-uploaded', title: 'Matrix', text: 'Matrix', termsText: 'Terms' },
  }),
  rejectHome: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId, reason: 'Matrix check' } }),
  reorderLandlordListingImages: (f) => ({
    input: { listingId: f.landlord.listingId, imageIds: [f.landlord.listingImageId] },
  }),
  setOperatorDisabled: (f) => ({ input: { operatorId: f.spareOperatorId, disabled: true } }),
  setPipelineViewerDisabled: (f) => ({ input: { pipelineViewerId: f.spareViewerId, disabled: true } }),
  // Publishing the seeded promotion that is already published changes nothing other tests see.
  setPromotionActive: (f) => ({ input: { promoId: f.promoId, active: true } }),
  checkNewEmail: () => ({ input: { email: uniqueEmail('new-address') } }),
  checkPaymentSession: (f) => ({ input: { sessionId: f.applicant.paymentSessionId } }),
  checkPasswordResetToken: () => ({ input: { token: UNISSUED_TOKEN } }),
  checkAccountSecurityToken: () => ({ input: { token: UNISSUED_TOKEN } }),
  secureAccount: () => ({ input: { token: UNISSUED_TOKEN } }),
  checkPipelinePassword: (f) => ({ input: f.pipelineViewer }),
  coApplicantSignUp: () => ({ input: { token: UNISSUED_TOKEN, password: 'quiet harbour lantern' } }),
  createAccountExistingCustomer: () => ({
    input: { token: UNISSUED_TOKEN, password: 'quiet harbour lantern' },
  }),
  createHomeSubmission: () => ({ input: { type: 'Flat' } }),
  createHomeSubmissionWithListing: (f) => ({ input: { listingId: f.listingId } }),
  createListingView: (f) => ({ input: { listingId: f.landlord.listingId } }),
  createUpdateIncome: (f) => ({
    input: {
      id: f.applicant.incomeId,
      type: 'Employed',
      primary: true,
      employmentOption: 'PermanentEmployment',
      jobTitle: 'Staff nurse',
      employerName: 'Isle of Wight NHS Trust',
      baseGrossIncome: 46_000,
    },
  }),
  createUpdateLandlordListing: (f) => ({
    input: {
      id: f.landlord.listingId,
      addressLine1: '1 High Street',
      postTown: 'Southampton',
      postcode: 'SO16 3AA',
      type: 'Flat',
      bedrooms: 3,
      bathrooms: 1,
      price: 260_000,
      published: true,
      images: [f.landlord.unrecordedKey],
    },
  }),
  deleteDocument: (f) => ({ input: { id: f.applicant.documentId } }),
  deleteHomeSubmission: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId } }),
  deleteHomeSubmissionImage: (f) => ({ input: { imageId: f.applicant.homeSubmissionImageId } }),
  deleteIncome: (f) => ({ input: { id: f.applicant.incomeId } }),
  deleteLandlordListing: (f) => ({ input: { listingId: f.landlord.listingId } }),
  // A wrong password (a landlord: no typed address): the call passes authorisation and deletes nothing.
  deleteMyAccount: () => ({ input: { password: 'not the password 9' } }),
  deleteLandlordListingImage: (f) => ({
    input: { listingId: f.landlord.listingId, imageId: f.landlord.listingImageId },
  }),
  deleteUserAddress: (f) => ({ input: { id: f.applicant.addressId } }),
  deleteUserExpense: (f) => ({ input: { id: f.applicant.expenseId } }),
  grantPermission: () => ({ input: { hasGrantedPermission: true } }),
  landlordSignUp: () => ({
    input: { firstName: 'Lena', lastName: 'Okafor', email: uniqueEmail('landlord') },
  }),
  markPromotionAsSeen: (f) => ({ input: { promoId: f.promoId } }),
  onboard: () => ({ input: onboardInput() }),
  operatorSignIn: (f) => ({ input: f.operator }),
  rejectApplication: (f) => ({
    input: { applicationId: f.applicant.applicationId, reason: 'Not affordable' },
  }),
  removeFavourite: (f) => ({ input: { rentCompId: f.listingId } }),
  reorderHomeSubmissionImages: (f) => ({
    input: { homeSubmissionId: f.applicant.homeSubmissionId, imageIds: [f.applicant.homeSubmissionImageId] },
  }),
  resendLandlordOtpCode: (f) => ({ input: { email: f.landlord.email } }),
  resendVerificationEmail: () => ({ input: {} }),
  resetPassword: () => ({ input: { token: UNISSUED_TOKEN, password: 'quiet harbour lantern' } }),
  resetPasswordRequest: (f) => ({ input: { email: f.applicant.email } }),
  // A wrong current password: the call passes authorisation and changes nothing (a right one would sign the
  // applicant's other sessions out, this suite's token included).
  saveNewPassword: () => ({
    input: { currentPassword: 'not the password 9', newPassword: 'brand new lantern harbour' },
  }),
  sendIdentityVerificationLink: () => ({ input: {} }),
  sendOpenBankingLink: () => ({ input: {} }),
  sendValuationEmail: () => ({ input: estimate }),
  // false: never STEP_LOCKED, so the co-applicant's call reaches its write.
  setDocumentManualUpload: () => ({ input: { bankStatementsManualUpload: false } }),
  setIdentityVerificationRequested: () => ({ input: {} }),
  setConsent: () => ({ input: { analytics: false, sessionReplay: false } }),
  setMaintenanceMode: () => ({ input: { submitHomeEnabled: true } }),
  // false is the default: the matrix leaves identity checks asked for, as every other file expects.
  setSkipIdv: () => ({ input: { skipIdv: false } }),
  setOpenBankingRequested: () => ({ input: {} }),
  // The spare operator's sessions (no suite uses its token).
  signOutEverywhere: (f) => ({ input: { accountKind: 'operator', accountId: f.spareOperatorId } }),
  signIn: (f) => ({ input: { email: f.applicant.email, password: f.applicant.password } }),
  submitHomeSubmission: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId } }),
  updateApplication: () => ({ input: { phoneNumber: '07700900123' } }),
  updateCoApplicant: () => ({ input: { middleName: 'James' } }),
  updateHomeSubmission: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId, bedrooms: 2 } }),
  updateSubmission: (f) => ({ input: { homeSubmissionId: f.applicant.homeSubmissionId, chain: false } }),
  uploadDocument: (f) => ({
    input: { key: f.applicant.unrecordedKey, fileName: 'april.pdf', documentType: 'BankStatement' },
  }),
  verifyLandlordToken: (f) => ({ input: { email: f.landlord.email, code: '000000' } }),
  verifyNewEmailToken: () => ({ input: { token: UNISSUED_TOKEN } }),
  verifyOperatorCode: (f) => ({ input: { email: f.operator.email, code: '000000' } }),
  verifyOtpToken: () => ({ input: { code: '000000' } }),
  verifyToken: () => ({ input: { token: UNISSUED_TOKEN } }),
};

/**
 * Operations run after all the others, in this order, because their allowed calls remove what later
 * operations' inputs name (A's rows, the landlord's listing) or end a session (removeCoApplicant ends the
 * co-applicant's; signOut ends each caller's, on a new fixture: ON_NEW_FIXTURE).
 */
export const LAST = [
  'deleteDocument',
  'deleteHomeSubmissionImage',
  'deleteHomeSubmission',
  'deleteIncome',
  'deleteUserAddress',
  'deleteUserExpense',
  'deleteLandlordListingImage',
  'deleteLandlordListing',
  'removeCoApplicant',
  'signOut',
];

/**
 * Operations run on a new fixture (new people, new tokens), because the operations before them ended some of
 * the roles' sessions (removeCoApplicant ends the co-applicant's) and each of their allowed calls ends the
 * caller's own (signOut).
 */
export const ON_NEW_FIXTURE = ['signOut'];
