/**
 * Landlords' listings (spec §3 LandlordListing; §7 getLandlordListings, getLandlordListing,
 * createUpdateLandlordListing, deleteLandlordListing, getLandlordPreSignedUploadUrl, deleteLandlordListingImage,
 * getLandlordAddressSearch, createListingView; issue 12; decision record 018), and the featured homes applicants
 * see (getHomesSelection.featured).
 *
 * Ownership: every read and change is scoped by the landlord id in the token; another landlord's listing or
 * photo is NOT_FOUND. Applicants see only published listings, through HomeSelection, which has no field about
 * the landlord. Photos are uploaded like documents (a signed URL and a random key bound to the landlord), and
 * checked by their bytes when the listing is saved: JPEG, PNG or WebP up to 10 MB.
 */
import { detectDocumentContentType } from '@stairway/domain/documents';
import {
  checkImageFile,
  LANDLORD_IMAGE_CONTENT_TYPES,
  LANDLORD_IMAGE_MAX_BYTES,
  type LandlordListingParsed,
  landlordDisplayAddress,
  MAX_LANDLORD_LISTING_IMAGES,
} from '@stairway/domain/landlord';
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { LandlordListingImageRow, LandlordListingRow, ListingRow } from '../db/rows';
import {
  landlordListingImages,
  landlordListings,
  listings,
  listingViews,
  postcodeDistricts,
} from '../db/schema';
import { AppError, inputError, notFound } from '../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../lib/photo-display';
import type { AddressSearchResult } from '../providers/address-lookup/address-lookup';
import { searchAddresses } from './addresses';
import { estimateHomeRent } from './calibrated-estimates';
import { createPreSignedUpload, type PreSignedUpload } from './documents';
import { assertUploadUnrecorded, claimUploads, deleteUnrecordedFiles } from './upload-claims';

/** How long a photo's URL works once read: 1 hour, seconds (long enough to browse; decided here). */
export const IMAGE_URL_TTL_SECONDS = 60 * 60;

/** A photo as the landlord sees it: its id (to delete it) and a URL that works for an hour. */
export type LandlordImage = { id: string; url: string };

/** One listing as its landlord edits it (spec §7 getLandlordListing, "the detail variant, without views"). */
export type LandlordListingDetail = LandlordListingRow & {
  /** The main (first) photo's URL, null without photos. */
  image: string | null;
  images: LandlordImage[];
};

/** A listing as its landlord sees it in their list (spec §3 LandlordListing). */
export type LandlordListingView = LandlordListingDetail & {
  /** Applicants who opened it, counted once per applicant per day. */
  views: number;
};

type Services = Pick<AppServices, 'db' | 'storage'>;

/**
 * Who a photo is shown to: its landlord (`owner`), or applicants (`others`), who are only ever given the display
 * copy, never the file as uploaded with its metadata (issue 29 item 2).
 */
type Audience = 'owner' | 'others';

/**
 * A photo's URL: the display copy (WebP, metadata removed) when there is one; else, for its landlord only, the
 * file as uploaded (a photo saved before resizing), and null for anyone else.
 */
const photoUrl = async (
  services: Pick<AppServices, 'storage'>,
  image: LandlordListingImageRow,
  audience: Audience,
): Promise<string | null> => {
  if (image.displayStorageKey) {
    return services.storage.createDownloadUrl(image.displayStorageKey, {
      expiresInSeconds: IMAGE_URL_TTL_SECONDS,
      fileName: 'photo.webp',
      contentType: DISPLAY_CONTENT_TYPE,
    });
  }
  if (audience !== 'owner') return null;
  return services.storage.createDownloadUrl(image.storageKey, {
    expiresInSeconds: IMAGE_URL_TTL_SECONDS,
    fileName: `photo.${image.contentType.split('/')[1] ?? 'jpg'}`,
    contentType: image.contentType,
  });
};

/** The stored files of photos: the upload and its display copy. */
const filesOf = (images: Array<{ key: string; displayKey: string | null }>) =>
  images.flatMap((i) => (i.displayKey ? [i.key, i.displayKey] : [i.key]));

