/**
 * Identity verification (spec §4 step 6; spec §7 sendIdentityVerificationLink, setIdentityVerificationRequested,
 * checkIdentityVerification, skipChecks) and the application's identity fields. The applicant does a photo ID
 * and selfie check on the identity provider's hosted page; until a real provider is configured that is the
 * sandbox page /sandbox/identity/{reference} on this server, where a person chooses the outcome.
 */
import { builder } from '../builder';
import { sessionStatus } from '../services/hosted-checks';
import {
  checkIdentityVerification,
  skipChecks,
  startIdentityVerification,
} from '../services/identity-verification';
import { UserApplicationRef } from './application';
import { loadLatestSession, returnPathDescription, VerificationLinkRef } from './verification-link';

builder.objectFields(UserApplicationRef, (t) => ({
  identityVerificationSkipped: t.exposeBoolean('identityVerificationSkipped', {
    description:
      'The applicant chose to verify their identity later (skipChecks). Bank statements then open; the Stairway ' +
      'team still verifies the applicant’s identity before the application can be approved.',
  }),
  identityVerificationStatus: t.string({
    description:
      'The applicant’s latest identity check: "not-started", "pending" (started, no result yet), "passed", ' +
      '"failed" or "expired" (the link ran out unfinished); after "failed" or "expired" a new check can be ' +
      'started. "passed" whenever identityVerified is true. As of the last checkIdentityVerification.',
    resolve: async (application, _args, ctx) => {
      if (application.identityVerified) return 'passed';
      return sessionStatus(await loadLatestSession(ctx, application, 'applicant', 'identity'));
    },
  }),
}));

const errors =
  'Errors: BAD_USER_INPUT (extensions.field "returnPath"); APPLICATION_SUBMITTED once submitted; STEP_LOCKED ' +
  '(extensions.nextStep) until About you, Address history, Income and Additional income are done (spec §4); ' +
  'CONFLICT when the identity is already verified';

builder.mutationFields((t) => ({
  sendIdentityVerificationLink: t.withAuth({ applicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'E-mails the signed-in applicant a link to the identity provider’s hosted check (photo ID and a selfie), so ' +
      'they can do it on their phone, and returns the link too. Starts a check, or reuses the pending one, and sets ' +
      `identityVerificationRequested. Applicants only. ${errors}; RATE_LIMITED after 5 e-mails an hour.`,
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const link = await startIdentityVerification(ctx, ctx.actor.userId, input, { sendEmail: true });
      ctx.loaders.forgetApplication(link.application.id);
      return link;
    },
  }),
  setIdentityVerificationRequested: t.withAuth({ applicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'Marks that the signed-in applicant is doing their identity check now (identityVerificationRequested) and ' +
      'returns the hosted check’s link to open (“Verify now”); nothing is e-mailed. Starts a check, or reuses the ' +
      `pending one. Applicants only. ${errors}.`,
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const link = await startIdentityVerification(ctx, ctx.actor.userId, input, { sendEmail: false });
      ctx.loaders.forgetApplication(link.application.id);
      return link;
    },
  }),
  checkIdentityVerification: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Asks the identity provider for the result of the signed-in applicant’s latest check and returns the ' +
      'application: identityVerified becomes true when it passed; identityVerificationStatus says "pending", ' +
      '"passed", "failed" or "expired". No input (spec §7 names none; the check is always the applicant’s ' +
      'latest). Applicants only. Errors: APPLICATION_SUBMITTED once submitted.',
    resolve: async (_root, _args, ctx) => {
      const application = await checkIdentityVerification(ctx, ctx.actor.userId);
      ctx.loaders.forgetApplication(application.id);
      return application;
    },
  }),
  skipChecks: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'The signed-in applicant chooses to verify their identity later (no input; spec §4 step 6 "skippable when ' +
      'the user skipped"): sets identityVerificationSkipped, which completes the identity step and opens bank ' +
      'statements. The Stairway team still verifies the applicant’s identity before approving the application, ' +
      'and the applicant can still verify at any time before submitting. Applicants only. Errors: ' +
      'APPLICATION_SUBMITTED once submitted; STEP_LOCKED until the personal and financial sections are done.',
    resolve: async (_root, _args, ctx) => {
      const application = await skipChecks(ctx, ctx.actor.userId);
      ctx.loaders.forgetApplication(application.id);
      return application;
    },
  }),
}));
