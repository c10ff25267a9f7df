/** Saved featured homes as applicants saw them (decision record 018). */
import { and, eq, inArray } from 'drizzle-orm';
import type { ListingRow } from '../../db/rows';
import { landlordListings } from '../../db/schema';
import { withPhotos } from './landlord-listing-homes';
import type { ListingServices } from './landlord-listing-photos';

/** What getPublishedLandlordHomes needs. */
export type GetPublishedLandlordHomesOptions = {
  /** Landlord listing ids (UUIDs). */
  ids: readonly string[];
};

/**
 * The published ones among some landlord listings, as homes for applicants with their photos (as featured
 * homes), by id: a saved home is shown as the applicant saw it, and one since unpublished is left out.
 * @param options the landlord listing ids (UUIDs; none: no query)
 * @returns the homes by landlord listing id
 */
export async function getPublishedLandlordHomes(
  services: ListingServices,
  options: GetPublishedLandlordHomesOptions,
): Promise<Map<string, ListingRow>> {
  const { ids } = options;
  if (ids.length === 0) return new Map();
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(and(inArray(landlordListings.id, [...ids]), eq(landlordListings.published, true)));
  return new Map((await withPhotos(services, rows)).map((home) => [home.id, home]));
}
