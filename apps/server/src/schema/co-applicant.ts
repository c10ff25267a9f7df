/**
 * The co-applicant (spec §3 CoApplicantUser and UserApplication.coApplicant; spec §7 coApplicantSignUp,
 * grantPermission, resendPermissionEmail, updateCoApplicant, addCoApplicant, removeCoApplicant, coApplicant;
 * decision record 015). The co-applicant's own sections (address history, income, identity verification, bank
 * statements) go through the same operations as the applicant's, which act on the caller's own rows.
 */
import {
  type ApplicationStep,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  getApplicationSteps,
  getProgressPercent,
} from '@stairway/domain/application-progress';
import {
  CO_APPLICANT_PERMISSION_GRANTED,
  coApplicantSignUpInputSchema,
  grantPermissionInputSchema,
  updateCoApplicantInputSchema,
} from '@stairway/domain/co-applicant';
import { getHomeSubmissionFlags } from '@stairway/domain/home-submissions';
import { isIdentityCheckStatus, isOpenBankingStatus } from '@stairway/domain/verification';
import { builder } from '../builder';
import type { Context } from '../context';
import type { ApplicationRow, CoApplicantRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import { readProgressInput } from '../services/application-progress';
import { getUser } from '../services/applications';
import {
  addCoApplicant,
  coApplicantSignUp,
  getCoApplicantWithApplication,
  grantPermission,
  listCoApplicantAddresses,
  listCoApplicantIncomes,
  removeCoApplicant,
  resendPermissionEmail,
  updateCoApplicant,
} from '../services/co-applicants';
import { listHomeSubmissionStates } from '../services/home-submissions/list-home-submission-states';
import { findLatestSession, sessionStatus } from '../services/hosted-checks';
import { findCoApplicantOf } from '../services/people';
import { UserAddressRef } from './address';
import { ApplicationStepRef, UserApplicationRef } from './application';
import { IdentityCheckStatusEnum, OpenBankingStatusEnum } from './enums';
import { IncomeRef } from './income';
import { SignInPayloadRef } from './user';
import { parseInput, schemaOfTheDay } from './validate-input';

/** updateCoApplicantInputSchema, built once a day (schemaOfTheDay). */
const updateCoApplicantInputSchemaOfTheDay = schemaOfTheDay(updateCoApplicantInputSchema);

/** A co-applicant with the application that added them. */
type CoApplicantView = { co: CoApplicantRow; application: ApplicationRow };

/** The co-applicant's steps (spec §4 step 5, and their identity and bank statement steps) with their states. */
async function coApplicantSteps(ctx: Context, application: ApplicationRow): Promise<ApplicationStep[]> {
  const steps = getApplicationSteps(await readProgressInput(ctx.db, application), ctx.today);
  return steps.filter((step) => step.id.startsWith('co-applicant-'));
}

/** The CoApplicantUser type: what the signed-in co-applicant sees of themselves and the shared application. */
export const CoApplicantUserRef = builder.objectRef<CoApplicantView>('CoApplicantUser').implement({
  description:
    'The signed-in co-applicant (spec §3 CoApplicantUser): their own details, sections and checks, and what they ' +
    'share with the applicant (progress, submission). Never the applicant’s own income, addresses, documents or ' +
    'settings.',
  fields: (t) => ({
    id: t.id({ description: 'Co-applicant id (UUID).', resolve: (v) => v.co.id }),
    firstName: t.string({ description: 'First name.', resolve: (v) => v.co.firstName }),
    middleName: t.string({ nullable: true, description: 'Middle name.', resolve: (v) => v.co.middleName }),
    lastName: t.string({ description: 'Last name.', resolve: (v) => v.co.lastName }),
    email: t.string({
      description: 'E-mail address (the one the sign-up link was sent to).',
      resolve: (v) => v.co.email,
    }),
    phoneNumber: t.string({
      nullable: true,
      description: 'UK phone number, e.g. 07700900123.',
      resolve: (v) => v.co.phoneNumber,
    }),
    feePaid: t.boolean({
      description: 'The application’s waitlist fee has been paid (one fee per application).',
      resolve: (v) => v.application.waitlistFeePaid,
    }),
    mainApplicantFirstName: t.string({
      description: 'The first name of the applicant who added them.',
      resolve: async (v, _args, ctx) => (await getUser(ctx.db, v.application.userId)).firstName,
    }),
    hasSubmittedHome: t.boolean({
      description: 'A home has been submitted on the application (getHomeSubmissionFlags).',
      resolve: async (v, _args, ctx) =>
        getHomeSubmissionFlags(await listHomeSubmissionStates(ctx.db, v.application.id)).hasHomeSubmitted,
    }),
    hasHomesApproved: t.boolean({
      description: 'A home on the application has been approved (getHomeSubmissionFlags).',
      resolve: async (v, _args, ctx) =>
        getHomeSubmissionFlags(await listHomeSubmissionStates(ctx.db, v.application.id)).hasHomeApproved,
    }),
    hasGrantedPermission: t.boolean({
      description: 'The co-applicant has given permission (the application’s coApplicantPermission is Yes).',
      resolve: (v) => v.application.coApplicantPermission === CO_APPLICANT_PERMISSION_GRANTED,
    }),
    hasGrantedPermissionDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When permission was given; null before.',
      resolve: (v) => v.co.hasGrantedPermissionDate,
    }),
    applicationSubmitted: t.boolean({
      description: 'The application has been submitted (then it is read-only).',
      resolve: (v) => v.application.submitted,
    }),
    applicationApproved: t.boolean({
      description: 'The application has been approved by the Stairway team.',
      resolve: (v) => v.application.approved,
    }),
    applicationRejected: t.boolean({
      description:
        'The Stairway team could not approve the application (issue 30 bug 3: the co-applicant sees the ' +
        'decision, as the applicant does).',
      resolve: (v) => v.application.rejected,
    }),
    dateOfBirth: t.field({
      type: 'Date',
      nullable: true,
      description: 'Date of birth (About you).',
      resolve: (v) => v.co.dateOfBirth,
    }),
    nationality: t.string({ nullable: true, description: 'Nationality.', resolve: (v) => v.co.nationality }),
    nin: t.string({
      nullable: true,
      description: 'National Insurance number, upper case without spaces.',
      resolve: (v) => v.co.nin,
    }),
    hasAdditionalIncome: t.boolean({
      nullable: true,
      description: 'null: not answered; false: none; true: has additional income.',
      resolve: (v) => v.co.hasAdditionalIncome,
    }),
    identityVerified: t.boolean({
      description: 'Their identity check passed.',
      resolve: (v) => v.co.identityVerified,
    }),
    identityVerificationRequested: t.boolean({
      description: 'They started an identity check.',
      resolve: (v) => v.co.identityVerificationRequested,
    }),
    identityVerificationStatus: t.field({
      type: IdentityCheckStatusEnum,
      description:
        'Their latest identity check: NotStarted, Pending, Passed, Failed or Expired; as of the last ' +
        'checkIdentityVerification.',
      resolve: async (v, _args, ctx) => {
        if (v.co.identityVerified) return 'Passed';
        const status = sessionStatus(
          await findLatestSession(ctx.db, v.application.id, 'coApplicant', 'identity'),
        );
        if (!isIdentityCheckStatus(status)) throw new Error(`An identity check cannot be ${status}`);
        return status;
      },
    }),
    identityVerificationSkipped: t.boolean({
      description:
        'The applicant or the co-applicant chose to verify identities later (skipChecks), which opens bank ' +
        'statements for both.',
      resolve: (v) => v.application.identityVerificationSkipped,
    }),
    documentsUploaded: t.boolean({
      description: 'Their bank statements are in (3 months uploaded).',
      resolve: (v) => v.co.documentsUploaded,
    }),
    bankStatementsManualUpload: t.boolean({
      description: 'They chose to upload bank statements by hand.',
      resolve: (v) => v.co.bankStatementsManualUpload,
    }),
    openBankingRequested: t.boolean({
      description: 'They started an open banking connection.',
      resolve: (v) => v.co.openBankingRequested,
    }),
    openBankingConnected: t.boolean({
      description: 'Their bank is connected through open banking.',
      resolve: (v) => v.co.openBankingConnected,
    }),
    openBankingStatus: t.field({
      type: OpenBankingStatusEnum,
      description:
        'Their latest bank connection: NotStarted, Pending, Connected, Cancelled or Expired. Connected whenever ' +
        'openBankingConnected is true, except Pending while a reconnection is started and not finished (as the ' +
        'applicant’s openBankingStatus).',
      resolve: async (v, _args, ctx) => {
        const status = sessionStatus(
          await findLatestSession(ctx.db, v.application.id, 'coApplicant', 'open-banking'),
        );
        // Connected, unless a reconnection (a new consent) is started and not finished yet: then Pending.
        if (v.co.openBankingConnected) return status === 'Pending' ? 'Pending' : 'Connected';
        if (!isOpenBankingStatus(status)) throw new Error(`A bank connection cannot be ${status}`);
        return status;
      },
    }),
    addresses: t.field({
      type: [UserAddressRef],
      description: 'Their own address history, the latest move-in date first.',
      resolve: (v, _args, ctx) => listCoApplicantAddresses(ctx.db, v.co.applicationId),
    }),
    addressHistoryMonths: t.int({
      description: 'Whole months of their address history to today (Europe/London).',
      resolve: async (v, _args, ctx) =>
        getAddressHistoryMonths(await listCoApplicantAddresses(ctx.db, v.co.applicationId), ctx.today),
    }),
    addressHistoryMonthsNeeded: t.int({
      description: 'Months of history they still need: 0 when complete (more than 35 months, spec §5).',
      resolve: async (v, _args, ctx) =>
        getAddressHistoryMonthsNeeded(await listCoApplicantAddresses(ctx.db, v.co.applicationId), ctx.today),
    }),
    incomes: t.field({
      type: [IncomeRef],
      description: 'Their own incomes: the main (primary) income first.',
      resolve: (v, _args, ctx) => listCoApplicantIncomes(ctx.db, v.co.applicationId),
    }),
    progress: t.int({
      description:
        'The shared application’s progress percent, 0 to 100 (spec §4), the same figure the applicant sees.',
      resolve: async (v, _args, ctx) =>
        getProgressPercent(await readProgressInput(ctx.db, v.application), ctx.today),
    }),
    steps: t.field({
      type: [ApplicationStepRef],
      description:
        'The co-applicant’s own steps in the spec’s order (about you, address history, permission, income, ' +
        'additional income, identity verification, bank statements) with their states.',
      resolve: (v, _args, ctx) => coApplicantSteps(ctx, v.application),
    }),
  }),
});

