/**
 * Stairway's scheduled work on the job queue (decision 063): each job runs once per schedule however many servers
 * run. Each job is a cron schedule in London time: pg-boss sends one job per slot across every server on
 * PostgreSQL, and the in-process runner one per slot on the embedded database (one process).
 *
 * - `upload-sweep`: files uploaded through a signed URL that no row ever recorded (decision 004), every
 *   UPLOAD_SWEEP_INTERVAL_MINUTES ({@link sweepSchedule}).
 * - `retention-sweep`: the retention rule's erasures (decision 050), daily at 03:30.
 * - `bank-reconnect-reminders`: open-banking consents about to end (decision 054), daily at 10:00.
 * - `saved-search-alerts`: checked hourly; the day's alerts go once a London day after 07:00, claimed in
 *   scheduled_job_runs as well, so a run sent twice still sends each e-mail once.
 * - `plan-collections`: the plan's Direct Debit collections due (decision 071), daily at 06:00: each is created
 *   and asked for once however often the job runs (services/direct-debit/collections.ts).
 * - `home-revaluations`: each moved-in home revalued from the UK House Price Index (decision 073), at 05:00 on
 *   the first day of each quarter; a home is revalued at most once a day however often it runs.
 * - `arrears-reminders`: a kind reminder of arrears on each reminder day (decision 075), daily at 09:00; each
 *   reminder is recorded and e-mailed once however often it runs (services/arrears/arrears-reminders.ts).
 * - the e-mail outbox's sweep (services/email-outbox.ts), every minute, defined with the outbox.
 *
 * A failed run is logged and not retried (retryLimit 0): the next slot runs as usual, as before this queue.
 */
import type { AppServices } from '../context';
import { sendBankReconnectReminders } from '../ops/bank-reconnect-reminders';
import { runArrearsReminders } from './arrears/arrears-reminders';
import { runPlanCollections } from './direct-debit/collections';
import { sweepRetainedRecords } from './retention';
import { runDailySavedSearchAlerts } from './saved-search-alerts';
import { sweepUploads } from './upload-sweep';
import { runQuarterlyRevaluations } from './valuations/home-valuations';

/**
 * The cron expression for a sweep every `minutes`: `*\/m * * * *` when it divides an hour, `0 *\/h * * *` for a
 * whole number of hours that divides a day, else once a day at 04:00 (cron cannot say "every 90 minutes"; the
 * README's configuration table says so).
 * @param minutes UPLOAD_SWEEP_INTERVAL_MINUTES (1 to 10,080)
 * @returns a five-field cron expression
 */
export function sweepSchedule(minutes: number): string {
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && minutes < 1440 && 24 % (minutes / 60) === 0) return `0 */${minutes / 60} * * *`;
  return '0 4 * * *';
}

/** The scheduled jobs' names and their cron expressions (London time) for a configuration. */
export function backgroundSchedules(config: Pick<AppServices['config'], 'UPLOAD_SWEEP_INTERVAL_MINUTES'>) {
  return {
    ...(config.UPLOAD_SWEEP_INTERVAL_MINUTES > 0
      ? { 'upload-sweep': sweepSchedule(config.UPLOAD_SWEEP_INTERVAL_MINUTES) }
      : {}),
    'retention-sweep': '30 3 * * *',
    'bank-reconnect-reminders': '0 10 * * *',
    'saved-search-alerts': '5 * * * *',
    'plan-collections': '0 6 * * *',
    'arrears-reminders': '0 9 * * *',
    'home-revaluations': '0 5 1 1,4,7,10 *',
  } as Record<string, string>;
}

/**
 * Defines and schedules the scheduled work on `services.queue` (call before the queue starts; main.ts).
 * @param services the shared services
 */
export function defineBackgroundJobs(services: AppServices): void {
  const work: Record<string, () => Promise<unknown>> = {
    'upload-sweep': () => sweepUploads(services),
    'retention-sweep': () => sweepRetainedRecords(services.db),
    'bank-reconnect-reminders': () => sendBankReconnectReminders(services),
    'plan-collections': async () => {
      const result = await runPlanCollections(services);
      services.logger.info(result, 'plan collections asked for');
    },
    'arrears-reminders': async () => {
      const result = await runArrearsReminders(services);
      services.logger.info(result, 'arrears reminders sent');
    },
    'home-revaluations': async () => {
      const result = await runQuarterlyRevaluations(services);
      services.logger.info(result, 'homes revalued');
    },
    'saved-search-alerts': async () => {
      const outcome = await runDailySavedSearchAlerts(services);
      if (outcome.ran) services.logger.info({ ...outcome.result }, 'saved-search alerts sent');
    },
  };
  for (const [name, cron] of Object.entries(backgroundSchedules(services.config))) {
    const run = work[name];
    if (!run) continue;
    services.queue.define(
      name,
      async () => {
        try {
          await run();
        } catch (error) {
          services.logger.error({ err: error, job: name }, 'a scheduled job failed');
        }
      },
      { retryLimit: 0, retryDelaySeconds: 60 },
    );
    services.queue.schedule(name, cron);
  }
}
