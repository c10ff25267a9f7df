/**
 * Bank statements through open banking (spec §4 step 7; spec §7 sendOpenBankingLink, setOpenBankingRequested,
 * checkOpenBanking) and the application's open banking fields. The applicant picks their bank and gives
 * read-only consent on the provider's hosted page: Plaid Hosted Link when Plaid is configured (decision 054),
 * else the sandbox page /sandbox/open-banking/{reference} on this server. Once connected, the person sees
 * the accounts they shared (with balances: only they see them), the connection's state and when their
 * consent ends, and can disconnect (disconnectOpenBanking).
 */
import { isOpenBankingStatus, startVerificationInputSchema } from '@stairway/domain/verification';
import { builder } from '../builder';
import type { Context } from '../context';
import type { OpenBankingConnectionStatus } from '../db/provider-schema';
import type { OpenBankingConnectionRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import { isCoApplicantThemselves } from '../policies/co-applicants';
import { actingPerson } from '../services/co-applicants';
import { sessionStatus } from '../services/hosted-checks';
import { checkOpenBanking, disconnectOpenBanking, startOpenBanking } from '../services/open-banking';
import { findLatestConnection, listConnectionAccounts } from '../services/open-banking-connections';
import type { Person } from '../services/people';
import { UserApplicationRef } from './application';
import { CoApplicantUserRef } from './co-applicant/co-applicant-user-type';
import { OpenBankingStatusEnum } from './enums';
import { parseInput } from './validate-input';
import { loadLatestSession, returnPathDescription, VerificationLinkRef } from './verification-link';

const OpenBankingConnectionStateEnum = builder.enumType('OpenBankingConnectionState', {
  description: 'The state of a person’s bank connection once their bank was connected.',
  values: {
    Active: { value: 'Active', description: 'Connected: the consent is in force.' },
    ReconnectNeeded: {
      value: 'ReconnectNeeded',
      description: 'The consent ends soon, or the bank asks the person to log in again: they reconnect.',
    },
    Expired: { value: 'Expired', description: 'The consent (90 days in the UK) has ended: they reconnect.' },
    Disconnected: {
      value: 'Disconnected',
      description: 'Disconnected by the person (here or at their bank); what was read stays with the review.',
    },
  } satisfies Record<OpenBankingConnectionStatus, unknown>,
});

/** A stored connection as its owner sees it. */
type ConnectionView = { row: OpenBankingConnectionRow };

const OpenBankingAccountRef = builder
  .objectRef<{ bankName: string | null; row: Awaited<ReturnType<typeof listConnectionAccounts>>[number] }>(
    'OpenBankingAccount',
  )
  .implement({
    description: 'An account the person shared through open banking, read-only. Shown only to that person.',
    fields: (t) => ({
      id: t.id({ description: 'Stairway’s id of the account.', resolve: (a) => a.row.id }),
      bankName: t.string({
        nullable: true,
        description: 'The bank, e.g. "Monzo"; null when the provider gave none.',
        resolve: (a) => a.bankName,
      }),
      name: t.string({
        description: 'The account’s name at the bank, e.g. "Classic Account".',
        resolve: (a) => a.row.name,
      }),
      mask: t.string({
        nullable: true,
        description: 'The last 2 to 4 digits of the account number; null when not given.',
        resolve: (a) => a.row.mask,
      }),
      type: t.string({ description: 'The provider’s type, e.g. "depository".', resolve: (a) => a.row.type }),
      subtype: t.string({
        nullable: true,
        description: 'The provider’s subtype, e.g. "checking" or "savings".',
        resolve: (a) => a.row.subtype,
      }),
      balanceCurrentPence: t.int({
        nullable: true,
        description:
          'The current balance when read, in pence (negative when overdrawn); null when the bank gives none.',
        resolve: (a) => a.row.balanceCurrentPence,
      }),
      balanceAvailablePence: t.int({
        nullable: true,
        description: 'The available balance when read, in pence; null when the bank gives none.',
        resolve: (a) => a.row.balanceAvailablePence,
      }),
      currency: t.string({
        nullable: true,
        description: 'The balances’ currency, ISO 4217 (e.g. "GBP"); null when not given.',
        resolve: (a) => a.row.currency,
      }),
    }),
  });

const OpenBankingConnectionRef = builder.objectRef<ConnectionView>('OpenBankingConnection').implement({
  description:
    'The person’s bank connection made through open banking (decision 054): its state, when the consent ends, ' +
    'the period of transactions read (12 months) and the accounts shared. Only the person sees it.',
  fields: (t) => ({
    state: t.field({
      type: OpenBankingConnectionStateEnum,
      description: 'Active, ReconnectNeeded, Expired or Disconnected.',
      resolve: (c) => c.row.status,
    }),
    provider: t.string({
      description: '"plaid", or "sandbox" for sample data.',
      resolve: (c) => c.row.provider,
    }),
    bankName: t.string({
      nullable: true,
      description: 'The bank, e.g. "Monzo"; null when the provider gave none.',
      resolve: (c) => c.row.institutionName,
    }),
    consentExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the consent ends (90 days after it was given in the UK); null when unknown.',
      resolve: (c) => c.row.consentExpiresAt,
    }),
    transactionsFrom: t.field({
      type: 'Date',
      nullable: true,
      description: 'The first day of the transactions read; null until they are read.',
      resolve: (c) => c.row.transactionsFrom,
    }),
    transactionsTo: t.field({
      type: 'Date',
      nullable: true,
      description: 'The last day of the transactions read (the day they were read); null until read.',
      resolve: (c) => c.row.transactionsTo,
    }),
    accounts: t.field({
      type: [OpenBankingAccountRef],
      description: 'The accounts shared, by name.',
      resolve: async (c, _args, ctx) =>
        (await listConnectionAccounts(ctx.db, c.row.id)).map((row) => ({
          bankName: c.row.institutionName,
          row,
        })),
    }),
  }),
});

