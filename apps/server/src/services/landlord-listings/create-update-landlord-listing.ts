/**
 * Creating and changing a landlord's listing (spec §7 createUpdateLandlordListing; decision record 018):
 * the district's check, the photos' checks, the rent estimate, then one transaction.
 */
import {
  type LandlordListingParsed,
  landlordDisplayAddress,
  MAX_LANDLORD_LISTING_IMAGES,
} from '@stairway/domain/landlord';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Db } from '../../db/client';
import { landlordListingImages, postcodeDistricts } from '../../db/schema';
import { inputError } from '../../lib/app-error';
import { estimateHomeRent } from '../../lib/calibrated-estimates';
import { checkNewImages } from './check-new-images';
import { deleteFiles } from './landlord-listing-photos';
import { getListingWithViews, type LandlordListingView, ownListing } from './landlord-listing-view';
import { saveLandlordListing } from './save-landlord-listing';

/** What createUpdateLandlordListing needs. */
export type CreateUpdateLandlordListingOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
  /** The listing, parsed with landlordListingInputSchema; with `id` to change one of theirs. */
  data: LandlordListingParsed;
};

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

/** The district's centre. @throws BAD_USER_INPUT naming `postcode` for a district the service does not cover */
async function coveredDistrict(db: Db, outcode: string): Promise<{ lat: number; lng: number }> {
  const [district] = await db
    .select({ lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(eq(postcodeDistricts.outcode, outcode));
  if (!district) {
    throw inputError([
      {
        field: 'postcode',
        message: `We don’t cover the postcode district ${outcode} yet, so we can’t list homes there.`,
      },
    ]);
  }
  return district;
}

/**
 * The keys among `images` the listing does not have yet, and how many it has.
 * @throws BAD_USER_INPUT naming `images` when it would have more than MAX_LANDLORD_LISTING_IMAGES photos
 */
async function newImageKeys(
  db: Db,
  existingId: string | null,
  images: readonly string[],
): Promise<{ newKeys: string[]; knownCount: number }> {
  const known = existingId
    ? await db
        .select({ key: landlordListingImages.storageKey })
        .from(landlordListingImages)
        .where(eq(landlordListingImages.listingId, existingId))
    : [];
  const knownKeys = new Set(known.map((k) => k.key));
  const newKeys = images.filter((key) => !knownKeys.has(key));
  if (known.length + newKeys.length > MAX_LANDLORD_LISTING_IMAGES) {
    throw inputError([
      {
        field: 'images',
        message: `A listing can have at most ${MAX_LANDLORD_LISTING_IMAGES} photos: remove some first.`,
      },
    ]);
  }
  return { newKeys, knownCount: known.length };
}

/**
 * Creates a listing, or changes one of the landlord's own (spec §7 createUpdateLandlordListing). New photo
 * keys (from getLandlordPreSignedUploadUrl) are added after the listing's photos, in the order given; keys it
 * already has are ignored. The rent estimate is worked out again on every save.
 * @param options the landlord's id and the listing, parsed with landlordListingInputSchema
 * @returns the listing with its photos and views
 * @throws BAD_USER_INPUT naming the field (postcode of a district the service does not cover; `images.N` for a
 *   photo not received or not a JPEG, PNG or WebP of at most 10 MB, which is then deleted; more than 20
 *   photos); NOT_FOUND for another landlord's listing or photo key; CONFLICT naming `images.N` when a new key
 *   is already recorded (on a listing, or for any other purpose)
 */
export async function createUpdateLandlordListing(
  services: Pick<AppServices, 'db' | 'storage' | 'uploadKeys'>,
  options: CreateUpdateLandlordListingOptions,
): Promise<LandlordListingView> {
  const { db } = services;
  const { landlordId, data } = options;
  const existing = data.id ? await ownListing(db, { landlordId, listingId: data.id }) : null;
  const district = await coveredDistrict(db, data.outcode);
  const { newKeys, knownCount } = await newImageKeys(db, existing?.id ?? null, data.images);
  const photos = await checkNewImages(services, { landlordId, keys: newKeys, offset: knownCount });
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
    estimatedRent: rentEstimateFor(data),
    published,
    publishedAt: published ? (existing?.publishedAt ?? new Date()) : null,
  };
  const id = await saveLandlordListing(db, { landlordId, existing, values, photos }).catch(
    async (error: unknown) => {
      // Nothing was saved: the display copies made for it would be orphans.
      await deleteFiles(
        services,
        photos.map((p) => p.displayKey),
      );
      throw error;
    },
  );
  return getListingWithViews(services, { landlordId, listingId: id });
}
