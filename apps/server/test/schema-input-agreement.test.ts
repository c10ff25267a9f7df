/**
 * Every mutation's input is declared twice: as its Pothos input type (src/schema/*.ts, what GraphQL accepts)
 * and as the zod schema its resolver parses the input with (`parseInput`, mostly from packages/domain, which
 * the web forms use too). This test holds the two together, for every mutation of the built schema:
 *
 * - the GraphQL input object's field names are the zod object's keys: a field only in GraphQL is dropped by
 *   zod without a word, a key only in zod can never be sent (and, when required, makes every call fail);
 * - a field is required in both or in neither: non-null in GraphQL (without a default) exactly when zod
 *   refuses it missing. A discriminated union's key is required only when every option requires it;
 * - the same, recursively, for the fields whose type is an input object (or a list of them).
 *
 * Each mutation must be in one of three lists: ZOD_SCHEMAS (the schema its resolver parses with, one line per
 * mutation), WITHOUT_INPUT or WITHOUT_ZOD (each with the reason), so a new mutation fails here until it is
 * added to one. A difference that is meant is listed in DELIBERATE with the reason; one that no longer occurs
 * fails too, so the list stays true.
 *
 * Not checked: whether zod takes an explicit `null` for a nullable GraphQL field. GraphQL cannot say "may be
 * left out but not null"; where a schema refuses null (updateApplication's firstName, an Employed income's
 * baseGrossIncome…) the caller gets BAD_USER_INPUT naming the field, which is the rule meant.
 */

import {
  checkNewEmailInputSchema,
  createAccountExistingCustomerInputSchema,
  linkTokenInputSchema,
  optionalLinkTokenInputSchema,
  otpCodeInputSchema,
  resetPasswordInputSchema,
  resetPasswordRequestInputSchema,
  saveNewPasswordInputSchema,
} from '@stairway/domain/accounts';
import {
  deleteAddressInputSchema,
  deleteExpenseInputSchema,
  deleteIncomeInputSchema,
  expenseInputSchema,
  incomeInputSchema,
  updateApplicationInputSchema,
  userAddressInputSchema,
} from '@stairway/domain/application-validation';
import {
  checkArrearsPaymentInputSchema,
  payArrearsInstalmentInputSchema,
  proposeArrearsPlanInputSchema,
  requestHardshipHelpInputSchema,
  respondToHardshipInputSchema,
} from '@stairway/domain/arrears-inputs';
import {
  coApplicantSignUpInputSchema,
  grantPermissionInputSchema,
  updateCoApplicantInputSchema,
} from '@stairway/domain/co-applicant';
import {
  deleteDocumentInputSchema,
  setDocumentManualUploadInputSchema,
  uploadDocumentInputSchema,
} from '@stairway/domain/documents';
import { estimateRequestSchema } from '@stairway/domain/estimate-request';
import { savedSearchInputSchema } from '@stairway/domain/home-search';
import {
  addImageToHomeSubmissionInputSchema,
  createHomeSubmissionInputSchema,
  createHomeSubmissionWithListingInputSchema,
  deleteHomeSubmissionImageInputSchema,
  homeSubmissionIdInputSchema,
  reorderHomeSubmissionImagesInputSchema,
  updateHomeAdditionalInfoInputSchema,
  updateHomeBasicInfoInputSchema,
} from '@stairway/domain/home-submissions';
import {
  checkEquityPurchaseInputSchema,
  recordSurveyorValuationInputSchema,
  revalueHomeInputSchema,
  startEquityPurchaseInputSchema,
} from '@stairway/domain/home-value-inputs';
import {
  deleteLandlordListingImageInputSchema,
  landlordEmailInputSchema,
  landlordListingInputSchema,
  landlordSignUpInputSchema,
  listingIdInputSchema,
  reorderLandlordListingImagesInputSchema,
  verifyLandlordTokenInputSchema,
} from '@stairway/domain/landlord';
import {
  addOperatorInputSchema,
  addPipelineViewerInputSchema,
  approveApplicationInputSchema,
  approveHomeInputSchema,
  operatorSignInInputSchema,
  rejectApplicationInputSchema,
  rejectHomeInputSchema,
  setMaintenanceModeInputSchema,
  setOperatorDisabledInputSchema,
  setPipelineViewerDisabledInputSchema,
  setSkipIdvInputSchema,
  signOutEverywhereInputSchema,
  verifyOperatorCodeInputSchema,
} from '@stairway/domain/operators';
import { checkPipelinePasswordInputSchema } from '@stairway/domain/pipeline';
import {
  changeMoveOutDayInputSchema,
  completeBuyOutInputSchema,
  giveMoveOutNoticeInputSchema,
  goAheadWithBuyOutInputSchema,
  recordBuyOutFallenThroughInputSchema,
  recordBuyOutStepInputSchema,
  recordMoveOutInspectionInputSchema,
  recordMoveOutRefundPaidInputSchema,
} from '@stairway/domain/plan-ending-inputs';
import { planIdInputSchema, preparePlanInputSchema, signPlanInputSchema } from '@stairway/domain/plan-inputs';
import {
  confirmDirectDebitSetupInputSchema,
  retryCollectionInputSchema,
} from '@stairway/domain/plan-payments-inputs';
import { createPromotionInputSchema, setPromotionActiveInputSchema } from '@stairway/domain/promotions';
import { movePurchaseCaseInputSchema } from '@stairway/domain/purchase-case-inputs';
import { saveReadinessFiguresInputSchema } from '@stairway/domain/readiness-inputs';
import {
  giveRentChangeNoticeInputSchema,
  withdrawRentChangeNoticeInputSchema,
} from '@stairway/domain/rent-review-inputs';
import {
  addRepairMessageInputSchema,
  reportRepairInputSchema,
  setRepairTargetsInputSchema,
  updateRepairInputSchema,
} from '@stairway/domain/repair-inputs';
import {
  favouriteInputSchema,
  onboardInputSchema,
  promotionInputSchema,
  signInInputSchema,
} from '@stairway/domain/validation';
import { startVerificationInputSchema } from '@stairway/domain/verification';
import { checkPaymentSessionInputSchema } from '@stairway/domain/waitlist-fee-input';
import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schema } from '../src/schema/index';
import {
  unsubscribeSavedSearchInputSchema,
  updateSavedSearchInputSchema,
} from '../src/schema/saved-searches';

