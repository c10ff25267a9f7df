/**
 * The upload sweep (decision 004): files uploaded through a signed URL that no row ever
 * recorded (a form abandoned, a photo chosen and then removed before saving, a client that stopped half-way)
 * are removed once they are older than UPLOAD_SWEEP_MIN_AGE_HOURS. A file a row records is never removed:
 * each candidate is looked up in every column that records a stored file, and kept when any has it.
 *
 * The recorded keys (apps/server/src/db/schema.ts): upload_claims.key (one row per recorded key: one
 * purpose per upload), and, for records made before the claims, applicant_documents.storage_key (applicants' and
 * co-applicants' documents), home_submission_images.storage_key and display_storage_key,
 * landlord_listing_images.storage_key and display_storage_key, promotions.image_key and display_image_key. A
 * new column that records a stored file must be added to recordedKeys in services/upload-claims.ts (the
 * sweep's test checks each kind is kept).
 *
 * It runs in the server every UPLOAD_SWEEP_INTERVAL_MINUTES (main.ts; 0 turns it off) and on demand with
 * `npm run ops -- sweep-uploads [--dry-run]`. On S3 the bucket's lifecycle rule (README "Storage") is the
 * backstop for what this misses; the sweep is what removes them on the local store.
 */
import type { AppServices } from '../context';
import { auditLog } from '../db/schema';
import { UPLOAD_URL_TTL_SECONDS } from './documents';
import { recordedKeys } from './upload-claims';

/**
 * How old an unrecorded file must be before it is removed: 24 hours, far past its upload URL's 15 minutes
 * (UPLOAD_URL_TTL_SECONDS), so that a form left open for a working day can still save the photos it uploaded.
 * Decided here (files are removed once their URL has expired; the margin is ours).
 */
export const UPLOAD_SWEEP_MIN_AGE_HOURS = 24;

/** What one sweep did. */
export type UploadSweepReport = {
  /** Files stored before the cutoff that were looked at. */
  examined: number;
  /** Of those, the ones a row records (kept). */
  recorded: number;
  /** The keys removed (or, in a dry run, that would have been). */
  removed: string[];
  /** Keys that could not be removed (the store refused; tried again next time). */
  failed: string[];
  /** Only files stored before this instant were looked at. */
  cutoff: Date;
  dryRun: boolean;
};

/**
 * Which of some keys a record holds (services/upload-claims.ts): a claim in upload_claims or any column that
 * records a stored file. The sweep and every deletion path (deleteUnrecordedFiles) ask the same question, so
 * nothing one of them keeps is removed by the other.
 */
export { recordedKeys };

/**
 * Removes the stored files no row records that were stored more than `minAgeHours` ago.
 * @param options.now the clock (tests move it); default now
 * @param options.minAgeHours default UPLOAD_SWEEP_MIN_AGE_HOURS; at least the upload URL's life
 * @param options.dryRun list what would be removed, remove nothing
 * @param options.actor who ran it, for the audit-log row `sweep-uploads` (counts and up to 100 removed keys;
 *   keys are random and name no one); without it, a row is written only when something was removed, with the
 *   actor "upload-sweep"
 * @returns what was examined, kept and removed
 * @throws Error when the database or the store cannot be reached (nothing recorded is ever removed then)
 */
export async function sweepUploads(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  options: { now?: Date; minAgeHours?: number; dryRun?: boolean; actor?: string } = {},
): Promise<UploadSweepReport> {
  const minAgeSeconds = Math.max(
    (options.minAgeHours ?? UPLOAD_SWEEP_MIN_AGE_HOURS) * 3600,
    UPLOAD_URL_TTL_SECONDS,
  );
  const cutoff = new Date((options.now ?? new Date()).getTime() - minAgeSeconds * 1000);
  const report: UploadSweepReport = {
    examined: 0,
    recorded: 0,
    removed: [],
    failed: [],
    cutoff,
    dryRun: options.dryRun ?? false,
  };
  for await (const page of services.storage.listStoredBefore(cutoff)) {
    report.examined += page.length;
    const recorded = await recordedKeys(
      services.db,
      page.map((object) => object.key),
    );
    report.recorded += recorded.size;
    for (const { key } of page) {
      if (recorded.has(key)) continue;
      if (!report.dryRun) {
        try {
          await services.storage.delete(key);
        } catch (error) {
          services.logger.warn({ err: error, key }, 'the upload sweep could not remove a file');
          report.failed.push(key);
          continue;
        }
      }
      report.removed.push(key);
    }
  }
  const counts = {
    examined: report.examined,
    recorded: report.recorded,
    removed: report.removed.length,
    failed: report.failed.length,
    dryRun: report.dryRun,
  };
  services.logger.info(counts, 'upload sweep');
  if (options.actor || report.removed.length > 0) {
    await services.db.insert(auditLog).values({
      actor: options.actor ?? 'upload-sweep',
      action: 'sweep-uploads',
      details: { ...counts, cutoff: cutoff.toISOString(), keys: report.removed.slice(0, 100) },
    });
  }
  return report;
}