/** What the applicant sees of their co-applicant (spec §3 UserApplication.coApplicant). */
const ApplicationCoApplicantRef = builder.objectRef<CoApplicantRow>('ApplicationCoApplicant').implement({
  description:
    'The co-applicant as the applicant sees them (spec §3: personal, verification and permission fields). Their ' +
    'documents are never shown; their step states are in UserApplication.steps.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Co-applicant id (UUID).' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'The e-mail address the sign-up link goes to.' }),
    signedUp: t.boolean({
      description: 'They have chosen a password from their link (joined the application).',
      resolve: (co) => co.signedUpAt !== null,
    }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true, description: 'Date of birth.' }),
    hasAdditionalIncome: t.exposeBoolean('hasAdditionalIncome', {
      nullable: true,
      description: 'null: not answered; false: none; true: has additional income.',
    }),
    identityVerified: t.exposeBoolean('identityVerified', { description: 'Their identity check passed.' }),
    documentsUploaded: t.boolean({
      description: 'Their bank statements are in: 3 months uploaded, or their bank connected.',
      resolve: (co) => co.documentsUploaded || co.openBankingConnected,
    }),
    hasGrantedPermissionDate: t.expose('hasGrantedPermissionDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When they gave permission; null before.',
    }),
    addresses: t.field({
      type: [UserAddressRef],
      description: 'Their address history, the latest move-in date first.',
      resolve: (co, _args, ctx) => listCoApplicantAddresses(ctx.db, co.applicationId),
    }),
    incomes: t.field({
      type: [IncomeRef],
      description:
        'Their main (primary) income only (spec §3 "income"), or none yet. Their additional incomes are never ' +
        'shown to the applicant; they count in the household budget.',
      resolve: (co, _args, ctx) => listCoApplicantIncomes(ctx.db, co.applicationId, { mainOnly: true }),
    }),
  }),
});

