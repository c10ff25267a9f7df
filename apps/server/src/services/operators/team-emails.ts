/**
 * E-mails to the Stairway team (the people who work the operators' console), through the outbox (decision 063):
 * to the one address in TEAM_EMAIL when it is set (a shared inbox), otherwise to every operator account that is
 * not disabled. Any feature that must tell the team something (a customer's request for help, …) calls
 * {@link enqueueTeamEmail} inside its own transaction, or {@link emailTeam} without one.
 */
import { asc, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppServices } from '../../context';
import type { Db, Tx } from '../../db/client';
import { operators } from '../../db/schema';
import type { RenderedEmail } from '../../emails/account-emails';
import type { QueuedEmail } from '../email-outbox';

/** One addressee of a team e-mail and the suffix of its idempotency key (no address in the key). */
export type TeamRecipient = { email: string; keySuffix: string };

/** A rendered team e-mail, with the links it holds (for the tests to follow). */
export type TeamEmail = RenderedEmail & { links?: string[] };

/**
 * Who a team e-mail goes to.
 * @param db the database or the caller's transaction
 * @param config the configuration (TEAM_EMAIL)
 * @returns TEAM_EMAIL alone (key suffix `team`) when it is set; otherwise every enabled operator's e-mail in
 *   the order they were created (key suffix `operator:<operator id>`); empty when there is neither
 */
export async function teamRecipients(
  db: Db | Tx,
  config: Pick<Config, 'TEAM_EMAIL'>,
): Promise<TeamRecipient[]> {
  if (config.TEAM_EMAIL) return [{ email: config.TEAM_EMAIL, keySuffix: 'team' }];
  const rows = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(isNull(operators.disabledAt))
    .orderBy(asc(operators.createdAt), asc(operators.id));
  return rows.map((row) => ({ email: row.email, keySuffix: `operator:${row.id}` }));
}

/**
 * Saves a team e-mail in the caller's transaction, one outbox row per addressee ({@link teamRecipients}), so
 * that it exists exactly when the change that causes it commits. Pass the result to `services.email.deliver`
 * after the commit.
 * @param tx the caller's transaction (or the database)
 * @param services the outbox and the configuration (TEAM_EMAIL)
 * @param mail the rendered e-mail (subject, HTML, text and its links)
 * @param key the message's idempotency key, e.g. `hardship-request:<request id>`; each addressee's row is
 *   `<key>:team` or `<key>:operator:<operator id>`, and a key already used is not sent again
 * @returns the queued rows (none when there is no TEAM_EMAIL and no enabled operator)
 */
export async function enqueueTeamEmail(
  tx: Db | Tx,
  services: Pick<AppServices, 'email' | 'config'>,
  mail: TeamEmail,
  key: string,
): Promise<QueuedEmail[]> {
  const queued: QueuedEmail[] = [];
  for (const recipient of await teamRecipients(tx, services.config)) {
    const message = { to: recipient.email, ...mail, links: mail.links ?? [] };
    queued.push(await services.email.enqueue(tx, message, `${key}:${recipient.keySuffix}`));
  }
  return queued;
}

/**
 * Saves a team e-mail and delivers it at once (for callers without a transaction); a provider's failure is
 * left to the outbox's retries, never thrown.
 * @param services the database, the outbox and the configuration (TEAM_EMAIL)
 * @param mail the rendered e-mail (subject, HTML, text and its links)
 * @param key the message's idempotency key, as {@link enqueueTeamEmail}'s
 * @returns how many addressees it was saved for (0 when there is no TEAM_EMAIL and no enabled operator)
 * @throws Error only when the outbox rows could not be saved (the database failed)
 */
export async function emailTeam(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  mail: TeamEmail,
  key: string,
): Promise<number> {
  const queued = await enqueueTeamEmail(services.db, services, mail, key);
  await services.email.deliver(queued);
  return queued.length;
}
