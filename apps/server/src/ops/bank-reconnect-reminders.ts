/**
 * `npm run ops -- send-bank-reconnect-reminders` (decision 054): UK open-banking consent lasts 90 days. This
 * e-mails each person whose Active bank connection's consent ends within 7 days, once per consent
 * (open_banking_connections.reconnect_reminder_sent_at), and marks Expired the connections whose consent has
 * ended. Only applications not yet submitted are reminded: reconnecting after submission is not possible yet,
 * and what was read stays with the review. Run it daily (README "Open banking: Plaid": a cron line); the
 * server also runs it daily at 10:00 London time (services/background-jobs.ts).
 *
 * Each reminder goes through the transactional outbox (decision 063): the connection is claimed (its
 * reconnect_reminder_sent_at set) and the e-mail queued in one transaction, keyed by the connection and the end of
 * its consent (`bank-reconnect-reminder:<connection id>:<consent ends, ISO>`), then delivered after the commit. A
 * run killed between the two leaves a pending row for the outbox's sweep, never a claim without its e-mail, and a
 * second run, on this server or another, finds the connection claimed: one reminder per consent.
 */
import { APPLICATION_STEP_PATHS } from '@stairway/domain/application-progress';
import dayjs from 'dayjs';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { createServices } from '../composition';
import { loadConfig } from '../config';
import type { AppServices } from '../context';
import { openDatabaseForCommand } from '../db/client';
import { openBankingConnections } from '../db/provider-schema';
import { coApplicants, userApplications, users } from '../db/schema';
import { renderBankReconnectReminderEmail } from '../emails/bank-reconnect-reminder';
import { RECONNECT_REMINDER_DAYS } from '../services/open-banking';

/** What a run did. */
export type ReconnectReminderReport = { reminded: number; expired: number; failed: number };

/**
 * Marks Expired the connections whose consent has ended, and e-mails each person whose Active consent ends
 * within RECONNECT_REMINDER_DAYS and who has not been reminded for it: the e-mail is rendered first, then the
 * claim and the outbox row are saved in one transaction, then the e-mail is delivered (a provider's refusal is
 * retried by the outbox, not by the next run).
 * @param services the database, e-mail outbox, configuration (APP_URL for the link) and logger
 * @param now the instant of the run (tests)
 * @returns how many were reminded (their e-mail queued with their claim), expired, and how many reminders failed
 *   before they were queued (a rendering or database failure: nothing was claimed, so the next run tries again)
 */
export async function sendBankReconnectReminders(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  now: Date = new Date(),
): Promise<ReconnectReminderReport> {
  const { db } = services;
  const expired = await db
    .update(openBankingConnections)
    .set({ status: 'Expired' })
    .where(
      and(
        inArray(openBankingConnections.status, ['Active', 'ReconnectNeeded']),
        lte(openBankingConnections.consentExpiresAt, now),
      ),
    )
    .returning({ id: openBankingConnections.id });
  const until = dayjs(now).add(RECONNECT_REMINDER_DAYS, 'day').toDate();
  const due = await db
    .select({
      id: openBankingConnections.id,
      person: openBankingConnections.person,
      applicationId: openBankingConnections.applicationId,
      bankName: openBankingConnections.institutionName,
      endsAt: openBankingConnections.consentExpiresAt,
      userId: userApplications.userId,
    })
    .from(openBankingConnections)
    .innerJoin(userApplications, eq(userApplications.id, openBankingConnections.applicationId))
    .where(
      and(
        eq(openBankingConnections.status, 'Active'),
        isNull(openBankingConnections.reconnectReminderSentAt),
        gt(openBankingConnections.consentExpiresAt, now),
        lte(openBankingConnections.consentExpiresAt, until),
        eq(userApplications.submitted, false),
      ),
    );
  let reminded = 0;
  let failed = 0;
  for (const connection of due) {
    const [recipient] =
      connection.person === 'coApplicant'
        ? await db
            .select({ email: coApplicants.email, firstName: coApplicants.firstName })
            .from(coApplicants)
            .where(eq(coApplicants.applicationId, connection.applicationId))
        : await db
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, connection.userId));
    if (!recipient?.email || !connection.endsAt) continue;
    const { endsAt } = connection;
    const to = recipient.email;
    const link = `${services.config.appUrl}${
      APPLICATION_STEP_PATHS[
        connection.person === 'coApplicant' ? 'co-applicant-bank-statements' : 'applicant-bank-statements'
      ]
    }`;
    try {
      const mail = await renderBankReconnectReminderEmail({
        firstName: recipient.firstName ?? 'there',
        bankName: connection.bankName,
        endsOn: dayjs(endsAt).format('D MMMM YYYY'),
        link,
      });
      // Claimed with its e-mail, so that two runs at once send one reminder, and a claim never lacks its e-mail.
      const queued = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(openBankingConnections)
          .set({ reconnectReminderSentAt: now })
          .where(
            and(
              eq(openBankingConnections.id, connection.id),
              isNull(openBankingConnections.reconnectReminderSentAt),
            ),
          )
          .returning({ id: openBankingConnections.id });
        if (claimed.length === 0) return null;
        return services.email.enqueue(
          tx,
          { to, ...mail, links: [link] },
          `bank-reconnect-reminder:${connection.id}:${endsAt.toISOString()}`,
        );
      });
      if (!queued) continue;
      await services.email.deliver(queued);
      reminded += 1;
    } catch (error) {
      failed += 1;
      services.logger.error(
        { err: error, connectionId: connection.id },
        'the bank reconnect reminder failed',
      );
    }
  }
  return { reminded, expired: expired.length, failed };
}

/**
 * The command: runs the reminders once against the configured database and prints what it did. A reminder whose
 * first delivery fails waits in the outbox for a running server's sweep (the command does not start the queue).
 * @returns the process's exit code: 0, or 1 when a reminder failed before it was queued
 */
export async function runBankReconnectReminders(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabaseForCommand({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
  });
  try {
    const services = await createServices(config, { database });
    const report = await sendBankReconnectReminders(services);
    console.log(
      `${report.reminded} reconnect reminders sent, ${report.expired} connections past their consent marked Expired` +
        (report.failed > 0 ? `, ${report.failed} reminders failed (tried again next run)` : '') +
        '.',
    );
    return report.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
