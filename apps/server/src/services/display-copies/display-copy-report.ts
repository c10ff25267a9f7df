/**
 * Display copies for rows recorded before display copies existed (decision 043): outside the
 * owner and the operators only display copies are shown, so a promotion whose `display_image_key` is null while
 * its `image_key` is set, and a home submission's or landlord listing's photo whose `display_storage_key` is
 * null, show no image to anyone else until one is made. `npm run ops -- make-display-copies [--dry-run]`
 * (ops/ops-cli.ts) calls makeMissingDisplayCopies (make-missing-display-copies.ts) once.
 *
 * Each copy is made as the upload paths make it: the stored original is read (storage.read), resized by
 * displayCopy (lib/photo-display.ts: WebP, at most 1600 pixels a side, no EXIF, XMP or ICC profile), written
 * under a new key issued to the original's owner (uploadKeys.create: the applicant for a home photo, as
 * addImageToHomeSubmission does; the landlord for a listing photo, as createUpdateLandlordListing does; the
 * operator whose key the original is for a promotion, as createPromotion does), and the row's display key and
 * its claim in upload_claims (services/upload-claims.ts) are saved in one transaction.
 */
import type { AppServices } from '../../context';
import type { UploadOwner } from '../../lib/upload-keys';

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
export type Candidate = { kind: DisplayCopyKind; id: string; key: string; owner: UploadOwner | null };

/** What making display copies needs: the database, the storage provider, the upload keys and the logger. */
export type DisplayCopyServices = Pick<AppServices, 'db' | 'storage' | 'uploadKeys' | 'logger'>;
