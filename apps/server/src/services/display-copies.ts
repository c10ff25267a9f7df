/**
 * Display copies for rows recorded before display copies existed (issue 29 item 2; decision 043): outside the
 * owner and the operators only display copies are shown, so a promotion whose `display_image_key` is null while
 * its `image_key` is set, and a home submission's or landlord listing's photo whose `display_storage_key` is
 * null, show no image to anyone else until one is made. `npm run ops -- make-display-copies [--dry-run]`
 * (ops/ops-cli.ts) calls {@link makeMissingDisplayCopies} once.
 *
 * Each copy is made as the upload paths make it: the stored original is read (storage.read), resized by
 * displayCopy (lib/photo-display.ts: WebP, at most 1600 pixels a side, no EXIF, XMP or ICC profile), written
 * under a new key issued to the original's owner (uploadKeys.create: the applicant for a home photo, as
 * addImageToHomeSubmission does; the landlord for a listing photo, as createUpdateLandlordListing does; the
 * operator whose key the original is for a promotion, as createPromotion does), and the row's display key and
 * its claim in upload_claims (services/upload-claims.ts) are saved in one transaction.
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import {
  auditLog,
  homeSubmissionImages,
  homeSubmissions,
  landlordListingImages,
  landlordListings,
  operators,
  promotions,
  userApplications,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../lib/photo-display';
import type { UploadOwner } from '../lib/upload-keys';
import { claimUploads, deleteUnrecordedFiles, type UploadClaim } from './upload-claims';

/** How many rows are read at a time; originals are read and decoded one at a time. */
export const DISPLAY_COPY_BATCH_SIZE = 100;

/** The kinds of row that can lack a display copy. */
export type DisplayCopyKind = 'promotions' | 'homePhotos' | 'landlordPhotos';

/** How each kind is named in the command's output. */
export const DISPLAY_COPY_KIND_NAMES: Record<DisplayCopyKind, string> = {
  promotions: 'promotions',
  homePhotos: 'home photos',
  landlordPhotos: 'landlord photos',
};

/** Why no display copy was made for a row. */
export type DisplayCopyProblem =
  /** Nothing is stored under the original's key, or the store refused to read it. */
  | 'could not be read'
  /** The original is not a JPEG, PNG or WebP that decodes (damaged, disguised or too many pixels). */
  | 'could not be decoded'
  /** No operator's key matches a promotion's image key, so there is no owner to issue the new key to. */
  | 'has no known owner'
  /**
   * The new key's claim was refused (another record claimed it first): nothing was saved, and the copy written
   * was deleted unless another record holds its key.
   */
  | 'was already claimed';

/** What was done for one kind of row. */
export type DisplayCopyCounts = {
  /** Display copies made (in a dry run: that would be made). */
  made: number;
  /** Rows left without a copy because of a problem: the sum of the four counts below. */
  failed: number;
  couldNotBeRead: number;
  couldNotBeDecoded: number;
  noKnownOwner: number;
  alreadyClaimed: number;
  /** Rows deleted or given a display copy by someone else meanwhile (the copy made here was deleted). */
  skipped: number;
};

/** A row left without a display copy, and why. */
export type DisplayCopyFailure = {
  kind: DisplayCopyKind;
  /** The promotion's, home submission image's or landlord listing image's id. */
  id: string;
  /** The original's storage key. */
  key: string;
  problem: DisplayCopyProblem;
  /** More about the problem when known, e.g. the store's error or the pixel limit's message. */
  detail?: string;
};

/** What one run did. */
export type DisplayCopiesReport = {
  dryRun: boolean;
  counts: Record<DisplayCopyKind, DisplayCopyCounts>;
  /** Every row left without a copy, in the order met. */
  failures: DisplayCopyFailure[];
};

/** One row without a display copy. */
type Candidate = { kind: DisplayCopyKind; id: string; key: string; owner: UploadOwner | null };

/** How each kind's display key is saved and claimed. */
const KINDS: Record<DisplayCopyKind, { claim: (id: string, key: string) => UploadClaim; field: string }> = {
  promotions: {
    claim: (id, key) => ({ key, purpose: 'promotionImageDisplay', promotionId: id }),
    field: 'imageKey',
  },
  homePhotos: {
    claim: (id, key) => ({ key, purpose: 'homePhotoDisplay', homeSubmissionImageId: id }),
    field: 'key',
  },
  landlordPhotos: {
    claim: (id, key) => ({ key, purpose: 'landlordPhotoDisplay', landlordListingImageId: id }),
    field: 'images',
  },
};

const COUNTERS: Record<DisplayCopyProblem, keyof DisplayCopyCounts> = {
  'could not be read': 'couldNotBeRead',
  'could not be decoded': 'couldNotBeDecoded',
  'has no known owner': 'noKnownOwner',
  'was already claimed': 'alreadyClaimed',
};

