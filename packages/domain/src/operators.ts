/**
 * The operators' console (decision record 022): who operators are, how long their sessions last, and the
 * inputs of the operator operations, parsed at the schema edge (apps/server/src/schema/operator*.ts) and by
 * the console's forms.
 */
import { z } from 'zod';
import { otpCodeInputSchema } from './accounts';
import { emailSchema, plainText } from './validation';

/**
 * An operator's session, hours: one working day. Shorter than an applicant's 30 days because an operator's
 * token decides applications and reads everyone's records (decision 022).
 */
export const OPERATOR_SESSION_HOURS = 8;

/** Rows per page of the console's lists (allUsers, the audit log). */
export const OPERATOR_PAGE_SIZE = 25;

/** The longest reason an operator may give for a decision, characters. */
export const DECISION_REASON_MAX_LENGTH = 2000;

/** The one-time code's purpose for an operator's second factor (services/one-time-codes.ts). */
export const OPERATOR_SIGN_IN_CODE_PURPOSE = 'operator-sign-in';

/** operatorSignIn: the first factor, e-mail and password (any length: the password was generated for them). */
export const operatorSignInInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }).max(256),
});
/** The parsed operatorSignIn input. */
export type OperatorSignInParsed = z.output<typeof operatorSignInInputSchema>;

/** verifyOperatorCode: the e-mail address again and the 6-digit code e-mailed after the password. */
export const verifyOperatorCodeInputSchema = z
  .object({ email: emailSchema })
  .extend(otpCodeInputSchema.shape);
/** The parsed verifyOperatorCode input. */
export type VerifyOperatorCodeParsed = z.output<typeof verifyOperatorCodeInputSchema>;

/** addOperator: the new operator's e-mail address. */
export const addOperatorInputSchema = z.object({ email: emailSchema });
/** The parsed addOperator input. */
export type AddOperatorParsed = z.output<typeof addOperatorInputSchema>;

const applicationIdSchema = z.uuid({ error: 'Choose an application' });

/** applicationForReview: one application's id. */
export const applicationIdInputSchema = z.object({ applicationId: applicationIdSchema });

/** approveApplication: the application and, optionally, a note for the audit log. */
export const approveApplicationInputSchema = z.object({
  applicationId: applicationIdSchema,
  reason: z
    .string()
    .trim()
    .max(DECISION_REASON_MAX_LENGTH, {
      error: `Keep the note to ${DECISION_REASON_MAX_LENGTH} characters or fewer`,
    })
    .check(plainText('The note', { multiline: true }))
    .nullish()
    .transform((reason) => reason || null),
});
/** The parsed approveApplication input. */
export type ApproveApplicationParsed = z.output<typeof approveApplicationInputSchema>;

/** rejectApplication: the application and the reason, which is required (it goes in the audit log). */
export const rejectApplicationInputSchema = z.object({
  applicationId: applicationIdSchema,
  reason: z
    .string({ error: 'Give the reason for rejecting' })
    .trim()
    .min(1, { error: 'Give the reason for rejecting' })
    .max(DECISION_REASON_MAX_LENGTH, {
      error: `Keep the reason to ${DECISION_REASON_MAX_LENGTH} characters or fewer`,
    })
    .check(plainText('The reason', { multiline: true })),
});
/** The parsed rejectApplication input. */
export type RejectApplicationParsed = z.output<typeof rejectApplicationInputSchema>;

/** approveHome: a home submission under review and, optionally, a note for the audit log (decision 025). */
export const approveHomeInputSchema = z.object({
  homeSubmissionId: z.uuid({ error: 'Choose a home' }),
  reason: approveApplicationInputSchema.shape.reason,
});
/** The parsed approveHome input. */
export type ApproveHomeParsed = z.output<typeof approveHomeInputSchema>;

/** rejectHome: a home submission under review and the reason, which is required (kept in the audit log). */
export const rejectHomeInputSchema = z.object({
  homeSubmissionId: z.uuid({ error: 'Choose a home' }),
  reason: rejectApplicationInputSchema.shape.reason,
});
/** The parsed rejectHome input. */
export type RejectHomeParsed = z.output<typeof rejectHomeInputSchema>;

