/**
 * Home submissions (spec §3 HomeSubmission; §7 createHomeSubmission, createHomeSubmissionWithListing,
 * updateHomeSubmission, updateSubmission, submitHomeSubmission, deleteHomeSubmission,
 * addImageToHomeSubmission, deleteHomeSubmissionImage, getUserHomeSubmissions).
 *
 * A home from a listing is submitted at once with the listing's facts; a home found elsewhere is saved as a
 * draft page by page and then submitted. The rules of spec §5 (one under review at a time, none once one is
 * approved, the application submitted first, the maintenance flag, a rejected application) are the domain's
 * (getHomeSubmissionRefusal); they are checked with the application row locked (FOR UPDATE), so two quick
 * submits queue one behind the other, and the table's partial unique indexes refuse a second home under
 * review or approved even so. Everything is scoped to the signed-in applicant's own application: other
 * people's submissions and photos are NOT_FOUND.
 */
import { detectDocumentContentType } from '@stairway/domain/documents';
import {
  checkHomeImageFile,
  getHomeSubmissionRefusal,
  getMissingHomeDetails,
  HOME_SUBMISSION_REFUSAL_MESSAGES,
  type HomeSubmissionDetails,
  type HomeSubmissionRefusal,
  type HomeSubmissionState,
  MAX_HOME_IMAGES,
} from '@stairway/domain/home-submissions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { ApplicationRow, HomeSubmissionImageRow, HomeSubmissionRow, ListingRow } from '../db/rows';
import { homeSubmissionImages, homeSubmissions } from '../db/schema';
import { AppError, inputError, notFound } from '../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../lib/photo-display';
import { lockApplication } from './application-changes';
import { getApplication } from './applications';
import { findListingForApplicant } from './favourites';
import { queueHomeReceivedEmail } from './home-submission-emails';
import { isLandlordListingPublished } from './landlord-listings';
import { getSettings } from './settings';
import { assertUploadUnrecorded, claimUploads, deleteUnrecordedFiles } from './upload-claims';

/** What the services here need of the request. */
type Scope = Pick<Context, 'db' | 'loaders'>;

/**
 * The submitted, approved and rejected states of an application's home submissions (drafts included).
 * @param db the database
 * @param applicationId the application
 */
export async function listHomeSubmissionStates(
  db: Db | Tx,
  applicationId: string,
): Promise<HomeSubmissionState[]> {
  return db
    .select({
      submitted: homeSubmissions.submitted,
      approved: homeSubmissions.approved,
      rejected: homeSubmissions.rejected,
    })
    .from(homeSubmissions)
    .where(eq(homeSubmissions.applicationId, applicationId));
}

/** The error for a refusal of spec §5 (extensions.code HOME_SUBMISSION_REFUSED, extensions.reason). */
export function homeSubmissionRefused(reason: HomeSubmissionRefusal): AppError {
  return new AppError('HOME_SUBMISSION_REFUSED', HOME_SUBMISSION_REFUSAL_MESSAGES[reason], {
    extra: { reason },
  });
}

/**
 * Refuses by spec §5 with the application locked: the maintenance flag, a rejected application, one not yet
 * submitted, a home approved or one under review.
 */
async function assertMaySubmit(tx: Tx, application: ApplicationRow): Promise<void> {
  const settings = await getSettings(tx);
  const refusal = getHomeSubmissionRefusal({
    submitHomeEnabled: settings.submitHomeEnabled,
    applicationSubmitted: application.submitted,
    applicationRejected: application.rejected,
    submissions: await listHomeSubmissionStates(tx, application.id),
  });
  if (refusal) throw homeSubmissionRefused(refusal);
}

/**
 * Runs a change to the applicant's home submissions with their application locked, then makes the
 * request's loaders forget the application's submissions. A second home under review or approved that
 * slips past the checks is refused by the partial unique indexes and reported as the spec's message.
 */
