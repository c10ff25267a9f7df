/**
 * Scheduled work that must happen once however many server processes run: each run of a job has a key (for a daily job,
 * the Europe/London date), and the process that inserts the row (job, run key) into scheduled_job_runs first does the
 * run. The insert is `INSERT … ON CONFLICT DO NOTHING`, so exactly one process (or ops command) wins, on PostgreSQL as
 * on the embedded database, and nothing else has to be locked or elected.
 *
 * A claimed run is never claimed again: a run that fails or whose process stops part-way is NOT retried with the
 * same key (that day, for a daily job). Its row keeps finishedAt null and, when the work threw, the error's message
 * in result.error; the next key (the next day) runs as usual. This is chosen over retrying because the work this
 * serves (e-mails) must not be sent twice, and a run cannot tell which of its e-mails left before it stopped.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobRuns } from '../db/schema';

/** Which run of which job: e.g. `{ job: 'saved-search-alerts', runKey: '2026-11-29' }`. */
export type JobRunKey = { job: string; runKey: string };

/** What {@link runJobOnce} did: whether this caller ran the job, and what the work returned when it did. */
export type JobRunOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Claims a run: inserts (job, run key) unless it is there.
 * @param db the database
 * @param key the job and the run's key
 * @returns true when this caller claimed the run (and must do it); false when someone claimed it before
 */
export async function claimJobRun(db: Db, key: JobRunKey): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job: key.job, runKey: key.runKey })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  return claimed.length > 0;
}

/**
 * Records the end of a claimed run: finishedAt (now) and what it did, or only the error when it failed (finishedAt
 * then stays null: "stopped part-way").
 * @param db the database
 * @param key the job and the run's key
 * @param outcome `{ result }` for a finished run, `{ error }` (a message) for a failed one
 */
export async function recordJobRunEnd(
  db: Db,
  key: JobRunKey,
  outcome: { result: Record<string, unknown> } | { error: string },
): Promise<void> {
  await db
    .update(scheduledJobRuns)
    .set(
      'error' in outcome
        ? { result: { error: outcome.error } }
        : { finishedAt: new Date(), result: outcome.result },
    )
    .where(and(eq(scheduledJobRuns.job, key.job), eq(scheduledJobRuns.runKey, key.runKey)));
}

/**
 * Does a job's run once across processes: claims it ({@link claimJobRun}) and, when this caller won, does the work
 * and records its end ({@link recordJobRunEnd}). A run claimed before (by this or another process) is not done
 * again, even when that run failed (see the module's note).
 * @param db the database
 * @param key the job and the run's key
 * @param work the run's work; what it returns is stored in scheduled_job_runs.result
 * @returns `{ ran: true, result }` when this caller did the run, `{ ran: false }` when it was claimed before
 * @throws whatever `work` throws, after recording the error on the run
 */
export async function runJobOnce<T extends Record<string, unknown>>(
  db: Db,
  key: JobRunKey,
  work: () => Promise<T>,
): Promise<JobRunOutcome<T>> {
  if (!(await claimJobRun(db, key))) return { ran: false };
  try {
    const result = await work();
    await recordJobRunEnd(db, key, { result });
    return { ran: true, result };
  } catch (error) {
    await recordJobRunEnd(db, key, { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
