/** Whether a landlord listing is published (applicants may save or submit only those; decision record 018). */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { landlordListings } from '../../db/schema';

/** What isLandlordListingPublished needs. */
export type IsLandlordListingPublishedOptions = {
  /** The landlord listing's id. */
  listingId: string;
};

/**
 * Whether a landlord listing is published (applicants may save or submit only those).
 * @param db the database or a transaction
 * @param options the landlord listing's id
 * @returns true when it exists and is published
 */
export async function isLandlordListingPublished(
  db: Db | Tx,
  options: IsLandlordListingPublishedOptions,
): Promise<boolean> {
  const [row] = await db
    .select({ id: landlordListings.id })
    .from(landlordListings)
    .where(and(eq(landlordListings.id, options.listingId), eq(landlordListings.published, true)));
  return row !== undefined;
}