builder.objectField(UserApplicationRef, 'coApplicant', (t) =>
  t.field({
    type: ApplicationCoApplicantRef,
    nullable: true,
    description:
      'The co-applicant recorded for this application (updateCoApplicant); null when there is none. Only on the ' +
      'applicant’s own application.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx.actor, application) ? findCoApplicantOf(ctx.db, application.id) : null,
  }),
);

builder.objectField(SignInPayloadRef, 'coApplicant', (t) =>
  t.field({
    type: CoApplicantUserRef,
    nullable: true,
    description: 'The signed-in co-applicant; null for an applicant.',
    resolve: async (p, _args, ctx) => {
      if (!p.coApplicant) return null;
      const { coApplicant, application } = await getCoApplicantWithApplication(ctx.db, p.coApplicant.id);
      return { co: coApplicant, application };
    },
  }),
);

const UpdateCoApplicantPayloadRef = builder
  .objectRef<{ co: CoApplicantRow; application: ApplicationRow; editor: 'applicant' | 'coApplicant' }>(
    'UpdateCoApplicantPayload',
  )
  .implement({
    description:
      'The result of updateCoApplicant: the application for the applicant, the co-applicant for the co-applicant.',
    fields: (t) => ({
      application: t.field({
        type: UserApplicationRef,
        nullable: true,
        description:
          'The application after the change (with coApplicant); null when the co-applicant called.',
        resolve: (p) => (p.editor === 'applicant' ? p.application : null),
      }),
      coApplicant: t.field({
        type: CoApplicantUserRef,
        nullable: true,
        description: 'The co-applicant after the change; null when the applicant called.',
        resolve: (p) => (p.editor === 'coApplicant' ? { co: p.co, application: p.application } : null),
      }),
    }),
  });