/** The date the date-dependent schemas are built for (only their limits depend on it, never their keys). */
const TODAY = '2026-01-15';

/** The zod schema each mutation's resolver parses its `input` with. */
const ZOD_SCHEMAS: Record<string, z.ZodType> = {
  addFavourite: favouriteInputSchema,
  addImageToHomeSubmission: addImageToHomeSubmissionInputSchema,
  addOperator: addOperatorInputSchema,
  addPipelineViewer: addPipelineViewerInputSchema,
  addUpdateUserAddress: userAddressInputSchema(TODAY),
  addUpdateUserExpense: expenseInputSchema,
  approveApplication: approveApplicationInputSchema,
  approveHome: approveHomeInputSchema,
  checkNewEmail: checkNewEmailInputSchema,
  checkPaymentSession: checkPaymentSessionInputSchema,
  checkPipelinePassword: checkPipelinePasswordInputSchema,
  coApplicantSignUp: coApplicantSignUpInputSchema,
  createAccountExistingCustomer: createAccountExistingCustomerInputSchema,
  createHomeSubmission: createHomeSubmissionInputSchema,
  createHomeSubmissionWithListing: createHomeSubmissionWithListingInputSchema,
  createListingView: listingIdInputSchema,
  createPromotion: createPromotionInputSchema,
  createUpdateIncome: incomeInputSchema,
  createUpdateLandlordListing: landlordListingInputSchema,
  deleteDocument: deleteDocumentInputSchema,
  deleteHomeSubmission: homeSubmissionIdInputSchema,
  deleteHomeSubmissionImage: deleteHomeSubmissionImageInputSchema,
  deleteIncome: deleteIncomeInputSchema,
  deleteLandlordListing: listingIdInputSchema,
  deleteLandlordListingImage: deleteLandlordListingImageInputSchema,
  deleteUserAddress: deleteAddressInputSchema,
  deleteUserExpense: deleteExpenseInputSchema,
  grantPermission: grantPermissionInputSchema,
  landlordSignUp: landlordSignUpInputSchema,
  markPromotionAsSeen: promotionInputSchema,
  onboard: onboardInputSchema,
  operatorSignIn: operatorSignInInputSchema,
  rejectApplication: rejectApplicationInputSchema,
  rejectHome: rejectHomeInputSchema,
  removeFavourite: favouriteInputSchema,
  reorderHomeSubmissionImages: reorderHomeSubmissionImagesInputSchema,
  reorderLandlordListingImages: reorderLandlordListingImagesInputSchema,
  resendLandlordOtpCode: landlordEmailInputSchema,
  resendVerificationEmail: optionalLinkTokenInputSchema,
  resetPassword: resetPasswordInputSchema,
  resetPasswordRequest: resetPasswordRequestInputSchema,
  saveNewPassword: saveNewPasswordInputSchema,
  saveSearch: savedSearchInputSchema,
  secureAccount: linkTokenInputSchema,
  sendIdentityVerificationLink: startVerificationInputSchema,
  sendOpenBankingLink: startVerificationInputSchema,
  sendValuationEmail: estimateRequestSchema,
  setDocumentManualUpload: setDocumentManualUploadInputSchema,
  setIdentityVerificationRequested: startVerificationInputSchema,
  setMaintenanceMode: setMaintenanceModeInputSchema,
  setOpenBankingRequested: startVerificationInputSchema,
  setOperatorDisabled: setOperatorDisabledInputSchema,
  setPipelineViewerDisabled: setPipelineViewerDisabledInputSchema,
  setPromotionActive: setPromotionActiveInputSchema,
  movePurchaseCase: movePurchaseCaseInputSchema,
  reportRepair: reportRepairInputSchema,
  addRepairMessage: addRepairMessageInputSchema,
  updateRepair: updateRepairInputSchema,
  setRepairTargets: setRepairTargetsInputSchema,
  proposeArrearsPlan: proposeArrearsPlanInputSchema,
  payArrearsInstalment: payArrearsInstalmentInputSchema,
  checkArrearsPayment: checkArrearsPaymentInputSchema,
  requestHardshipHelp: requestHardshipHelpInputSchema,
  respondToHardship: respondToHardshipInputSchema,
  openPlan: planIdInputSchema,
  preparePlan: preparePlanInputSchema,
  signPlan: signPlanInputSchema,
  confirmDirectDebitSetup: confirmDirectDebitSetupInputSchema,
  retryCollection: retryCollectionInputSchema,
  startEquityPurchase: startEquityPurchaseInputSchema,
  saveReadinessFigures: saveReadinessFiguresInputSchema,
  checkEquityPurchase: checkEquityPurchaseInputSchema,
  recordSurveyorValuation: recordSurveyorValuationInputSchema,
  revalueHome: revalueHomeInputSchema,
  giveRentChangeNotice: giveRentChangeNoticeInputSchema,
  withdrawRentChangeNotice: withdrawRentChangeNoticeInputSchema,
  giveMoveOutNotice: giveMoveOutNoticeInputSchema,
  goAheadWithBuyOut: goAheadWithBuyOutInputSchema,
  recordMoveOutInspection: recordMoveOutInspectionInputSchema,
  recordMoveOutRefundPaid: recordMoveOutRefundPaidInputSchema,
  recordBuyOutStep: recordBuyOutStepInputSchema,
  completeBuyOut: completeBuyOutInputSchema,
  changeMoveOutDay: changeMoveOutDayInputSchema,
  recordBuyOutFallenThrough: recordBuyOutFallenThroughInputSchema,
  setSkipIdv: setSkipIdvInputSchema,
  signIn: signInInputSchema,
  signOutEverywhere: signOutEverywhereInputSchema,
  submitHomeSubmission: homeSubmissionIdInputSchema,
  unsubscribeSavedSearch: unsubscribeSavedSearchInputSchema,
  updateApplication: updateApplicationInputSchema(TODAY),
  updateCoApplicant: updateCoApplicantInputSchema(TODAY),
  updateHomeSubmission: updateHomeBasicInfoInputSchema,
  updateSavedSearch: updateSavedSearchInputSchema,
  updateSubmission: updateHomeAdditionalInfoInputSchema,
  uploadDocument: uploadDocumentInputSchema,
  verifyLandlordToken: verifyLandlordTokenInputSchema,
  verifyNewEmailToken: linkTokenInputSchema,
  verifyOperatorCode: verifyOperatorCodeInputSchema,
  verifyOtpToken: otpCodeInputSchema,
  verifyToken: linkTokenInputSchema,
};

