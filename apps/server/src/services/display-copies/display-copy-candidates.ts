/**
 * The rows without a display copy (decision 043), read DISPLAY_COPY_BATCH_SIZE at a time by
 * keyset paging, each with the owner its display key is issued to.
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import {
  homeSubmissionImages,
  homeSubmissions,
  landlordListingImages,
  landlordListings,
  operators,
  promotions,
  userApplications,
} from '../../db/schema';
import {
  type Candidate,
  DISPLAY_COPY_BATCH_SIZE,
  type DisplayCopyKind,
  type DisplayCopyServices,
} from './display-copy-report';

/** Reads the next batch of one kind's rows without a display copy, after an id (null: from the start). */
export type CandidateReader = (after: string | null) => Promise<Candidate[]>;

/**
 * Promotions whose image has no display copy. Their owner is the operator whose key the image is (as
 * createPromotion issues it); the operators are read once, on the first batch with rows.
 */
function promotionReader(services: DisplayCopyServices): CandidateReader {
  let operatorIds: string[] | null = null;
  return async (after) => {
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
  };
}

/** Home submissions' photos without a display copy; their owner is the applicant. */
function homePhotoReader(services: DisplayCopyServices): CandidateReader {
  return async (after) => {
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
  };
}

/** Landlord listings' photos without a display copy; their owner is the landlord. */
function landlordPhotoReader(services: DisplayCopyServices): CandidateReader {
  return async (after) => {
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
  };
}

/**
 * The readers of every kind of row that can lack a display copy, in the order a run goes through them
 * (promotions, home photos, landlord photos).
 * @returns one reader per kind, each reading at most DISPLAY_COPY_BATCH_SIZE rows in id order
 */
export function candidateReaders(services: DisplayCopyServices): Record<DisplayCopyKind, CandidateReader> {
  return {
    promotions: promotionReader(services),
    homePhotos: homePhotoReader(services),
    landlordPhotos: landlordPhotoReader(services),
  };
}