/** The person's latest connection, for the person themselves. */
async function connectionOf(
  ctx: Context,
  applicationId: string,
  person: Person,
): Promise<ConnectionView | null> {
  const row = await findLatestConnection(ctx.db, applicationId, person);
  return row ? { row } : null;
}

builder.objectFields(CoApplicantUserRef, (t) => ({
  openBankingConnection: t.field({
    type: OpenBankingConnectionRef,
    nullable: true,
    description:
      'The co-applicant’s own bank connection once their bank was connected (state, consent end, accounts ' +
      'shared with balances); null before, or after they disconnected before submission. Only to themselves.',
    resolve: (view, _args, ctx) =>
      isCoApplicantThemselves(ctx.actor, view.co)
        ? connectionOf(ctx, view.application.id, 'coApplicant')
        : null,
  }),
}));

builder.objectFields(UserApplicationRef, (t) => ({
  openBankingConnection: t.field({
    type: OpenBankingConnectionRef,
    nullable: true,
    description:
      'The applicant’s own bank connection once their bank was connected (state, consent end, accounts shared ' +
      'with balances); null before, or after they disconnected before submission. Only to the applicant.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx.actor, application) ? connectionOf(ctx, application.id, 'applicant') : null,
  }),
  openBankingStatus: t.field({
    type: OpenBankingStatusEnum,
    description:
      'The applicant’s latest open banking connection: NotStarted, Pending (started, not finished), Connected, ' +
      'Cancelled or Expired (the link ran out unfinished); after Cancelled or Expired they can start again. ' +
      'Connected whenever openBankingConnected is true, except Pending while a reconnection is started and not ' +
      'finished. As of the last checkOpenBanking.',
    resolve: async (application, _args, ctx) => {
      const status = sessionStatus(await loadLatestSession(ctx, application, 'applicant', 'open-banking'));
      // Connected, unless a reconnection (a new consent) is started and not finished yet: then Pending.
      if (application.openBankingConnected) return status === 'Pending' ? 'Pending' : 'Connected';
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
  disconnectOpenBanking: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: UserApplicationRef,
    description:
      'Disconnects the signed-in person’s own bank connection: the provider revokes it and Stairway erases its ' +
      'access token. Before submission, the accounts and transactions read are deleted and bank statements goes ' +
      'back to to-do (connect again or upload statements). After submission, what was read stays with the ' +
      'application for the review and the connection shows Disconnected (decision 054). Applicants and ' +
      'co-applicants, each for their own. Returns the application (unchanged when there is ' +
      'no connection, or it is already disconnected). Errors: PROVIDER_UNAVAILABLE when the provider cannot be ' +
      'reached (nothing changes).',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return disconnectOpenBanking(ctx, p.userId, p.person);
    },
  }),
}));