/** Mutations that take no arguments at all, and why. */
const WITHOUT_INPUT: Record<string, string> = {
  addCoApplicant: 'invites the co-applicant already recorded with updateCoApplicant',
  checkIdentityVerification: 'asks about the signed-in person’s latest identity check',
  checkOpenBanking: 'asks about the signed-in person’s latest bank connection',
  disconnectOpenBanking: 'disconnects the signed-in person’s own bank connection',
  getLandlordPreSignedUploadUrl: 'makes an upload URL and key for the signed-in landlord',
  getPreSignedUploadUrl: 'makes an upload URL and key for the signed-in applicant',
  getPromotionImageUploadUrl: 'makes an upload URL and key for the signed-in operator',
  removeCoApplicant: 'removes the one co-applicant of the signed-in applicant’s application',
  requestDataExport: 'exports the signed-in person’s own data',
  resendOtpCode: 'sends a new code to the signed-in applicant’s own address',
  resendPermissionEmail: 'sends the recorded co-applicant a new link',
  setWelcomeSeen: 'records one fact about the signed-in applicant',
  startDirectDebitSetup: 'opens the Direct Debit setup for the signed-in applicant’s own signed plan',
  requestBuyOutQuote: 'quotes the signed-in customer’s own plan at its latest value',
  withdrawMoveOutNotice: 'withdraws the signed-in customer’s own notice to move out',
  signOut: 'ends the signed-in person’s own sessions',
  skipChecks: 'records the signed-in person’s choice to verify later',
  submitApplication: 'submits the signed-in applicant’s own application',
};