type Services = Pick<AppServices, 'db' | 'storage' | 'uploadKeys' | 'logger'>;

/**
 * Makes the missing display copies of promotions' images, home submissions' photos and landlord listings'
 * photos recorded before display copies existed (source: issue 29 item 2, decision 043). Rows are read
 * {@link DISPLAY_COPY_BATCH_SIZE} at a time and their originals read and decoded one at a time, so memory stays
 * bounded; running it again does only what is still missing.
 * @param services the database, the storage provider, the upload keys and the logger
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
  services: Services,
  options: { dryRun?: boolean; actor?: string } = {},
): Promise<DisplayCopiesReport> {
  const empty = (): DisplayCopyCounts => ({
    made: 0,
    failed: 0,
    couldNotBeRead: 0,
    couldNotBeDecoded: 0,
    noKnownOwner: 0,
    alreadyClaimed: 0,
    skipped: 0,
  });
  const report: DisplayCopiesReport = {
    dryRun: options.dryRun ?? false,
    counts: { promotions: empty(), homePhotos: empty(), landlordPhotos: empty() },
    failures: [],
  };
  let operatorIds: string[] | null = null;
  const batches: Record<DisplayCopyKind, (after: string | null) => Promise<Candidate[]>> = {
    promotions: async (after) => {
      const rows = await services.db
        .select({ id: promotions.id, key: promotions.imageKey })
        .from(promotions)
        .where(
          and(
            isNull(promotions.displayImageKey),
            isNotNull(promotions.imageKey),
            after === null ? undefined : gt(promotions.id, after),
          ),
        )
        .orderBy(asc(promotions.id))
        .limit(DISPLAY_COPY_BATCH_SIZE);
      if (rows.length > 0 && operatorIds === null) {
        operatorIds = (await services.db.select({ id: operators.id }).from(operators)).map((o) => o.id);
      }
      return rows.map((row) => {
        const key = row.key ?? '';
        const operatorId = operatorIds?.find((id) =>
          services.uploadKeys.isOwnedBy(key, { kind: 'operator', operatorId: id }),
        );
        return {
          kind: 'promotions' as const,
          id: row.id,
          key,
          owner: operatorId ? { kind: 'operator' as const, operatorId } : null,
        };
      });
    },
    homePhotos: async (after) => {
      const rows = await services.db
        .select({
          id: homeSubmissionImages.id,
          key: homeSubmissionImages.storageKey,
          userId: userApplications.userId,
        })
        .from(homeSubmissionImages)
        .innerJoin(homeSubmissions, eq(homeSubmissions.id, homeSubmissionImages.homeSubmissionId))
        .innerJoin(userApplications, eq(userApplications.id, homeSubmissions.applicationId))
        .where(
          and(
            isNull(homeSubmissionImages.displayStorageKey),
            after === null ? undefined : gt(homeSubmissionImages.id, after),
          ),
        )
        .orderBy(asc(homeSubmissionImages.id))
        .limit(DISPLAY_COPY_BATCH_SIZE);
      // The owner addImageToHomeSubmission issues the display key to: the applicant.
      return rows.map((row) => ({
        kind: 'homePhotos' as const,
        id: row.id,
        key: row.key,
        owner: { kind: 'applicant' as const, userId: row.userId },
      }));
    },
    landlordPhotos: async (after) => {
      const rows = await services.db
        .select({
          id: landlordListingImages.id,
          key: landlordListingImages.storageKey,
          landlordId: landlordListings.landlordId,
        })
        .from(landlordListingImages)
        .innerJoin(landlordListings, eq(landlordListings.id, landlordListingImages.listingId))
        .where(
          and(
            isNull(landlordListingImages.displayStorageKey),
            after === null ? undefined : gt(landlordListingImages.id, after),
          ),
        )
        .orderBy(asc(landlordListingImages.id))
        .limit(DISPLAY_COPY_BATCH_SIZE);
      // The owner createUpdateLandlordListing issues the display key to: the landlord.
      return rows.map((row) => ({
        kind: 'landlordPhotos' as const,
        id: row.id,
        key: row.key,
        owner: { kind: 'landlord' as const, landlordId: row.landlordId },
      }));
    },
  };

  for (const kind of Object.keys(batches) as DisplayCopyKind[]) {
    // Keyset paging: rows left without a copy (and every row in a dry run) stay null, so an offset would repeat.
    let after: string | null = null;
    for (;;) {
      const batch = await batches[kind](after);
      for (const candidate of batch) {
        const outcome = await makeOne(services, candidate, report.dryRun);
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

  const made = Object.values(report.counts).reduce((sum, counts) => sum + counts.made, 0);
  services.logger.info({ dryRun: report.dryRun, counts: report.counts }, 'display copies made');
  if (options.actor || (made > 0 && !report.dryRun)) {
    await services.db.insert(auditLog).values({
      actor: options.actor ?? 'make-display-copies',
      action: 'make-display-copies',
      details: {
        dryRun: report.dryRun,
        counts: report.counts,
        failures: report.failures.slice(0, 100),
      },
    });
  }
  return report;
}

/**
 * Makes one row's display copy and saves it with its claim (or, in a dry run, only checks it can be made).
 * @returns 'made', 'skipped' (the row changed meanwhile) or the problem
 * @throws Error when the copy cannot be written or the database cannot be reached
 */