async function withLockedApplication<T>(
  scope: Scope,
  userId: string,
  change: (tx: Tx, application: ApplicationRow) => Promise<T>,
): Promise<T> {
  try {
    const { result, applicationId } = await scope.db.transaction(async (tx) => {
      const application = await lockApplication(tx, userId);
      return { result: await change(tx, application), applicationId: application.id };
    });
    scope.loaders.forgetApplication(applicationId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw homeSubmissionRefused('HomeInReview');
    throw error;
  }
}

/** One of the application's own submissions, locked; NOT_FOUND when it is someone else's or missing. */
async function lockOwnSubmission(tx: Tx, applicationId: string, id: string): Promise<HomeSubmissionRow> {
  const [row] = await tx
    .select()
    .from(homeSubmissions)
    .where(and(eq(homeSubmissions.id, id), eq(homeSubmissions.applicationId, applicationId)))
    .for('update');
  if (!row) throw notFound('That home');
  return row;
}

const submittedAlready = () =>
  new AppError(
    'CONFLICT',
    'This home has been submitted, so its details can no longer be changed. Contact us if something needs correcting.',
  );

/** The columns of the details (the GraphQL and domain name EPCRating is the column epcRating). */
function detailColumns(details: Partial<HomeSubmissionDetails>) {
  const { EPCRating, ...rest } = details;
  const columns: Partial<typeof homeSubmissions.$inferInsert> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (EPCRating !== undefined) columns.epcRating = EPCRating;
  // A freehold has no lease: forget any years typed before the answer changed.
  if (details.ownership === 'Freehold') columns.yearsLeftOnLease = null;
  if (details.type && details.type !== 'Other') columns.otherType = null;
  return columns;
}

/**
 * Saves a new draft of a home found elsewhere (spec §7 createHomeSubmission), to be completed with
 * updateHomeSubmission and updateSubmission and sent with submitHomeSubmission.
 * @param details any of the details, parsed with createHomeSubmissionInputSchema
 * @returns the draft
 * @throws HOME_SUBMISSION_REFUSED (reason Paused or ApplicationRejected); NOT_FOUND without an application
 */
export async function createHomeSubmission(
  scope: Scope,
  userId: string,
  details: HomeSubmissionDetails,
): Promise<HomeSubmissionRow> {
  return withLockedApplication(scope, userId, async (tx, application) => {
    const settings = await getSettings(tx);
    if (!settings.submitHomeEnabled) throw homeSubmissionRefused('Paused');
    if (application.rejected) throw homeSubmissionRefused('ApplicationRejected');
    const [row] = await tx
      .insert(homeSubmissions)
      .values({ applicationId: application.id, ...detailColumns(details) })
      .returning();
    if (!row) throw new Error('The home was not saved');
    return row;
  });
}

/**
 * A listing's type and facts as a submission's: its display address as the first line (without a trailing
 * postcode district, which the postcode carries), its postcode (the district when it has none), bedrooms (0
 * is a studio), price and link.
 */
function listingDetails(listing: ListingRow): Partial<typeof homeSubmissions.$inferInsert> {
  const trailingDistrict = new RegExp(`,\\s*${listing.outcode}$`, 'i');
  return {
    listingId: listing.id,
    fromListing: true,
    type: listing.type,
    bedrooms: listing.bedrooms,
    addressLine1: listing.address.replace(trailingDistrict, '').trim() || listing.address,
    postcode: listing.postcode ?? listing.outcode,
    askingPrice: listing.askingPrice,
    link: listing.link,
  };
}

/**
 * Submits a home for sale from the listings for review at once (spec §7 createHomeSubmissionWithListing,
 * input listingId), with the listing's facts, then e-mails "We've got your home" (home-submission-emails.ts:
 * queued in the submission's transaction, delivered after it).
 * @returns the submission, under review
 * A featured home (a landlord's listing, decision 028) may be submitted while it is published; the landlord is
 * never named to the applicant (the submission copies the display address and the district only).
 * @throws NOT_FOUND for an unknown listing or an unpublished featured home; HOME_SUBMISSION_REFUSED (spec §5 and §8 messages) when one is
 *   under review or approved, the application is not submitted or is rejected, or submitting is paused
 */
export async function createHomeSubmissionWithListing(
  scope: Scope & Pick<Context, 'email' | 'config' | 'logger'>,
  userId: string,
  { listingId }: { listingId: string },
): Promise<HomeSubmissionRow> {
  const listing = await findListingForApplicant(scope.db, listingId);
  const submitted = await withLockedApplication(scope, userId, async (tx, application) => {
    await assertMaySubmit(tx, application);
    // A landlord could unpublish it meanwhile: check again inside the transaction.
    if (listing.landlordListingId && !(await isLandlordListingPublished(tx, listing.landlordListingId))) {
      throw notFound('That home');
    }
    const [row] = await tx
      .insert(homeSubmissions)
      .values({
        applicationId: application.id,
        ...listingDetails(listing),
        submitted: true,
        submittedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('The home was not saved');
    // "We've got your home" is queued with the submission (the transactional outbox, decision 063).
    return { row, queued: await queueHomeReceivedEmail(scope, tx, userId, row) };
  });
  await scope.email.deliver(submitted.queued);
  return submitted.row;
}

/**
 * Changes the details of one of the applicant's drafts (spec §7 updateHomeSubmission, updateSubmission).
 * @param input the submission's id and the details to change (others are kept)
 * @returns the draft after the change
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT once it has been submitted
 */
export async function updateHomeSubmission(
  scope: Scope,
  userId: string,
  { homeSubmissionId, ...details }: { homeSubmissionId: string } & Partial<HomeSubmissionDetails>,
): Promise<HomeSubmissionRow> {
  return withLockedApplication(scope, userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, homeSubmissionId);
    if (current.submitted) throw submittedAlready();
    const columns = detailColumns(details);
    if (Object.keys(columns).length === 0) return current;
    const [row] = await tx
      .update(homeSubmissions)
      .set(columns)
      .where(eq(homeSubmissions.id, current.id))
      .returning();
    return row ?? current;
  });
}

/** A submission's details under their API names, for getMissingHomeDetails. */
const asDetails = (row: HomeSubmissionRow) => ({ ...row, EPCRating: row.epcRating });

/**
 * Sends one of the applicant's drafts for review (spec §7 submitHomeSubmission), then e-mails "We've got your
 * home" (home-submission-emails.ts; issue 30: queued in the submission's transaction, delivered after it).
 * @returns the submission, under review
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT when already submitted; BAD_USER_INPUT
 *   naming every missing answer (getMissingHomeDetails); HOME_SUBMISSION_REFUSED by spec §5
 */
export async function submitHomeSubmission(
  scope: Scope & Pick<Context, 'email' | 'config' | 'logger'>,
  userId: string,
  { homeSubmissionId }: { homeSubmissionId: string },
): Promise<HomeSubmissionRow> {
  const submitted = await withLockedApplication(scope, userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, homeSubmissionId);
    if (current.submitted) throw new AppError('CONFLICT', 'This home has already been submitted.');
    const missing = getMissingHomeDetails(asDetails(current));
    if (missing.length > 0) throw inputError(missing);
    await assertMaySubmit(tx, application);
    const [row] = await tx
      .update(homeSubmissions)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(homeSubmissions.id, current.id))
      .returning();
    if (!row) throw new Error('The home was not submitted');
    // "We've got your home" is queued with the submission (the transactional outbox, decision 063).
    return { row, queued: await queueHomeReceivedEmail(scope, tx, userId, row) };
  });
  await scope.email.deliver(submitted.queued);
  return submitted.row;
}