/** The photos of some listings, in order, by listing id. */
async function imagesOf(
  services: Services,
  listingIds: readonly string[],
  audience: Audience = 'owner',
): Promise<Map<string, LandlordImage[]>> {
  const byListing = new Map<string, LandlordImage[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await services.db
    .select()
    .from(landlordListingImages)
    .where(inArray(landlordListingImages.listingId, [...listingIds]))
    .orderBy(asc(landlordListingImages.position), asc(landlordListingImages.createdAt));
  for (const row of rows) {
    const url = await photoUrl(services, row, audience);
    if (url === null) continue;
    const list = byListing.get(row.listingId) ?? [];
    list.push({ id: row.id, url });
    byListing.set(row.listingId, list);
  }
  return byListing;
}

/** Adds photos and view counts to listing rows. */
async function toViews(services: Services, rows: LandlordListingRow[]): Promise<LandlordListingView[]> {
  const ids = rows.map((r) => r.id);
  const [images, viewCounts] = await Promise.all([
    imagesOf(services, ids),
    ids.length === 0
      ? Promise.resolve([])
      : services.db
          .select({ listingId: listingViews.listingId, n: count() })
          .from(listingViews)
          .where(inArray(listingViews.listingId, ids))
          .groupBy(listingViews.listingId),
  ]);
  const views = new Map(viewCounts.map((v) => [v.listingId, v.n]));
  return rows.map((row) => {
    const photos = images.get(row.id) ?? [];
    return { ...row, images: photos, image: photos[0]?.url ?? null, views: views.get(row.id) ?? 0 };
  });
}

/** The landlord's own listing row. @throws NOT_FOUND for anyone else's or none */
async function ownListing(db: Db, landlordId: string, listingId: string): Promise<LandlordListingRow> {
  const [row] = await db
    .select()
    .from(landlordListings)
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.landlordId, landlordId)));
  if (!row) throw notFound('That listing');
  return row;
}

/**
 * The landlord's listings, newest first (spec §7 getLandlordListings), with photos and view counts.
 */
export async function getLandlordListings(
  services: Services,
  landlordId: string,
): Promise<LandlordListingView[]> {
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(eq(landlordListings.landlordId, landlordId))
    .orderBy(desc(landlordListings.createdAt), desc(landlordListings.id));
  return toViews(services, rows);
}

/**
 * One of the landlord's listings with its photos, without the view count (spec §7 getLandlordListing, "the
 * detail variant, without views").
 * @throws NOT_FOUND when it is not theirs
 */
export async function getLandlordListing(
  services: Services,
  landlordId: string,
  listingId: string,
): Promise<LandlordListingDetail> {
  const row = await ownListing(services.db, landlordId, listingId);
  const photos = (await imagesOf(services, [row.id])).get(row.id) ?? [];
  return { ...row, images: photos, image: photos[0]?.url ?? null };
}

/** One of the landlord's listings with photos and views (what createUpdateLandlordListing answers). */
async function getListingWithViews(
  services: Services,
  landlordId: string,
  listingId: string,
): Promise<LandlordListingView> {
  const row = await ownListing(services.db, landlordId, listingId);
  const [view] = await toViews(services, [row]);
  if (!view) throw notFound('That listing');
  return view;
}

/**
 * The listing's monthly rent estimate, whole pounds: the calibrated estimator's rent for its postcode, type and
 * rooms (services/calibrated-estimates.ts, as the imported listings' rents), else price × the region's gross
 * yield ÷ 12 (decision 002) where it has nothing to go on.
 */
function rentEstimateFor(data: LandlordListingParsed): number {
  const estimate = estimateHomeRent({
    outcode: data.outcode,
    postcode: data.postcode,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    type: data.type,
  });
  return estimate?.value ?? Math.round((data.price * getGrossYieldPercent([data.outcode])) / 100 / 12);
}

/** A new photo checked by its bytes, with its display copy written. */
type CheckedPhoto = { key: string; contentType: string; size: number; displayKey: string };

/**
 * Checks new photo keys: issued to this landlord, uploaded, a JPEG, PNG or WebP of at most 10 MB that can be
 * decoded; writes each one's display copy (resizeForDisplay, the function home submission photos use).
 */

