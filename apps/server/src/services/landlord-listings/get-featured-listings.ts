/** The featured homes applicants see (getHomesSelection.featured; decision record 018). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ListingRow } from '../../db/rows';
import { landlordListings } from '../../db/schema';
import { withPhotos } from './landlord-listing-homes';
import type { ListingServices } from './landlord-listing-photos';

/** What getFeaturedListings needs. */
export type GetFeaturedListingsOptions = {
  /** Normalised postcode districts. */
  outcodes: readonly string[];
};

/**
 * The published landlord listings in the given districts, as homes for applicants (getHomesSelection's
 * `featured`), newest published first. Nothing about the landlord is included.
 * @param options the postcode districts (none: no query, no homes)
 * @returns the homes, with their photos' display copies
 */
export async function getFeaturedListings(
  services: ListingServices,
  options: GetFeaturedListingsOptions,
): Promise<ListingRow[]> {
  const { outcodes } = options;
  if (outcodes.length === 0) return [];
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(and(inArray(landlordListings.outcode, [...outcodes]), eq(landlordListings.published, true)))
    .orderBy(desc(landlordListings.publishedAt), desc(landlordListings.id));
  return withPhotos(services, rows);
}
