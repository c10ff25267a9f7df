/** Plaid's LINK SESSION_FINISHED / ITEM_ADD_RESULT events (decision 054): the person finished Hosted Link. */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { userApplications, verificationSessions } from '../../db/schema';
import { storeConnection } from '../open-banking-connections';
import { type Person, setPersonFlags } from '../people';
import { recordWebhookEvent } from '../provider-webhook-events';
import type { PlaidWebhookOutcome } from './plaid-webhook-outcome';

/** LINK SESSION_FINISHED / ITEM_ADD_RESULT: exchange and store, unless the person's check came first. */
export async function sessionFinished(
  services: Pick<AppServices, 'db' | 'config' | 'openBanking'>,
  linkToken: string | null,
  eventId: string,
  type: string,
): Promise<PlaidWebhookOutcome> {
  const { db } = services;
  const [session] = linkToken
    ? await db
        .select()
        .from(verificationSessions)
        .where(
          and(
            eq(verificationSessions.provider, 'plaid'),
            eq(verificationSessions.purpose, 'open-banking'),
            eq(verificationSessions.reference, linkToken),
          ),
        )
    : [];
  const recordOnly = async (outcome: PlaidWebhookOutcome) =>
    (await db.transaction((tx) => recordWebhookEvent(tx, 'plaid', eventId, type))) ? outcome : 'duplicate';
  if (!session) return recordOnly('unknown');
  if (session.status !== 'Pending') return recordOnly('already-settled');
  let result: Awaited<ReturnType<AppServices['openBanking']['getConnection']>>;
  try {
    result = await services.openBanking.getConnection(session.reference);
  } catch (error) {
    // The person's check may have exchanged the token first (it can be exchanged once): its answer stands.
    const [now] = await db
      .select({ status: verificationSessions.status })
      .from(verificationSessions)
      .where(eq(verificationSessions.id, session.id));
    if (now && now.status !== 'Pending') return recordOnly('already-settled');
    throw error;
  }
  if (result.status === 'Pending') return 'pending';
  return db.transaction(async (tx): Promise<PlaidWebhookOutcome> => {
    // The application is locked first, as every change to it is (services/application-changes.ts).
    const [application] = await tx
      .select({ id: userApplications.id, submitted: userApplications.submitted })
      .from(userApplications)
      .where(eq(userApplications.id, session.applicationId))
      .for('update');
    if (!(await recordWebhookEvent(tx, 'plaid', eventId, type))) return 'duplicate';
    if (!application || application.submitted) return 'already-settled';
    const settled = await tx
      .update(verificationSessions)
      .set({
        status: result.status,
        details: result.bankName ? { bankName: result.bankName } : null,
        completedAt: new Date(),
      })
      .where(and(eq(verificationSessions.id, session.id), eq(verificationSessions.status, 'Pending')))
      .returning({ id: verificationSessions.id });
    if (settled.length === 0) return 'already-settled';
    if (result.status !== 'Connected') return 'settled';
    const person = session.person as Person;
    await setPersonFlags(tx, application.id, person, { openBankingConnected: true });
    if (result.connection) {
      await storeConnection(tx, services.config, {
        applicationId: application.id,
        person,
        sessionId: session.id,
        provider: 'plaid',
        connection: result.connection,
      });
    }
    return 'connected';
  });
}