async function checkNewImages(
  services: Pick<AppServices, 'db' | 'storage' | 'uploadKeys'>,
  landlordId: string,
  keys: readonly string[],
  offset: number,
): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  for (const [index, key] of keys.entries()) {
    const field = `images.${offset + index}`;
    if (!services.uploadKeys.isOwnedBy(key, { kind: 'landlord', landlordId })) throw notFound('That photo');
    // A key is recorded once, for one purpose (issue 29 item 1): refused before its file is checked or deleted.
    await assertUploadUnrecorded(services.db, key, field).catch(async (error: unknown) => {
      await deleteFiles(
        services,
        checked.map((c) => c.displayKey),
      );
      throw error;
    });
    const stored = await services.storage.inspect(key);
    if (!stored) {
      throw inputError([{ field, message: 'We haven’t received this photo: add it again.' }]);
    }
    const problem = checkImageFile({ name: 'This photo', size: stored.size, firstBytes: stored.firstBytes });
    if (problem) {
      await deleteFiles(services, [key, ...checked.map((c) => c.displayKey)]);
      throw inputError([{ field, message: problem.message }]);
    }
    const contentType = detectDocumentContentType(stored.firstBytes) ?? 'image/jpeg';
    const original = await services.storage.read(key);
    const copy = original ? await displayCopy(original) : null;
    const display = copy?.bytes;
    if (!display) {
      await deleteFiles(services, [key, ...checked.map((c) => c.displayKey)]);
      throw inputError([
        {
          field,
          message:
            copy?.limitMessage ??
            'This photo can’t be opened as an image: choose another JPEG, PNG or WebP photo.',
        },
      ]);
    }
    const displayKey = services.uploadKeys.create({ kind: 'landlord', landlordId });
    await services.storage.write(displayKey, display, { contentType: DISPLAY_CONTENT_TYPE });
    checked.push({ key, contentType, size: stored.size, displayKey });
  }
  return checked;
}

/**
 * Deletes stored files that no other record holds (deleteUnrecordedFiles, issue 29 item 1), logging (not
 * throwing) when one cannot be deleted.
 */
async function deleteFiles(
  services: Pick<AppServices, 'db' | 'storage'> & { logger?: AppServices['logger'] },
  keys: readonly string[],
): Promise<void> {
  await deleteUnrecordedFiles(services, keys);
}

/**
 * Creates a listing, or changes one of the landlord's own (spec §7 createUpdateLandlordListing). New photo
 * keys (from getLandlordPreSignedUploadUrl) are added after the listing's photos, in the order given; keys it
 * already has are ignored. The rent estimate is worked out again on every save.
 * @param data parsed with landlordListingInputSchema
 * @returns the listing with its photos and views
 * @throws BAD_USER_INPUT naming the field (postcode of a district the service does not cover; `images.N` for a
 *   photo not received or not a JPEG, PNG or WebP of at most 10 MB, which is then deleted; more than 20
 *   photos); NOT_FOUND for another landlord's listing or photo key; CONFLICT naming `images.N` when a new key
 *   is already recorded (on a listing, or for any other purpose: issue 29 item 1)
 */