async function makeOne(
  services: Services,
  candidate: Candidate,
  dryRun: boolean,
): Promise<'made' | 'skipped' | { problem: DisplayCopyProblem; detail?: string }> {
  if (!candidate.owner) return { problem: 'has no known owner' };
  let original: Uint8Array | null;
  try {
    original = await services.storage.read(candidate.key);
  } catch (error) {
    services.logger.warn(
      { err: error, key: candidate.key },
      'could not read an original for its display copy',
    );
    return { problem: 'could not be read', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!original) return { problem: 'could not be read', detail: 'nothing is stored under its key' };
  const copy = await displayCopy(original);
  original = null;
  if (!copy.bytes) return { problem: 'could not be decoded', detail: copy.limitMessage };
  if (dryRun) return 'made';

  const displayKey = services.uploadKeys.create(candidate.owner);
  await services.storage.write(displayKey, copy.bytes, { contentType: DISPLAY_CONTENT_TYPE });
  const kind = KINDS[candidate.kind];
  let saved: boolean;
  try {
    saved = await services.db.transaction(async (tx) => {
      const updated =
        candidate.kind === 'promotions'
          ? await tx
              .update(promotions)
              .set({ displayImageKey: displayKey })
              .where(
                and(
                  eq(promotions.id, candidate.id),
                  eq(promotions.imageKey, candidate.key),
                  isNull(promotions.displayImageKey),
                ),
              )
              .returning({ id: promotions.id })
          : candidate.kind === 'homePhotos'
            ? await tx
                .update(homeSubmissionImages)
                .set({ displayStorageKey: displayKey })
                .where(
                  and(
                    eq(homeSubmissionImages.id, candidate.id),
                    isNull(homeSubmissionImages.displayStorageKey),
                  ),
                )
                .returning({ id: homeSubmissionImages.id })
            : await tx
                .update(landlordListingImages)
                .set({ displayStorageKey: displayKey })
                .where(
                  and(
                    eq(landlordListingImages.id, candidate.id),
                    isNull(landlordListingImages.displayStorageKey),
                  ),
                )
                .returning({ id: landlordListingImages.id });
      if (updated.length === 0) return false;
      await claimUploads(tx, [kind.claim(candidate.id, displayKey)], kind.field);
      return true;
    });
  } catch (error) {
    const kept = await deleteUnrecordedFiles(services, [displayKey]);
    if (error instanceof AppError && error.code === 'CONFLICT') {
      return {
        problem: 'was already claimed',
        detail: kept.length > 0 ? `another record holds ${displayKey}` : `${displayKey} was deleted`,
      };
    }
    throw error;
  }
  if (!saved) {
    await deleteUnrecordedFiles(services, [displayKey]);
    return 'skipped';
  }
  return 'made';
}

/** How each problem is counted in {@link summariseDisplayCopies}. */
const PROBLEMS: Array<[keyof DisplayCopyCounts, string]> = [
  ['couldNotBeRead', 'could not be read'],
  ['couldNotBeDecoded', 'could not be decoded'],
  ['noKnownOwner', 'with no known owner'],
  ['alreadyClaimed', 'already claimed'],
  ['skipped', 'changed meanwhile (skipped)'],
];

/**
 * The one-line summary `npm run ops -- make-display-copies` prints (source: issue 29 item 2, decision 043).
 * @param report what {@link makeMissingDisplayCopies} returned
 * @returns e.g. `promotions: 1 made; home photos: 3 made, 1 could not be decoded; landlord photos: 0 made.`,
 *   with "would be made" and "(dry run: nothing written)" in a dry run
 */
export function summariseDisplayCopies(report: DisplayCopiesReport): string {
  const parts = (Object.keys(report.counts) as DisplayCopyKind[]).map((kind) => {
    const counts = report.counts[kind];
    const made = `${counts.made} ${report.dryRun ? 'would be made' : 'made'}`;
    const problems = PROBLEMS.filter(([counter]) => counts[counter] > 0).map(
      ([counter, words]) => `${counts[counter]} ${words}`,
    );
    return `${DISPLAY_COPY_KIND_NAMES[kind]}: ${[made, ...problems].join(', ')}`;
  });
  return `${parts.join('; ')}.${report.dryRun ? ' (dry run: nothing written)' : ''}`;
}