/** Mutations that take an input object their resolver does not parse with zod, and why. */
const WITHOUT_ZOD: Record<string, string> = {
  deleteMyAccount:
    'password and confirmation are checked against the account (a wrong one is the answer), their length in the resolver',
  deleteSavedSearch:
    'one id, checked by the service: one that is not a UUID is NOT_FOUND, like an unknown one',
  setConsent: 'two non-null Booleans: GraphQL’s types are the whole rule',
};

/**
 * Differences between a mutation's GraphQL input and its zod schema that are meant, as compareInput words
 * them, with the reason. None today.
 */
const DELIBERATE: Record<string, { differences: string[]; reason: string }> = {};

/** Wrappers whose inner schema has the keys (`def.innerType`). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The parts of a zod schema's definition this test reads (zod 4's `_zod.def`). */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * The object shapes a zod schema accepts as input: one for an object (through optional, default, pipe,
 * refinements, transforms…), one per option for a union, the merged shapes for an intersection; undefined
 * when the schema takes no object.
 */
function shapesOf(schema: z.ZodType): Array<Record<string, z.ZodType>> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return [def.shape ?? {}];
  if (WRAPPERS.has(def.type) && def.innerType) return shapesOf(def.innerType);
  // A pipe's input side, unless that is z.preprocess's transform (then the schema it feeds).
  if (def.type === 'pipe' && def.in && def.out)
    return shapesOf(defOf(def.in).type === 'transform' ? def.out : def.in);
  if (def.type === 'lazy' && def.getter) return shapesOf(def.getter());
  if (def.type === 'union' && def.options) {
    const shapes = def.options.map(shapesOf);
    return shapes.every((shape) => shape) ? shapes.flatMap((shape) => shape ?? []) : undefined;
  }
  if (def.type === 'intersection' && def.left && def.right) {
    const left = shapesOf(def.left);
    const right = shapesOf(def.right);
    return left && right && left.flatMap((l) => right.map((r) => ({ ...l, ...r })));
  }
  return undefined;
}

/** The element schema of a zod array (through the same wrappers), or undefined. */
function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (WRAPPERS.has(def.type) && def.innerType) return elementOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out)
    return elementOf(defOf(def.in).type === 'transform' ? def.out : def.in);
  return undefined;
}

/** Whether zod accepts a key left out: its schema takes `undefined` (optional, nullish, a default…). */
const acceptsMissing = (field: z.ZodType) => field.safeParse(undefined).success;

/** A GraphQL type without its non-null and list wrappers, saying whether a list was among them. */
function unwrapGraphql(type: GraphQLInputType): { named: GraphQLInputType; list: boolean } {
  let current = type;
  let list = false;
  while (isNonNullType(current) || isListType(current)) {
    if (isListType(current)) list = true;
    current = current.ofType;
  }
  return { named: getNamedType(current), list };
}

/**
 * The differences between a GraphQL input object and a zod schema, one sentence each naming the field by its
 * path (e.g. `saveSearch.criteria.near`).
 */