/** homeForReview: one home submission's id. */
export const homeSubmissionIdInputSchema = z.object({ homeSubmissionId: z.uuid({ error: 'Choose a home' }) });

/** setOperatorDisabled: an operator account and whether it is to be disabled (true) or enabled (false). */
export const setOperatorDisabledInputSchema = z.object({
  operatorId: z.uuid({ error: 'Choose an operator' }),
  disabled: z.boolean({ error: 'Say whether to disable or enable the account' }),
});
/** The parsed setOperatorDisabled input. */
export type SetOperatorDisabledParsed = z.output<typeof setOperatorDisabledInputSchema>;

/** setPipelineViewerDisabled: a pipeline viewer's account and whether it is to be disabled or enabled. */
export const setPipelineViewerDisabledInputSchema = z.object({
  pipelineViewerId: z.uuid({ error: 'Choose a pipeline viewer' }),
  disabled: z.boolean({ error: 'Say whether to disable or enable the account' }),
});
/** The parsed setPipelineViewerDisabled input. */
export type SetPipelineViewerDisabledParsed = z.output<typeof setPipelineViewerDisabledInputSchema>;

/** addPipelineViewer (the console's): the viewer's e-mail address. */
export const addPipelineViewerInputSchema = z.object({ email: emailSchema });

/** The answer to a disabled operator's sign-in (after the right password only, so it tells a guesser nothing). */
export const OPERATOR_DISABLED_MESSAGE = 'This account is disabled. Ask another operator to enable it.';

/** setMaintenanceMode: true switches the submit-a-home feature on, false pauses it. */
export const setMaintenanceModeInputSchema = z.object({ submitHomeEnabled: z.boolean() });
/** The parsed setMaintenanceMode input. */
export type SetMaintenanceModeParsed = z.output<typeof setMaintenanceModeInputSchema>;

/** setSkipIdv: true makes identity checks optional for applicants and co-applicants, false asks for them again. */
export const setSkipIdvInputSchema = z.object({
  skipIdv: z.boolean({ error: 'Say whether identity checks are optional (true) or asked for (false)' }),
});
/** The parsed setSkipIdv input. */
export type SetSkipIdvParsed = z.output<typeof setSkipIdvInputSchema>;

const pageSchema = z.int({ error: 'The page is a whole number' }).min(1).max(100_000).default(1);
const searchSchema = z
  .string({ error: 'Enter the search as text, such as part of a name' })
  .trim()
  .max(200, { error: 'Search for at most 200 characters' })
  .check(plainText('The search'))
  .nullish()
  .transform((search) => search || null);

/** allUsers: an optional search (part of the e-mail address or name, any case) and the page, from 1. */
export const allUsersInputSchema = z.object({ search: searchSchema, page: pageSchema });
/** The parsed allUsers input. */
export type AllUsersParsed = z.output<typeof allUsersInputSchema>;

/** auditLog: optional filters (an exact action, part of the actor, an exact subject id) and the page. */
export const auditLogInputSchema = z.object({
  action: searchSchema,
  actor: searchSchema,
  subjectId: searchSchema,
  page: pageSchema,
});
/** The parsed auditLog input. */
export type AuditLogParsed = z.output<typeof auditLogInputSchema>;

/**
 * How many pages a list of `total` rows has at {@link OPERATOR_PAGE_SIZE} a page (at least 1).
 * @example pageCount(51) === 3
 */
export function pageCount(total: number, pageSize = OPERATOR_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The kinds of account whose sessions an operator can sign out everywhere (decision 030). */
export const SESSION_ACCOUNT_KINDS = [
  'applicant',
  'coApplicant',
  'landlord',
  'pipelineViewer',
  'operator',
] as const;
/** A kind of account with sessions. */
export type SessionAccountKind = (typeof SESSION_ACCOUNT_KINDS)[number];

/** signOutEverywhere: the kind of account and its id. */
export const signOutEverywhereInputSchema = z.object({
  accountKind: z.enum(SESSION_ACCOUNT_KINDS, { error: 'Choose the kind of account' }),
  accountId: z.uuid({ error: 'Choose an account' }),
});
/** The parsed signOutEverywhere input. */
export type SignOutEverywhereParsed = z.output<typeof signOutEverywhereInputSchema>;
