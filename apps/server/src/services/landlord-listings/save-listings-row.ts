/** The listings row that stands for a landlord listing (decision 028). */
import type { Db, Tx } from '../../db/client';
import type { LandlordListingRow } from '../../db/rows';
import { listings } from '../../db/schema';
import { asHome } from './landlord-listing-homes';

/** What saveListingsRow needs. */
export type SaveListingsRowOptions = {
  /** The landlord listing as saved. */
  listing: LandlordListingRow;
};

/**
 * Writes the listings row that stands for a landlord listing (decision 028): the same id, source `landlord`,
 * the facts applicants see (asHome) without photos or listedAt, so that favourites and home submissions can
 * reference it as they reference any listing. Called whenever the listing is saved; it goes with the listing
 * (foreign key, on delete cascade).
 * @param db the database or the saving transaction
 */
export async function saveListingsRow(db: Db | Tx, options: SaveListingsRowOptions): Promise<void> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...home } = asHome(options.listing, []);
  const values = { ...home, listedAt: null };
  await db
    .insert(listings)
    .values(values)
    .onConflictDoUpdate({ target: listings.id, set: { ...values, updatedAt: new Date() } });
}
