/**
 * Bank statements through open banking (spec §4 step 7; spec §7 sendOpenBankingLink, setOpenBankingRequested,
 * checkOpenBanking; spec §3 openBankingRequested then openBankingConnected; decision 054): the
 * applicant picks their bank and gives read-only consent on the open banking provider's hosted page
 * (providers/open-banking/open-banking-provider.ts). A connected bank completes the bank statements step,
 * as uploaded statements do (packages/domain application-progress). The step unlocks when the personal and
 * financial sections are done and identity verification is done or skipped (spec §4).
 *
 * Once connected, the connection is stored (open_banking_connections: the access token encrypted with
 * lib/secret-box.ts) with its accounts and 12 months of transactions, in the same transaction that sets
 * openBankingConnected, whichever comes first of the person's "check" and the provider's webhook
 * (services/plaid-webhook.ts). The person can disconnect (disconnectOpenBanking): the provider revokes the
 * token and Stairway erases it; before submission the read data is deleted and the step goes back to to-do,
 * after submission the data read stays with the review (decision 054).
 *
 * Storing and reading the connections, their accounts and transactions is in
 * services/open-banking-connections.ts.
 */
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { type OpenBankingConnectionStatus, openBankingConnections } from '../db/provider-schema';
import type { ApplicationRow, OpenBankingConnectionRow } from '../db/rows';
import { verificationSessions } from '../db/schema';
import type { OpenBankingConnection } from '../providers/open-banking/open-banking-provider';
import { changeApplication } from './application-changes';
import { getApplication } from './applications';
import {
  findLatestSession,
  type HostedFlowLink,
  type Person,
  refreshHostedFlow,
  type StartHostedFlowInput,
  startHostedFlow,
} from './hosted-checks';
import { accessTokenOf, findLatestConnection, storeConnection } from './open-banking-connections';
import { setPersonFlags } from './people';

type Services = Pick<Context, 'db' | 'loaders' | 'email' | 'config' | 'rateLimits' | 'openBanking'>;

/** What the bank statements step waits for, in words (spec §4 locks). */
export const BANK_STATEMENTS_LOCKED_WHY =
  'once your personal and financial details are complete and your identity is verified (or you chose to verify later)';

/** The states after which the person connects again (a new consent). */
export const RECONNECT_STATES: readonly OpenBankingConnectionStatus[] = [
  'ReconnectNeeded',
  'Expired',
  'Disconnected',
];

/** How many days before the consent ends the person is asked to reconnect (e-mail and page). */
export const RECONNECT_REMINDER_DAYS = 7;

/**
 * Whether the person should connect again: the connection needs it (ReconnectNeeded, Expired, Disconnected)
 * or its consent ends within RECONNECT_REMINDER_DAYS.
 * @param now the instant to compare with
 */
export function needsReconnect(
  connection: Pick<OpenBankingConnectionRow, 'status' | 'consentExpiresAt'> | null,
  now: Date = new Date(),
): boolean {
  if (!connection) return false;
  if (RECONNECT_STATES.includes(connection.status)) return true;
  const ends = connection.consentExpiresAt;
  return ends !== null && ends.getTime() - now.getTime() <= RECONNECT_REMINDER_DAYS * 24 * 3600_000;
}

/**
 * Starts (or resumes) the person's open banking connection and marks openBankingRequested; with `sendEmail`
 * also e-mails the link to the person's own address (sendOpenBankingLink), else only returns it
 * (setOpenBankingRequested, for "Connect your bank"). A person whose connection needs reconnecting
 * (needsReconnect: ReconnectNeeded, Expired, Disconnected, or consent ending within 7 days) starts a new one;
 * once it is stored, the earlier connection counts as Expired (its data stays; it is not revoked at the
 * provider, whose consent runs out by itself: Plaid's update mode, which would renew the same item, is not
 * used yet).
 * @param input `{ returnPath? }`, parsed with startVerificationInputSchema: the page of this site the hosted
 *   flow's "Back to Stairway" link opens
 * @returns the hosted page's URL, its expiry, where it was e-mailed (or null) and the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED (extensions.nextStep); CONFLICT when connected and Active;
 *   RATE_LIMITED after 5 e-mails an hour; NOT_FOUND without an application; PROVIDER_UNAVAILABLE
 */
