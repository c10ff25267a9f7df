/**
 * One row's display copy (decision 043): the original read and resized by displayCopy, written
 * under a new key issued to its owner, and the row's display key saved with its claim in one transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { homeSubmissionImages, landlordListingImages, promotions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../../lib/photo-display';
import { claimUploads, deleteUnrecordedFiles, type UploadClaim } from '../upload-claims';
import type {
  Candidate,
  DisplayCopyKind,
  DisplayCopyProblem,
  DisplayCopyServices,
} from './display-copy-report';

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

/** What makeDisplayCopy needs. */
export type MakeDisplayCopyOptions = {
  /** The row without a display copy. */
  candidate: Candidate;
  /** Only check the copy can be made: write nothing. */
  dryRun: boolean;
};

/** What became of one row: made, skipped (the row changed meanwhile) or the problem. */
export type DisplayCopyOutcome = 'made' | 'skipped' | { problem: DisplayCopyProblem; detail?: string };

/** Sets the row's display key while it still has none (and, for a promotion, the same image). */
async function setDisplayKey(
  tx: Tx,
  candidate: Candidate,
  displayKey: string,
): Promise<Array<{ id: string }>> {
  if (candidate.kind === 'promotions') {
    return tx
      .update(promotions)
      .set({ displayImageKey: displayKey })
      .where(
        and(
          eq(promotions.id, candidate.id),
          eq(promotions.imageKey, candidate.key),
          isNull(promotions.displayImageKey),
        ),
      )
      .returning({ id: promotions.id });
  }
  if (candidate.kind === 'homePhotos') {
    return tx
      .update(homeSubmissionImages)
      .set({ displayStorageKey: displayKey })
      .where(and(eq(homeSubmissionImages.id, candidate.id), isNull(homeSubmissionImages.displayStorageKey)))
      .returning({ id: homeSubmissionImages.id });
  }
  return tx
    .update(landlordListingImages)
    .set({ displayStorageKey: displayKey })
    .where(and(eq(landlordListingImages.id, candidate.id), isNull(landlordListingImages.displayStorageKey)))
    .returning({ id: landlordListingImages.id });
}

/** Saves the written copy's key on its row with its claim; deletes the copy when it was not saved. */
async function saveDisplayKey(
  services: DisplayCopyServices,
  candidate: Candidate,
  displayKey: string,
): Promise<DisplayCopyOutcome> {
  const kind = KINDS[candidate.kind];
  let saved: boolean;
  try {
    saved = await services.db.transaction(async (tx) => {
      const updated = await setDisplayKey(tx, candidate, displayKey);
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

/**
 * Makes one row's display copy and saves it with its claim (or, in a dry run, only checks it can be made).
 * @returns 'made', 'skipped' (the row changed meanwhile) or the problem
 * @throws Error when the copy cannot be written or the database cannot be reached
 */
export async function makeDisplayCopy(
  services: DisplayCopyServices,
  options: MakeDisplayCopyOptions,
): Promise<DisplayCopyOutcome> {
  const { candidate } = options;
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
  if (options.dryRun) return 'made';

  const displayKey = services.uploadKeys.create(candidate.owner);
  await services.storage.write(displayKey, copy.bytes, { contentType: DISPLAY_CONTENT_TYPE });
  return saveDisplayKey(services, candidate, displayKey);
}
