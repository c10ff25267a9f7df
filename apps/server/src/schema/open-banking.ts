/**
 * Bank statements through open banking (spec §4 step 7; spec §7 sendOpenBankingLink, setOpenBankingRequested,
 * checkOpenBanking) and the application's open banking fields. The applicant picks their bank and gives
 * read-only consent on the provider's hosted page; until a real provider is configured that is the sandbox
 * page /sandbox/open-banking/{reference} on this server.
 */
import { isOpenBankingStatus, startVerificationInputSchema } from '@stairway/domain/verification';
import { builder } from '../builder';
import { actingPerson } from '../services/co-applicants';
import { sessionStatus } from '../services/hosted-checks';
import { checkOpenBanking, startOpenBanking } from '../services/open-banking';
import { UserApplicationRef } from './application';
import { OpenBankingStatusEnum } from './enums';
import { parseInput } from './validate-input';
import { loadLatestSession, returnPathDescription, VerificationLinkRef } from './verification-link';

builder.objectFields(UserApplicationRef, (t) => ({
  openBankingStatus: t.field({
    type: OpenBankingStatusEnum,
    description:
      'The applicant’s latest open banking connection: NotStarted, Pending (started, not finished), Connected, ' +
      'Cancelled or Expired (the link ran out unfinished); after Cancelled or Expired they can start again. ' +
      'Connected whenever openBankingConnected is true. As of the last checkOpenBanking.',
    resolve: async (application, _args, ctx) => {
      if (application.openBankingConnected) return 'Connected';
      const status = sessionStatus(await loadLatestSession(ctx, application, 'applicant', 'open-banking'));
      if (!isOpenBankingStatus(status)) throw new Error(`An open banking connection cannot be ${status}`);
      return status;
    },
  }),
  openBankingBankName: t.string({
    nullable: true,
    description: 'The bank the applicant connected, e.g. "Barclays"; null until connected.',
    resolve: async (application, _args, ctx) => {
      const session = await loadLatestSession(ctx, application, 'applicant', 'open-banking');
      const name = session?.status === 'Connected' ? session.details?.bankName : null;
      return typeof name === 'string' ? name : null;
    },
  }),
}));

const errors =
  'Errors: BAD_USER_INPUT (extensions.field "returnPath"); APPLICATION_SUBMITTED once submitted; STEP_LOCKED ' +
  '(extensions.nextStep) until the personal and financial sections are done and identity verification is done ' +
  'or skipped (spec §4); CONFLICT when a bank is already connected';

builder.mutationFields((t) => ({
  sendOpenBankingLink: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'E-mails the signed-in applicant a link to connect their bank through open banking (read-only), so they can ' +
      'do it on their phone where their banking app is, and returns the link too. Starts a connection, or reuses ' +
      `the pending one, and sets openBankingRequested. Applicants and co-applicants, each for their own. ${errors}; RATE_LIMITED after 5 e-mails ` +
      'an hour.',
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return startOpenBanking(ctx, p.userId, parseInput(startVerificationInputSchema, input), {
        sendEmail: true,
        person: p.person,
      });
    },
  }),
  setOpenBankingRequested: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: VerificationLinkRef,
    description:
      'Marks that the signed-in applicant is connecting their bank now (openBankingRequested) and returns the ' +
      'open banking link to open (“Connect your bank”); nothing is e-mailed. Starts a connection, or reuses the ' +
      `pending one. Applicants and co-applicants, each for their own. ${errors}.`,
    input: { returnPath: t.input.string({ required: false, description: returnPathDescription }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return startOpenBanking(ctx, p.userId, parseInput(startVerificationInputSchema, input), {
        sendEmail: false,
        person: p.person,
      });
    },
  }),
  checkOpenBanking: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: UserApplicationRef,
    description:
      'Asks the open banking provider whether the signed-in applicant’s latest connection is complete and returns ' +
      'the application: openBankingConnected becomes true (which completes bank statements) once a bank is ' +
      'connected; openBankingStatus says Pending, Connected, Cancelled or Expired. No input (spec §7 ' +
      'names none; the connection is always the applicant’s latest). Applicants and co-applicants, each for their own. Errors: ' +
      'APPLICATION_SUBMITTED once submitted.',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return checkOpenBanking(ctx, p.userId, p.person);
    },
  }),
}));