export async function startOpenBanking(
  services: Services,
  userId: string,
  input: StartHostedFlowInput,
  options: { sendEmail: boolean; person?: Person },
): Promise<HostedFlowLink> {
  const person = options.person ?? 'applicant';
  const application = await getApplication(services.db, userId);
  const latest = await findLatestConnection(services.db, application.id, person);
  const reconnect = needsReconnect(latest);
  return startHostedFlow(services, userId, input, {
    purpose: 'open-banking',
    person,
    stepId: person === 'applicant' ? 'applicant-bank-statements' : 'co-applicant-bank-statements',
    lockedWhy: BANK_STATEMENTS_LOCKED_WHY,
    isDone: (flags) => flags.openBankingConnected && !reconnect,
    doneMessage: 'Your bank is already connected: there is nothing more to do here.',
    provider: services.openBanking.kind,
    // A stable id of the person for the provider (Plaid's client_user_id): never their e-mail.
    start: (subject, returnUrl) =>
      services.openBanking.startConnection(
        { ...subject, clientUserId: `${application.id}:${person}` },
        returnUrl,
      ),
    requested: { openBankingRequested: true },
    sendEmail: options.sendEmail,
  });
}

/**
 * Asks the open banking provider about the person's latest connection, stores the answer (with the bank's
 * name), and sets openBankingConnected when a bank is connected, storing the connection, its accounts and
 * transactions in the same transaction. A cancelled or expired connection lets the person start again. When
 * the provider's webhook settled the session meanwhile, its answer stands.
 * @returns the application (unchanged when no connection is pending or it is not finished yet)
 * @throws APPLICATION_SUBMITTED; NOT_FOUND without an application; PROVIDER_UNAVAILABLE when the provider
 *   cannot answer (nothing is lost: check again later)
 */
export async function checkOpenBanking(
  services: Services,
  userId: string,
  person: Person = 'applicant',
): Promise<ApplicationRow> {
  let connection: OpenBankingConnection | undefined;
  try {
    return await refreshHostedFlow(services, userId, {
      purpose: 'open-banking',
      person,
      ask: async (reference) => {
        const result = await services.openBanking.getConnection(reference);
        connection = result.connection;
        return { status: result.status, details: result.bankName ? { bankName: result.bankName } : null };
      },
      onStatus: (status) => (status === 'Connected' ? { openBankingConnected: true } : null),
      write: async (tx, settled) => {
        if (settled.status !== 'Connected' || !connection) return;
        await storeConnection(tx, services.config, {
          applicationId: settled.applicationId,
          person,
          sessionId: settled.sessionId,
          provider: services.openBanking.kind,
          connection,
        });
      },
    });
  } catch (error) {
    // The webhook and the person's check may both ask; the provider's token can be exchanged only once, so
    // the later one may fail after the first has settled the session: then the first answer stands.
    const current = await getApplication(services.db, userId);
    const latest = await findLatestSession(services.db, current.id, person, 'open-banking');
    if (latest && latest.status !== 'Pending') return current;
    throw error;
  }
}

/**
 * Disconnects the person's latest bank connection: the provider revokes it (/item/remove for Plaid) and the
 * access token is erased. Before the application is submitted, what was read is deleted with the connection,
 * and the bank statements step goes back to to-do (openBankingConnected and openBankingRequested false; the
 * session counts as Cancelled, so the person can connect again or upload statements). After submission, the
 * accounts and transactions already read stay with the application for the review (decision 054), and the
 * connection is marked Disconnected.
 * @returns the application after the change (unchanged when there is no connection, or it is already
 *   disconnected)
 * @throws NOT_FOUND without an application; PROVIDER_UNAVAILABLE when the provider cannot be reached (nothing
 *   changes: try again later)
 */
export async function disconnectOpenBanking(
  services: Services,
  userId: string,
  person: Person,
): Promise<ApplicationRow> {
  const application = await getApplication(services.db, userId);
  const connection = await findLatestConnection(services.db, application.id, person);
  // Nothing to disconnect (never connected, or already disconnected): nothing changes.
  if (!connection || connection.status === 'Disconnected') return application;
  const token = accessTokenOf(services.config, connection);
  if (token !== null || connection.provider === 'sandbox') {
    await services.openBanking.disconnect(token ?? '');
  }
  if (!application.submitted) {
    const { application: changed } = await changeApplication(services, userId, async (tx, locked) => {
      await tx.delete(openBankingConnections).where(eq(openBankingConnections.id, connection.id));
      if (connection.sessionId) {
        await tx
          .update(verificationSessions)
          .set({ status: 'Cancelled' })
          .where(eq(verificationSessions.id, connection.sessionId));
      }
      await setPersonFlags(tx, locked.id, person, {
        openBankingConnected: false,
        openBankingRequested: false,
      });
    });
    return changed;
  }
  await services.db
    .update(openBankingConnections)
    .set({ status: 'Disconnected', accessTokenEncrypted: null, disconnectedAt: new Date() })
    .where(eq(openBankingConnections.id, connection.id));
  return application;
}