export async function createUpdateLandlordListing(
  services: Pick<AppServices, 'db' | 'storage' | 'uploadKeys'>,
  landlordId: string,
  data: LandlordListingParsed,
): Promise<LandlordListingView> {
  const { db } = services;
  const existing = data.id ? await ownListing(db, landlordId, data.id) : null;
  const [district] = await db
    .select({ lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(eq(postcodeDistricts.outcode, data.outcode));
  if (!district) {
    throw inputError([
      {
        field: 'postcode',
        message: `We don’t cover the postcode district ${data.outcode} yet, so we can’t list homes there.`,
      },
    ]);
  }
  const known = existing
    ? await db
        .select({ key: landlordListingImages.storageKey })
        .from(landlordListingImages)
        .where(eq(landlordListingImages.listingId, existing.id))
    : [];
  const knownKeys = new Set(known.map((k) => k.key));
  const newKeys = data.images.filter((key) => !knownKeys.has(key));
  if (known.length + newKeys.length > MAX_LANDLORD_LISTING_IMAGES) {
    throw inputError([
      {
        field: 'images',
        message: `A listing can have at most ${MAX_LANDLORD_LISTING_IMAGES} photos: remove some first.`,
      },
    ]);
  }
  const photos = await checkNewImages(services, landlordId, newKeys, known.length);
  const estimatedRent = rentEstimateFor(data);
  const published = data.published ?? existing?.published ?? false;
  const values = {
    type: data.type,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    price: data.price,
    summary: data.summary,
    addressLine1: data.addressLine1,
    addressLine2: data.addressLine2,
    addressLine3: data.addressLine3,
    postTown: data.postTown,
    postcode: data.postcode,
    outcode: data.outcode,
    displayAddress: landlordDisplayAddress(data),
    lat: district.lat,
    lng: district.lng,
    estimatedRent,
    published,
    publishedAt: published ? (existing?.publishedAt ?? new Date()) : null,
  };
  const id = await saveInTransaction().catch(async (error: unknown) => {
    // Nothing was saved: the display copies made for it would be orphans.
    await deleteFiles(
      services,
      photos.map((p) => p.displayKey),
    );
    throw error;
  });
  return getListingWithViews(services, landlordId, id);

  async function saveInTransaction() {
    return db.transaction(async (tx) => {
      let listingId: string;
      if (existing) {
        await tx.update(landlordListings).set(values).where(eq(landlordListings.id, existing.id));
        listingId = existing.id;
      } else {
        const [created] = await tx
          .insert(landlordListings)
          .values({ ...values, landlordId })
          .returning({ id: landlordListings.id });
        if (!created) throw new Error('The listing was not saved');
        listingId = created.id;
      }
      const [saved] = await tx.select().from(landlordListings).where(eq(landlordListings.id, listingId));
      if (saved) await saveListingsRow(tx, saved);
      if (photos.length > 0) {
        const [last] = await tx
          .select({ position: max(landlordListingImages.position) })
          .from(landlordListingImages)
          .where(eq(landlordListingImages.listingId, listingId));
        const start = (last?.position ?? -1) + 1;
        let saved: Array<{ id: string; key: string; displayKey: string | null }>;
        try {
          saved = await tx
            .insert(landlordListingImages)
            .values(
              photos.map((photo, index) => ({
                listingId,
                storageKey: photo.key,
                contentType: photo.contentType,
                sizeBytes: photo.size,
                displayStorageKey: photo.displayKey,
                position: start + index,
              })),
            )
            .returning({
              id: landlordListingImages.id,
              key: landlordListingImages.storageKey,
              displayKey: landlordListingImages.displayStorageKey,
            });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          throw new AppError('CONFLICT', 'One of these photos is already on another of your listings.');
        }
        await claimUploads(
          tx,
          saved.flatMap((image) => [
            { key: image.key, purpose: 'landlordPhoto' as const, landlordListingImageId: image.id },
            ...(image.displayKey
              ? [
                  {
                    key: image.displayKey,
                    purpose: 'landlordPhotoDisplay' as const,
                    landlordListingImageId: image.id,
                  },
                ]
              : []),
          ]),
          'images',
        );
      }
      return listingId;
    });
  }
}

/**
 * Deletes one of the landlord's listings with its photos and views (spec §7 deleteLandlordListing).
 * @returns the deleted listing's id
 * @throws NOT_FOUND when it is not theirs
 */
export async function deleteLandlordListing(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  landlordId: string,
  listingId: string,
): Promise<{ id: string }> {
  const images = await services.db
    .select({ key: landlordListingImages.storageKey, displayKey: landlordListingImages.displayStorageKey })
    .from(landlordListingImages)
    .innerJoin(landlordListings, eq(landlordListings.id, landlordListingImages.listingId))
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.landlordId, landlordId)));
  const [deleted] = await services.db
    .delete(landlordListings)
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.landlordId, landlordId)))
    .returning({ id: landlordListings.id });
  if (!deleted) throw notFound('That listing');
  await deleteFiles(services, filesOf(images));
  return deleted;
}

/**
 * Deletes one photo of the landlord's own listing (spec §7 deleteLandlordListingImage); the next photo becomes
 * the main one when it was the first.
 * @returns the listing after the change
 * @throws NOT_FOUND when the listing or the photo is not theirs
 */
export async function deleteLandlordListingImage(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  landlordId: string,
  input: { listingId: string; imageId: string },
): Promise<LandlordListingDetail> {
  await ownListing(services.db, landlordId, input.listingId);
  const [deleted] = await services.db
    .delete(landlordListingImages)
    .where(
      and(eq(landlordListingImages.id, input.imageId), eq(landlordListingImages.listingId, input.listingId)),
    )
    .returning();
  if (!deleted) throw notFound('That photo');
  await deleteFiles(services, filesOf([{ key: deleted.storageKey, displayKey: deleted.displayStorageKey }]));
  return getLandlordListing(services, landlordId, input.listingId);
}