function compareInput(
  path: string,
  input: GraphQLInputObjectType,
  zod: z.ZodType,
  seen = new Set<GraphQLInputObjectType>(),
): string[] {
  const shapes = shapesOf(zod);
  if (!shapes) return [`${path}: the zod schema does not take an object`];
  if (seen.has(input)) return [];
  const fields = input.getFields();
  const keys = new Set(shapes.flatMap((shape) => Object.keys(shape)));
  const differences: string[] = [];
  for (const name of Object.keys(fields)) {
    if (!keys.has(name)) differences.push(`${path}.${name}: in GraphQL, not in zod (zod drops it)`);
  }
  for (const key of keys) {
    if (!(key in fields)) differences.push(`${path}.${key}: in zod, not in GraphQL`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!keys.has(name)) continue;
    const graphqlRequired = isNonNullType(field.type) && field.defaultValue === undefined;
    const zodRequired = shapes.every((shape) => shape[name] && !acceptsMissing(shape[name]));
    if (graphqlRequired && !zodRequired)
      differences.push(`${path}.${name}: required in GraphQL, optional in zod`);
    if (!graphqlRequired && zodRequired)
      differences.push(`${path}.${name}: optional in GraphQL, required in zod`);
    const { named, list } = unwrapGraphql(field.type);
    if (!isInputObjectType(named)) continue;
    const fieldSchema = shapes.find((shape) => shape[name])?.[name] as z.ZodType;
    const nested = list ? elementOf(fieldSchema) : fieldSchema;
    if (!nested) {
      differences.push(`${path}.${name}: a list in GraphQL, not an array in zod`);
      continue;
    }
    differences.push(...compareInput(`${path}.${name}`, named, nested, new Set([...seen, input])));
  }
  return differences;
}

const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});

describe('every mutation’s GraphQL input agrees with its zod schema', () => {
  it('lists every mutation once: with its zod schema, or without input or zod (with the reason)', () => {
    const names = mutations.map((mutation) => mutation.name).sort();
    const listed = [...Object.keys(ZOD_SCHEMAS), ...Object.keys(WITHOUT_INPUT), ...Object.keys(WITHOUT_ZOD)];
    expect(names.length).toBeGreaterThan(80);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    expect([...listed].sort()).toEqual(names);
    expect(Object.keys(DELIBERATE).filter((name) => !(name in ZOD_SCHEMAS))).toEqual([]);
  });

  it('gives no arguments to the mutations without input, and one input object to every other', () => {
    const wrong = mutations.flatMap((mutation) => {
      if (mutation.name in WITHOUT_INPUT)
        return mutation.args.length === 0 ? [] : [`${mutation.name} takes arguments`];
      const [arg, ...others] = mutation.args;
      return arg?.name === 'input' && others.length === 0 && isInputObjectType(getNamedType(arg.type))
        ? []
        : [`${mutation.name} does not take one input object`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(ZOD_SCHEMAS).sort())('%s', (name) => {
    const mutation = mutations.find((field) => field.name === name);
    const input = getNamedType(mutation?.args.find((arg) => arg.name === 'input')?.type);
    if (!isInputObjectType(input)) throw new Error(`${name} has no input object`);
    const schemaFor = ZOD_SCHEMAS[name] as z.ZodType;
    expect(compareInput(name, input, schemaFor)).toEqual(DELIBERATE[name]?.differences ?? []);
  });

  it('finds each kind of difference (the check can fail)', () => {
    const near = new GraphQLInputObjectType({
      name: 'NearExample',
      fields: { place: { type: new GraphQLNonNull(GraphQLString) } },
    });
    const input = new GraphQLInputObjectType({
      name: 'Example',
      fields: {
        same: { type: new GraphQLNonNull(GraphQLString) },
        onlyGraphql: { type: GraphQLString },
        requiredInGraphql: { type: new GraphQLNonNull(GraphQLBoolean) },
        optionalInGraphql: { type: GraphQLBoolean },
        near: { type: new GraphQLList(new GraphQLNonNull(near)) },
      },
    });
    const zod = z
      .object({
        same: z.string(),
        onlyZod: z.string().optional(),
        requiredInGraphql: z.boolean().nullish(),
        optionalInGraphql: z.boolean(),
        near: z.array(z.object({ place: z.string().optional() })).optional(),
      })
      .transform((value) => value);
    expect(compareInput('example', input, zod)).toEqual([
      'example.onlyGraphql: in GraphQL, not in zod (zod drops it)',
      'example.onlyZod: in zod, not in GraphQL',
      'example.requiredInGraphql: required in GraphQL, optional in zod',
      'example.optionalInGraphql: optional in GraphQL, required in zod',
      'example.near.place: required in GraphQL, optional in zod',
    ]);
  });

  it('takes a key of a discriminated union as required only when every option requires it', () => {
    const input = new GraphQLInputObjectType({
      name: 'UnionExample',
      fields: {
        kind: { type: new GraphQLNonNull(GraphQLString) },
        salary: { type: new GraphQLNonNull(GraphQLBoolean) },
        profits: { type: GraphQLBoolean },
      },
    });
    const zod = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('Employed'), salary: z.boolean() }),
      z.object({ kind: z.literal('SoleTrader'), profits: z.boolean() }),
    ]);
    expect(compareInput('union', input, zod)).toEqual(['union.salary: required in GraphQL, optional in zod']);
  });
});
