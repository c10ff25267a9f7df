/**
 * The co-applicant (spec §3 CoApplicantUser and UserApplication.coApplicant; spec §7 coApplicantSignUp,
 * grantPermission, resendPermissionEmail, updateCoApplicant, addCoApplicant, removeCoApplicant, coApplicant;
 * decision record 015). The co-applicant's own sections (address history, income, identity verification, bank
 * statements) go through the same operations as the applicant's, which act on the caller's own rows.
 *
 * This file: the CoApplicantUser type (what the signed-in co-applicant sees) and SignInPayload.coApplicant.
 */
import {
  type ApplicationStep,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  getApplicationSteps,
  getProgressPercent,
} from '@stairway/domain/application-progress';
import { CO_APPLICANT_PERMISSION_GRANTED } from '@stairway/domain/co-applicant';
import { getHomeSubmissionFlags } from '@stairway/domain/home-submissions';
import { isIdentityCheckStatus, isOpenBankingStatus } from '@stairway/domain/verification';
import { builder } from '../../builder';
import type { Context } from '../../context';
import type { ApplicationRow, CoApplicantRow } from '../../db/rows';
import { readProgressInput } from '../../services/application-progress';
import { getUser } from '../../services/applications';
import {
  getCoApplicantWithApplication,
  listCoApplicantAddresses,
  listCoApplicantIncomes,
} from '../../services/co-applicants';
import { listHomeSubmissionStates } from '../../services/home-submissions/list-home-submission-states';
import { findLatestSession, sessionStatus } from '../../services/hosted-checks';
import { UserAddressRef } from '../address';
import { ApplicationStepRef } from '../application';
import { IdentityCheckStatusEnum, OpenBankingStatusEnum } from '../enums';
import { IncomeRef } from '../income';
import { SignInPayloadRef } from '../user';

/** A co-applicant with the application that added them. */
export type CoApplicantView = { co: CoApplicantRow; application: ApplicationRow };

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
        'The Stairway team could not approve the application (the co-applicant sees the ' +
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
  }),
});

/** CoApplicantUser's checks (identity, bank statements, open banking), sections and shared progress. */
builder.objectFields(CoApplicantUserRef, (t) => ({
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
}));

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