/**
 * Deletes one of the applicant's submissions and its photos (spec §7 deleteHomeSubmission): a draft, one
 * under review (withdrawn) or a rejected one. An approved home stays: the team is already acting on it.
 * @returns the deleted submission's id
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT for an approved home
 */
export async function deleteHomeSubmission(
  scope: Scope & Pick<Context, 'storage' | 'logger'>,
  userId: string,
  { homeSubmissionId }: { homeSubmissionId: string },
): Promise<{ id: string }> {
  const keys = await withLockedApplication(scope, userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, homeSubmissionId);
    if (current.approved) {
      throw new AppError(
        'CONFLICT',
        'This home has been approved, so it can’t be deleted here. Contact us if your plans have changed.',
      );
    }
    const images = await tx
      .delete(homeSubmissionImages)
      .where(eq(homeSubmissionImages.homeSubmissionId, current.id))
      .returning({
        key: homeSubmissionImages.storageKey,
        displayKey: homeSubmissionImages.displayStorageKey,
      });
    await tx.delete(homeSubmissions).where(eq(homeSubmissions.id, current.id));
    return images.flatMap((image) => (image.displayKey ? [image.key, image.displayKey] : [image.key]));
  });
  await deleteFiles(scope, keys);
  return { id: homeSubmissionId };
}

