/**
 * `npm run ops -- make-display-copies [--dry-run]` (ops/ops-cli.ts): the missing display copies of rows recorded
 * before display copies existed (decision 043), made one at a time.
 */
import { auditLog } from '../../db/schema';
import { candidateReaders } from './display-copy-candidates';
import {
  DISPLAY_COPY_BATCH_SIZE,
  type DisplayCopiesReport,
  type DisplayCopyCounts,
  type DisplayCopyKind,
  type DisplayCopyProblem,
  type DisplayCopyServices,
} from './display-copy-report';
import { makeDisplayCopy } from './make-display-copy';

/** What makeMissingDisplayCopies can be told. */
export type MakeMissingDisplayCopiesOptions = {
  /** Read and decode every original and count what would be made, but write nothing. */
  dryRun?: boolean;
  /** Who ran it, for the audit-log row. */
  actor?: string;
};

const COUNTERS: Record<DisplayCopyProblem, keyof DisplayCopyCounts> = {
  'could not be read': 'couldNotBeRead',
  'could not be decoded': 'couldNotBeDecoded',
  'has no known owner': 'noKnownOwner',
  'was already claimed': 'alreadyClaimed',
};

/** A kind's counts, all 0. */
const emptyCounts = (): DisplayCopyCounts => ({
  made: 0,
  failed: 0,
  couldNotBeRead: 0,
  couldNotBeDecoded: 0,
  noKnownOwner: 0,
  alreadyClaimed: 0,
  skipped: 0,
});

/** Writes the audit-log row `make-display-copies` when asked to (an actor) or when a copy was made. */
async function audit(
  services: DisplayCopyServices,
  report: DisplayCopiesReport,
  actor: string | undefined,
): Promise<void> {
  const made = Object.values(report.counts).reduce((sum, counts) => sum + counts.made, 0);
  services.logger.info({ dryRun: report.dryRun, counts: report.counts }, 'display copies made');
  if (actor || (made > 0 && !report.dryRun)) {
    await services.db.insert(auditLog).values({
      actor: actor ?? 'make-display-copies',
      action: 'make-display-copies',
      details: {
        dryRun: report.dryRun,
        counts: report.counts,
        failures: report.failures.slice(0, 100),
      },
    });
  }
}

/**
 * Makes the missing display copies of promotions' images, home submissions' photos and landlord listings'
 * photos recorded before display copies existed (decision 043). Rows are read
 * DISPLAY_COPY_BATCH_SIZE at a time and their originals read and decoded one at a time, so memory stays
 * bounded; running it again does only what is still missing.
 * @param services the database, the storage provider, the upload keys and the logger
 * @param options dryRun and actor (MakeMissingDisplayCopiesOptions):
 * @param options.dryRun read and decode every original and count what would be made, but write nothing (no
 *   file, no row, no claim)
 * @param options.actor who ran it, for the audit-log row `make-display-copies` (counts and up to 100
 *   failures; keys are random and name no one); without it, a row is written only when a copy was made, with
 *   the actor "make-display-copies"
 * @returns the counts per kind and every row left without a copy (an original that cannot be read or decoded
 *   is counted and listed, not thrown)
 * @throws Error when the database cannot be reached or a display copy cannot be written to the store (the
 *   copies made before it are kept; run it again for the rest)
 */
export async function makeMissingDisplayCopies(
  services: DisplayCopyServices,
  options: MakeMissingDisplayCopiesOptions = {},
): Promise<DisplayCopiesReport> {
  const report: DisplayCopiesReport = {
    dryRun: options.dryRun ?? false,
    counts: { promotions: emptyCounts(), homePhotos: emptyCounts(), landlordPhotos: emptyCounts() },
    failures: [],
  };
  const readers = candidateReaders(services);
  for (const kind of Object.keys(readers) as DisplayCopyKind[]) {
    // Keyset paging: rows left without a copy (and every row in a dry run) stay null, so an offset would repeat.
    let after: string | null = null;
    for (;;) {
      const batch = await readers[kind](after);
      for (const candidate of batch) {
        const outcome = await makeDisplayCopy(services, { candidate, dryRun: report.dryRun });
        const counts = report.counts[kind];
        if (outcome === 'made' || outcome === 'skipped') {
          counts[outcome] += 1;
        } else {
          counts[COUNTERS[outcome.problem]] += 1;
          counts.failed += 1;
          report.failures.push({ kind, id: candidate.id, key: candidate.key, ...outcome });
        }
      }
      if (batch.length < DISPLAY_COPY_BATCH_SIZE) break;
      after = batch[batch.length - 1]?.id ?? null;
    }
  }
  await audit(services, report, options.actor);
  return report;
}