const CoApplicantSignUpPayloadRef = builder
  .objectRef<{ token: string; co: CoApplicantRow }>('CoApplicantSignUpPayload')
  .implement({
    description: 'A new co-applicant session.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description:
          'Session token naming coApplicantId (JWT, 12 hours, renewed in the X-Session-Token response header while used, ' +
          'up to 30 days; decision 030). Send it as "Authorization: Bearer {token}".',
      }),
      coApplicantId: t.id({ description: 'The co-applicant’s id.', resolve: (p) => p.co.id }),
    }),
  });

builder.queryFields((t) => ({
  coApplicant: t.withAuth({ coApplicant: true }).field({
    type: CoApplicantUserRef,
    description:
      'The signed-in co-applicant, with the shared progress (spec §7 coApplicant). Co-applicants only. Errors: ' +
      'NOT_FOUND when they have been removed from the application.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.actor?.kind !== 'coApplicant') throw new Error('unreachable');
      return getCoApplicantWithApplication(ctx.db, ctx.actor.coApplicantId).then((r) => ({
        co: r.coApplicant,
        application: r.application,
      }));
    },
  }),
}));

builder.mutationFields((t) => ({
  updateCoApplicant: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: UpdateCoApplicantPayloadRef,
    description:
      'Changes the co-applicant’s details; only given fields change. The applicant records their co-applicant’s ' +
      'firstName, lastName and email (all three the first time) until the co-applicant joins; a new address ' +
      'needs the link sent again (addCoApplicant). The co-applicant changes their own About you and additional ' +
      'income answers, which works the budget out again. An address that already has an account is answered ' +
      'like any other (decision 046). Applicants and co-applicants. Errors: BAD_USER_INPUT naming the field (a ' +
      'field the caller may not change; the applicant’s own e-mail address; the same rules as updateApplication); ' +
      'RATE_LIMITED after 10 addresses an hour from an account or 50 from an IP; APPLICATION_SUBMITTED once ' +
      'submitted.',
    input: {
      firstName: t.input.string({ required: false, description: 'First name, 1-80 letters.' }),
      middleName: t.input.string({
        required: false,
        description: 'Middle name (co-applicant only), at most 80 characters; null clears it.',
      }),
      lastName: t.input.string({ required: false, description: 'Last name, 1-80 letters.' }),
      email: t.input.string({
        required: false,
        description:
          'E-mail address the sign-up link goes to (applicant only, before the co-applicant joins), at most 254 characters.',
      }),
      phoneNumber: t.input.string({
        required: false,
        description: 'UK phone number (co-applicant only), at most 30 characters read; null clears it.',
      }),
      dateOfBirth: t.input.string({
        required: false,
        description: 'Date of birth, YYYY-MM-DD, 18 or over (co-applicant only).',
      }),
      nationality: t.input.string({
        required: false,
        description: 'Nationality (co-applicant only), 2 to 60 characters.',
      }),
      nin: t.input.string({
        required: false,
        description:
          'National Insurance number, e.g. "AB 12 34 56 C" (co-applicant only); at most 30 characters read.',
      }),
      hasAdditionalIncome: t.input.boolean({
        required: false,
        description: 'false: no additional income; true: has some (co-applicant only).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.actor) throw new Error('unreachable');
      const result = await updateCoApplicant(
        ctx,
        ctx.actor,
        parseInput(updateCoApplicantInputSchemaOfTheDay(ctx.today), input),
      );
      return {
        co: result.coApplicant,
        application: result.application,
        editor: ctx.actor.kind === 'coApplicant' ? ('coApplicant' as const) : ('applicant' as const),
      };
    },
  }),
  addCoApplicant: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Adds the co-applicant recorded with updateCoApplicant (no input): makes the application joint and e-mails ' +
      'them a sign-up link (14 days, single use; coApplicantLoginLinkSent). When the address already has an ' +
      'account, its owner is told instead and the answer is the same (decision 046). Applicants only. Errors: ' +
      'BAD_USER_INPUT (field email) when no co-applicant is recorded; CONFLICT when they have already joined; ' +
      'RATE_LIMITED after 5 e-mails an hour, or 10 invitations an hour from an account or 50 from an IP; ' +
      'APPLICATION_SUBMITTED once submitted.',
    resolve: (_root, _args, ctx) => addCoApplicant(ctx, ctx.actor.userId),
  }),
  resendPermissionEmail: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'E-mails the co-applicant a new sign-up link (no input); the earlier one stops working. Applicants only. ' +
      'Errors: as addCoApplicant (RATE_LIMITED after 5 e-mails an hour, or the invitation limit).',
    resolve: (_root, _args, ctx) => resendPermissionEmail(ctx, ctx.actor.userId),
  }),
  removeCoApplicant: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Removes the co-applicant (no input): their account, links, incomes, addresses, checks and documents (with ' +
      'their uploaded files, deleted from storage), and the ' +
      'permission; their sessions stop working. The application stays joint until switched to single ' +
      '(updateApplication), so someone else can be added. Applicants only. Errors: NOT_FOUND when there is none; ' +
      'APPLICATION_SUBMITTED once submitted.',
    resolve: (_root, _args, ctx) => removeCoApplicant(ctx, ctx.actor.userId),
  }),
  coApplicantSignUp: t.withAuth({ public: true }).fieldWithInput({
    type: CoApplicantSignUpPayloadRef,
    description:
      'Sets the co-applicant’s password from their sign-up link, confirms their e-mail address and signs them in ' +
      '(a token naming coApplicantId). Public. Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field token; ' +
      'TOKEN_USED has extensions.replaced true, and says a newer link was sent, when a new link or a change of ' +
      'address replaced it before they joined: issue 30 bug 2); BAD_USER_INPUT (field password) for a password ' +
      'under 8 characters or too easy to guess.',
    input: {
      token: t.input.string({
        description: 'The token from the e-mailed link (?token=), at most 200 characters.',
      }),
      password: t.input.string({ description: 'The new password: 8 to 128 characters, hard to guess.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { token, coApplicant } = await coApplicantSignUp(
        ctx,
        parseInput(coApplicantSignUpInputSchema, input),
      );
      return { token, co: coApplicant };
    },
  }),
  grantPermission: t.withAuth({ coApplicant: true }).fieldWithInput({
    type: CoApplicantUserRef,
    description:
      'The signed-in co-applicant gives permission for the joint application: coApplicantPermission becomes Yes and ' +
      'hasGrantedPermissionDate is set (kept when given again). Co-applicants only. Errors: BAD_USER_INPUT (field ' +
      'hasGrantedPermission) unless true; APPLICATION_SUBMITTED once submitted.',
    input: {
      hasGrantedPermission: t.input.boolean({
        description: 'Must be true: the co-applicant gives permission.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.actor?.kind !== 'coApplicant') throw new Error('unreachable');
      parseInput(grantPermissionInputSchema, input);
      const co = await grantPermission(ctx, ctx.actor.coApplicantId);
      const { application } = await getCoApplicantWithApplication(ctx.db, co.id);
      return { co, application };
    },
  }),
}));