/**
 * Deletes stored files that no other record holds (deleteUnrecordedFiles, issue 29 item 1); a failure is only
 * logged, as the records are gone and nothing can reach them.
 */
async function deleteFiles(scope: Pick<Context, 'db' | 'storage' | 'logger'>, keys: string[]) {
  await deleteUnrecordedFiles(scope, keys);
}

/** Photos can be added to and removed from a draft or a home under review, not a decided one. */
const decidedAlready = () =>
  new AppError('CONFLICT', 'We have already decided on this home, so its photos can no longer be changed.');

/**
 * Records a photo uploaded to the URL from getPreSignedUploadUrl as one of a submission's images (spec §7
 * addImageToHomeSubmission). The file must be a JPEG, PNG or WebP of at most 10 MB, recognised from its
 * first bytes, that decodes as an image; anything else is deleted. Its `position` is the place the applicant
 * chose it at (the main photo is the lowest), else after the others. A copy resized for display
 * (lib/photo-display.ts, decision 024) is stored beside the original, which is kept for the team.
 * @returns the image
 * @throws NOT_FOUND for a submission or key that is not the applicant's; BAD_USER_INPUT naming `key` (nothing
 *   uploaded, the wrong type or size, not readable as an image, or {@link MAX_HOME_IMAGES} photos already);
 *   CONFLICT naming `key` when the key is already recorded, here or for any other purpose such as a document
 *   (issue 29 item 1: nothing is then deleted); CONFLICT when the home is decided
 */
