/**
 * The daily `arrears-reminders` job (decision 075; packages/domain arrears.ts `reminderDue`): for every plan that
 * owes arrears and is not keeping to a payment plan, a kind reminder e-mail on each reminder day (14, 21 and 28
 * days after the oldest unpaid collection's due date), to the applicant and a joined co-applicant. Each reminder
 * is recorded once (arrears_reminders' unique plan, since and day) in the transaction that queues its e-mails in
 * the outbox under the key `arrears-reminder:<plan>:<since>:<day>:<side>`, so a job run twice, or on two servers,
 * sends each reminder once.
 */
import { reminderDue } from '@stairway/domain/arrears';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import type { AppServices } from '../../context';
import { arrearsReminders } from '../../db/schema';
import { renderArrearsReminder } from '../../emails/arrears-emails';
import { londonToday } from '../../lib/dates';
import type { QueuedEmail } from '../email-outbox';
import { arrearsPeople } from './arrears-people';
import { planArrears, plansInArrears } from './read-arrears';

/**
 * Sends the reminders due today.
 * @param services the database, the outbox and the configuration (APP_URL for the links)
 * @param now the clock (London's day is today)
 * @returns how many plans owe arrears and how many reminders were sent
 */
export async function runArrearsReminders(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  now: Date = new Date(),
): Promise<{ plansInArrears: number; remindersSent: number }> {
  const today = londonToday(now);
  const owing = await plansInArrears(services.db);
  let remindersSent = 0;
  for (const { planId } of owing) {
    const state = await planArrears(services.db, planId, today);
    const day = reminderDue(state.stage, state.ageDays);
    if (day === null || state.sinceDate === null) continue;
    const sinceDate = state.sinceDate;
    const queued = await services.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(arrearsReminders)
        .values({ planId, sinceDate, reminderDay: day, arrearsPence: state.arrearsPence })
        .onConflictDoNothing()
        .returning();
      if (!recorded) return [];
      const messages: QueuedEmail[] = [];
      for (const person of await arrearsPeople(tx, planId)) {
        const link = `${services.config.appUrl}${person.path}`;
        const mail = await renderArrearsReminder({
          firstName: person.firstName,
          amount: formatPence(state.arrearsPence),
          since: formatPurchaseCaseDate(sinceDate),
          link,
        });
        const key = `arrears-reminder:${planId}:${sinceDate}:${day}:${person.side}`;
        messages.push(await services.email.enqueue(tx, { to: person.email, ...mail, links: [link] }, key));
      }
      return messages;
    });
    if (queued.length > 0) remindersSent += 1;
    await services.email.deliver(queued);
  }
  return { plansInArrears: owing.length, remindersSent };
}
