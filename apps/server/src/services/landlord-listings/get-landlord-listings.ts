/** The landlord's listings (spec §7 getLandlordListings; decision record 018). */
import { desc, eq } from 'drizzle-orm';
import { landlordListings } from '../../db/schema';
import type { ListingServices } from './landlord-listing-photos';
import { type LandlordListingView, toViews } from './landlord-listing-view';

/** What getLandlordListings needs. */
export type GetLandlordListingsOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
};

/**
 * The landlord's listings, newest first (spec §7 getLandlordListings), with photos and view counts.
 * @returns their listings only; empty when they have none
 */
export async function getLandlordListings(
  services: ListingServices,
  options: GetLandlordListingsOptions,
): Promise<LandlordListingView[]> {
  const rows = await services.db
    .select()
    .from(landlordListings)
    .where(eq(landlordListings.landlordId, options.landlordId))
    .orderBy(desc(landlordListings.createdAt), desc(landlordListings.id));
  return toViews(services, rows);
}