export async function addImageToHomeSubmission(
  scope: Scope & Pick<Context, 'storage' | 'uploadKeys' | 'logger'>,
  userId: string,
  input: { homeSubmissionId: string; key: string; position?: number | null | undefined },
): Promise<HomeSubmissionImageRow> {
  const owner = { kind: 'applicant', userId } as const;
  if (!scope.uploadKeys.isOwnedBy(input.key, owner)) throw notFound('That upload');
  // A key is recorded once, for one purpose (issue 29 item 1): refused before its file is checked or deleted.
  await assertUploadUnrecorded(scope.db, input.key, 'key');
  const stored = await scope.storage.inspect(input.key);
  if (!stored)
    throw inputError([{ field: 'key', message: 'We haven’t received this photo: choose it again.' }]);
  const problem = checkHomeImageFile({
    name: 'This photo',
    size: stored.size,
    type: detectDocumentContentType(stored.firstBytes),
  });
  if (problem) {
    await deleteFiles(scope, [input.key]);
    throw inputError([{ field: 'key', message: problem.message.replace(/[“”]/g, '') }]);
  }
  const contentType = detectDocumentContentType(stored.firstBytes) ?? 'image/jpeg';
  await assertMayChangePhotos(scope, userId, input.homeSubmissionId);
  const original = await scope.storage.read(input.key);
  const copy = original ? await displayCopy(original) : null;
  const display = copy?.bytes;
  if (!display) {
    await deleteFiles(scope, [input.key]);
    throw inputError([
      {
        field: 'key',
        message:
          copy?.limitMessage ??
          'This photo can’t be opened as an image: choose another JPEG, PNG or WebP photo.',
      },
    ]);
  }
  const displayKey = scope.uploadKeys.create(owner);
  await scope.storage.write(displayKey, display, { contentType: DISPLAY_CONTENT_TYPE });
  try {
    return await withLockedApplication(scope, userId, async (tx, application) => {
      const submission = await lockOwnSubmission(tx, application.id, input.homeSubmissionId);
      if (submission.approved || submission.rejected) throw decidedAlready();
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(position) + 1, 0)::int` })
        .from(homeSubmissionImages)
        .where(eq(homeSubmissionImages.homeSubmissionId, submission.id));
      if ((count?.n ?? 0) >= MAX_HOME_IMAGES) {
        throw inputError([
          { field: 'key', message: `A home can have up to ${MAX_HOME_IMAGES} photos: remove one first.` },
        ]);
      }
      const [image] = await tx
        .insert(homeSubmissionImages)
        .values({
          homeSubmissionId: submission.id,
          storageKey: input.key,
          contentType,
          sizeBytes: stored.size,
          displayStorageKey: displayKey,
          // Where the applicant chose it, not when its upload finished (issue 30 bug 10); else after the others.
          position: input.position ?? count?.next ?? 0,
        })
        .returning();
      if (!image) throw new Error('The photo was not saved');
      await claimUploads(
        tx,
        [
          { key: input.key, purpose: 'homePhoto', homeSubmissionImageId: image.id },
          { key: displayKey, purpose: 'homePhotoDisplay', homeSubmissionImageId: image.id },
        ],
        'key',
      );
      return image;
    });
  } catch (error) {
    await deleteFiles(scope, [displayKey]);
    throw error;
  }
}

/**
 * Refuses before the work of resizing when the submission is not the applicant's or is decided (checked
 * again, locked, when the photo is recorded).
 */
async function assertMayChangePhotos(scope: Scope, userId: string, homeSubmissionId: string) {
  const submission = await getUserHomeSubmission(scope.db, userId, homeSubmissionId);
  if (submission.approved || submission.rejected) throw decidedAlready();
}

/**
 * Deletes one photo of one of the applicant's submissions, and its files (spec §7 deleteHomeSubmissionImage),
 * unless another record holds them (issue 29 item 1).
 * @returns the deleted image's id
 * @throws NOT_FOUND when it is not the applicant's; CONFLICT when the home is decided
 */
export async function deleteHomeSubmissionImage(
  scope: Scope & Pick<Context, 'storage' | 'logger'>,
  userId: string,
  { imageId }: { imageId: string },
): Promise<{ id: string }> {
  const keys = await withLockedApplication(scope, userId, async (tx, application) => {
    const [found] = await tx
      .select({ image: homeSubmissionImages, submission: homeSubmissions })
      .from(homeSubmissionImages)
      .innerJoin(homeSubmissions, eq(homeSubmissions.id, homeSubmissionImages.homeSubmissionId))
      .where(and(eq(homeSubmissionImages.id, imageId), eq(homeSubmissions.applicationId, application.id)));
    if (!found) throw notFound('That photo');
    if (found.submission.approved || found.submission.rejected) throw decidedAlready();
    await tx.delete(homeSubmissionImages).where(eq(homeSubmissionImages.id, imageId));
    return [found.image.storageKey, found.image.displayStorageKey].filter((k): k is string => k !== null);
  });
  await deleteFiles(scope, keys);
  return { id: imageId };
}

/**
 * The applicant's own submissions, newest first (spec §7 getUserHomeSubmissions).
 * @throws NOT_FOUND without an application
 */
export async function listUserHomeSubmissions(db: Db, userId: string): Promise<HomeSubmissionRow[]> {
  const application = await getApplication(db, userId);
  return db
    .select()
    .from(homeSubmissions)
    .where(eq(homeSubmissions.applicationId, application.id))
    .orderBy(desc(homeSubmissions.createdAt), desc(homeSubmissions.id));
}

/**
 * One of the applicant's own submissions.
 * @throws NOT_FOUND when it is not one of theirs
 */
export async function getUserHomeSubmission(db: Db, userId: string, id: string): Promise<HomeSubmissionRow> {
  const application = await getApplication(db, userId);
  const [row] = await db
    .select()
    .from(homeSubmissions)
    .where(and(eq(homeSubmissions.id, id), eq(homeSubmissions.applicationId, application.id)));
  if (!row) throw notFound('That home');
  return row;
}