/**
 * Puts the photos of the landlord's own listing in a new order (the "Move earlier" / "Move later" buttons,
 * beyond spec §7, issue 12): the first becomes the main photo on the landlord's list, the listing and the
 * featured home applicants see (they read the photos by position). Positions are rewritten 0, 1, 2 … in one
 * transaction, with the listing's photos locked so that a photo deleted or added at the same time is noticed.
 * @param input the listing and every one of its photos' ids, each once, in the new order
 * @returns the listing after the change, without views
 * @throws NOT_FOUND when the listing is not theirs; BAD_USER_INPUT naming `imageIds` when the ids are not
 *   exactly the listing's photos (one missing, one unknown or another listing's)
 */
export async function reorderLandlordListingImages(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  landlordId: string,
  input: { listingId: string; imageIds: readonly string[] },
): Promise<LandlordListingDetail> {
  await ownListing(services.db, landlordId, input.listingId);
  await services.db.transaction(async (tx) => {
    const photos = await tx
      .select({ id: landlordListingImages.id })
      .from(landlordListingImages)
      .where(eq(landlordListingImages.listingId, input.listingId))
      .for('update');
    const known = new Set(photos.map((p) => p.id));
    if (photos.length !== input.imageIds.length || !input.imageIds.every((id) => known.has(id))) {
      throw inputError([
        {
          field: 'imageIds',
          message: `Give each of this listing’s ${photos.length} photos once, in the new order: the photos have changed since the page loaded, so reload it.`,
        },
      ]);
    }
    for (const [position, id] of input.imageIds.entries()) {
      await tx.update(landlordListingImages).set({ position }).where(eq(landlordListingImages.id, id));
    }
  });
  return getLandlordListing(services, landlordId, input.listingId);
}

/**
 * A signed URL to upload one photo to and its random key, bound to the landlord (spec §7
 * getLandlordPreSignedUploadUrl); the key goes into createUpdateLandlordListing's `images`.
 * @throws RATE_LIMITED after 60 an hour
 */
export async function createLandlordUpload(
  services: Pick<AppServices, 'storage' | 'uploadKeys' | 'rateLimits'>,
  landlordId: string,
): Promise<PreSignedUpload> {
  const upload = await createPreSignedUpload(services, { kind: 'landlord', landlordId });
  return { ...upload, maxBytes: LANDLORD_IMAGE_MAX_BYTES, contentTypes: LANDLORD_IMAGE_CONTENT_TYPES };
}

/** A landlord's address search result (spec §3 "LandlordAddressSearch result"). */
export type LandlordAddressSearchResult = AddressSearchResult & {
  displayAddress: string;
  lat: number;
  lng: number;
  /** The provider's whole record, as JSON text. */
  fullData: string;
};

/**
 * The addresses of a postcode for a landlord's listing (spec §7 getLandlordAddressSearch): the same search as
 * getAddressSearch, with the address applicants would see and the district's centre as the map position.
 * @returns the addresses; empty for an unknown postcode (the address can be typed in) or a district the
 *   service does not cover
 * @throws RATE_LIMITED after 60 searches an hour
 */
