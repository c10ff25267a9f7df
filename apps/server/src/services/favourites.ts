/**
 * Saved homes (favourites). Scoped to the signed-in applicant's application.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FavouriteRow, ListingRow } from '../db/rows';
import { favourites, listings } from '../db/schema';
import { notFound } from '../lib/app-error';
import { getApplication } from './applications';

/** A favourite with its listing. */
export type FavouriteWithListing = FavouriteRow & { listing: ListingRow };

/**
 * The applicant's saved homes, most recently saved first (one query with a join).
 * @throws NOT_FOUND when the user has no application
 */
export async function getFavourites(db: Db, userId: string): Promise<FavouriteWithListing[]> {
  const application = await getApplication(db, userId);
  const rows = await db
    .select({ favourite: favourites, listing: listings })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.applicationId, application.id))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => ({ ...r.favourite, listing: r.listing }));
}

/**
 * Saves a home. Saving a home that is already saved returns the existing favourite.
 * @param rentCompId the listing id
 * @throws NOT_FOUND when the listing does not exist
 */
export async function addFavourite(
  db: Db,
  userId: string,
  rentCompId: string,
): Promise<FavouriteWithListing> {
  const application = await getApplication(db, userId);
  const [listing] = await db.select().from(listings).where(eq(listings.id, rentCompId));
  if (!listing) throw notFound('That home');
  await db
    .insert(favourites)
    .values({ applicationId: application.id, listingId: listing.id })
    .onConflictDoNothing({ target: [favourites.applicationId, favourites.listingId] });
  const [favourite] = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.applicationId, application.id), eq(favourites.listingId, listing.id)));
  if (!favourite) throw new Error('The favourite was not saved');
  return { ...favourite, listing };
}

/**
 * Removes a saved home from the applicant's own favourites.
 * @returns true when a saved home was removed, false when it was not saved
 */
export async function removeFavourite(db: Db, userId: string, rentCompId: string): Promise<boolean> {
  const application = await getApplication(db, userId);
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.applicationId, application.id), eq(favourites.listingId, rentCompId)))
    .returning({ id: favourites.id });
  return removed.length > 0;
}
