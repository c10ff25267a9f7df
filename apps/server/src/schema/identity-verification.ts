/**
 * Identity verification (spec §4 step 6; spec §7 sendIdentityVerificationLink, setIdentityVerificationRequested,
 * checkIdentityVerification, skipChecks) and the application's identity fields. The applicant does a photo ID
 * and selfie check on the identity provider's hosted page: Onfido's when it is configured (decision 053), else
 * the sandbox page /sandbox/identity/{reference} on this server, where a person chooses the outcome.
 */
import { isIdentityCheckStatus, startVerificationInputSchema } from '@stairway/domain/verification';
import { builder } from '../builder';
import { actingPerson } from '../services/co-applicants';
import { sessionStatus } from '../services/hosted-checks';
import {
  checkIdentityVerification,
  skipChecks,
  startIdentityVerification,
} from '../services/identity-verification';
import { UserApplicationRef } from './application';
import { IdentityCheckStatusEnum } from './enums';
import { parseInput } from './validate-input';
import { loadLatestSession, returnPathDescription, VerificationLinkRef } from './verification-link';

builder.objectFields(UserApplicationRef, (t) => ({
  identityVerificationSkipped: t.exposeBoolean('identityVerificationSkipped', {
    description:
      'The applicant chose to verify their identity later (skipChecks). Bank statements then open; the Stairway ' +
      'team still verifies the applicant’s identity before the application can be approved.',
  }),
  identityVerificationStatus: t.field({
    type: IdentityCheckStatusEnum,
    description:
      'The applicant’s latest identity check: NotStarted, Pending (started, no result yet), Passed, Failed or ' +
      'Expired (the link ran out unfinished); after Failed or Expired a new check can be started. Passed ' +
      'whenever identityVerified is true. As of the last checkIdentityVerification.',
    resolve: async (application, _args, ctx) => {
      if (application.identityVerified) return 'Passed';
      const status = sessionStatus(await loadLatestSession(ctx, application, 'applicant', 'identity'));
      if (!isIdentityCheckStatus(status)) throw new Error(`An identity check cannot be ${status}`);
      return status;
    },
  }),
}));

const errors =
  'Errors: BAD_USER_INPUT (extensions.field "returnPath"); APPLICATION_SUBMITTED once submitted; STEP_LOCKED ' +
  '(extensions.nextStep) until About you, Address history, Income and Additional income are done (spec §4); ' +
  'CONFLICT when the identity is already verified; PROVIDER_UNAVAILABLE (extensions.provider "identity") when ' +
  'the identity provider is down or slow: nothing is changed, try again in a few minutes';

builder.mutationFields((t) => ({
  sendIdentityVerificationLink: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'E-mails the signed-in applicant a link to the identity provider’s hosted check (photo ID and a selfie), so ' +
      'they can do it on their phone, and returns the link too. Starts a check, or reuses the pending one, and sets ' +
      `identityVerificationRequested. Applicants and co-applicants, each for their own. ${errors}; RATE_LIMITED after 5 e-mails an hour.`,
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return startIdentityVerification(ctx, p.userId, parseInput(startVerificationInputSchema, input), {
        sendEmail: true,
        person: p.person,
      });
    },
  }),
  setIdentityVerificationRequested: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'Marks that the signed-in applicant is doing their identity check now (identityVerificationRequested) and ' +
      'returns the hosted check’s link to open (“Verify now”); nothing is e-mailed. Starts a check, or reuses the ' +
      `pending one. Applicants and co-applicants, each for their own. ${errors}.`,
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return startIdentityVerification(ctx, p.userId, parseInput(startVerificationInputSchema, input), {
        sendEmail: false,
        person: p.person,
      });
    },
  }),
  checkIdentityVerification: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: UserApplicationRef,
    description:
      'Asks the identity provider for the result of the signed-in applicant’s latest check and returns the ' +
      'application: identityVerified becomes true when it passed; identityVerificationStatus says Pending, ' +
      'Passed, Failed or Expired. No input (spec §7 names none; the check is always the applicant’s ' +
      'latest). When the provider’s webhook settled the check first, its answer stands. Applicants and ' +
      'co-applicants, each for their own. Errors: APPLICATION_SUBMITTED once submitted; PROVIDER_UNAVAILABLE ' +
      '(extensions.provider "identity") when the provider is down or slow: nothing is changed, try again later.',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return checkIdentityVerification(ctx, p.userId, p.person);
    },
  }),
  skipChecks: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: UserApplicationRef,
    description:
      'The signed-in applicant or co-applicant chooses to verify their identity later (no input; spec §4 step 6 ' +
      '"skippable when the skip setting is on or the user skipped"): sets the application’s ' +
      'identityVerificationSkipped, which completes the identity steps and opens bank statements. The domain keeps ' +
      'one "skipped" answer per application (decision 015), so either person’s skip counts for both, as the ' +
      'applicant’s always has. The Stairway team still verifies both identities before approving the application, ' +
      'and each person can still verify at any time before submitting. Applicants and co-applicants; a ' +
      'co-applicant can select only __typename of the payload (the applicant’s application). Errors: ' +
      'APPLICATION_SUBMITTED once submitted; STEP_LOCKED until the personal and financial sections are done.',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return skipChecks(ctx, p.userId, p.person);
    },
  }),
}));