export async function searchLandlordAddresses(
  services: Pick<AppServices, 'db' | 'addressLookup' | 'logger' | 'rateLimits'>,
  landlordId: string,
  input: { postcode: string },
): Promise<LandlordAddressSearchResult[]> {
  const found = await searchAddresses(services, `landlord:${landlordId}`, input);
  const outcode = input.postcode.split(' ')[0] ?? '';
  const [district] = await services.db
    .select({ lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(eq(postcodeDistricts.outcode, outcode));
  if (!district) return [];
  return found.map((address) => ({
    ...address,
    displayAddress: landlordDisplayAddress({ ...address, postTown: address.postTown ?? '' }),
    lat: district.lat,
    lng: district.lng,
    fullData: JSON.stringify(address),
  }));
}

/**
 * A landlord listing as a home for applicants (HomeSelection): the display address (street, town and
 * district), no postcode, no link and nothing about the landlord; placed at the district's centroid so that
 * the door is not published (decision record 018).
 * @param photos the photos' URLs, main photo first (none for the listings row of decision 028)
 */
function asHome(row: LandlordListingRow, photos: string[]): ListingRow {
  return {
    id: row.id,
    source: LANDLORD_LISTING_SOURCE,
    sourceId: row.id,
    type: row.type,
    sourcePropertyType: null,
    isDwelling: true,
    address: row.displayAddress,
    postcode: null,
    outcode: row.outcode,
    askingPrice: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    rent: row.estimatedRent,
    imageUrl: photos[0] ?? null,
    description: row.summary || null,
    link: null,
    lat: row.lat,
    lng: row.lng,
    locationApproximate: true,
    images: photos,
    listedAt: row.publishedAt,
    lastSeenAt: null,
    removedAt: null,
    landlordListingId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Writes the listings row that stands for a landlord listing (decision 028): the same id, source `landlord`,
 * the facts applicants see (asHome) without photos or listedAt, so that favourites and home submissions can
 * reference it as they reference any listing. Called whenever the listing is saved; it goes with the listing
 * (foreign key, on delete cascade).
 * @param db the database or the saving transaction
 */
export async function saveListingsRow(db: Db | Tx, row: LandlordListingRow): Promise<void> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...home } = asHome(row, []);
  const values = { ...home, listedAt: null };
  await db
    .insert(listings)
    .values(values)
    .onConflictDoUpdate({ target: listings.id, set: { ...values, updatedAt: new Date() } });
}

/**
 * The published landlord listings in the given districts, as homes for applicants (getHomesSelection's
 * `featured`), newest published first. Nothing about the landlord is included.
 * @param outcodes normalised postcode districts
 */
export async function getFeaturedListings(
  services: Services,
  outcodes: readonly string[],
): Promise<ListingRow[]> {
  if (outcodes.length === 0) return [];
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(and(inArray(landlordListings.outcode, [...outcodes]), eq(landlordListings.published, true)))
    .orderBy(desc(landlordListings.publishedAt), desc(landlordListings.id));
  return withPhotos(services, rows);
}

/** Listing rows as homes for applicants, with their photos' URLs. */
async function withPhotos(services: Services, rows: LandlordListingRow[]): Promise<ListingRow[]> {
  const images = await imagesOf(
    services,
    rows.map((r) => r.id),
    'others',
  );
  return rows.map((row) =>
    asHome(
      row,
      (images.get(row.id) ?? []).map((p) => p.url),
    ),
  );
}

/**
 * The published ones among some landlord listings, as homes for applicants with their photos (as featured
 * homes), by id: a saved home is shown as the applicant saw it, and one since unpublished is left out.
 * @param ids landlord listing ids (UUIDs)
 */
export async function getPublishedLandlordHomes(
  services: Services,
  ids: readonly string[],
): Promise<Map<string, ListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(and(inArray(landlordListings.id, [...ids]), eq(landlordListings.published, true)));
  return new Map((await withPhotos(services, rows)).map((home) => [home.id, home]));
}

/**
 * Whether a landlord listing is published (applicants may save or submit only those).
 * @param db the database or a transaction
 * @param id the landlord listing's id
 */
export async function isLandlordListingPublished(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: landlordListings.id })
    .from(landlordListings)
    .where(and(eq(landlordListings.id, id), eq(landlordListings.published, true)));
  return row !== undefined;
}

/**
 * Records that an applicant opened a featured listing (spec §7 createListingView), once per applicant per
 * listing per Europe/London day; the landlord sees the count as `views`.
 * @param today the request's London date, YYYY-MM-DD
 * @returns the listing id and whether this view was counted (false when already counted today)
 * @throws NOT_FOUND when there is no published listing with that id
 */
export async function createListingView(
  db: Db,
  userId: string,
  listingId: string,
  today: string,
): Promise<{ listingId: string; counted: boolean }> {
  const [listing] = await db
    .select({ id: landlordListings.id })
    .from(landlordListings)
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.published, true)));
  if (!listing) throw notFound('That home');
  const inserted = await db
    .insert(listingViews)
    .values({ listingId, userId, day: today })
    .onConflictDoNothing()
    .returning({ listingId: listingViews.listingId });
  return { listingId, counted: inserted.length === 1 };
}
