/**
 * Saved homes (favourites). Scoped to the signed-in applicant's application. A featured home (a landlord's
 * listing, decision 028) is saved like any listing, through the listings row that stands for it, while it is
 * published; it is shown with its photos, and left out once the landlord unpublishes it.
 */
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { FavouriteRow, ListingRow } from '../db/rows';
import { favourites, listings } from '../db/schema';
import { notFound } from '../lib/app-error';
import { getApplication } from './applications';
import { getPublishedLandlordHomes } from './landlord-listings/get-published-landlord-homes';
import { isLandlordListingPublished } from './landlord-listings/is-landlord-listing-published';

/** A favourite with its listing. */
export type FavouriteWithListing = FavouriteRow & { listing: ListingRow };

type Services = Pick<AppServices, 'db' | 'storage'>;

/**
 * The applicant's saved homes, most recently saved first (one query with a join; one more for saved featured
 * homes, which are shown with their photos as in explore, and only while published).
 * @throws NOT_FOUND when the user has no application
 */
export async function getFavourites(services: Services, userId: string): Promise<FavouriteWithListing[]> {
  const application = await getApplication(services.db, userId);
  const rows = await services.db
    .select({ favourite: favourites, listing: listings })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.applicationId, application.id))
    .orderBy(desc(favourites.createdAt));
  const landlordIds = rows.flatMap((r) => r.listing.landlordListingId ?? []);
  const featured = await getPublishedLandlordHomes(services, { ids: landlordIds });
  return rows.flatMap((r) => {
    if (r.listing.landlordListingId === null) return [{ ...r.favourite, listing: r.listing }];
    const home = featured.get(r.listing.landlordListingId);
    return home ? [{ ...r.favourite, listing: home }] : [];
  });
}

/**
 * The listing an applicant may save or submit: any imported listing, or a landlord's listing while it is
 * published (decision 028).
 * @param listingId the listing id (HomeSelection.id)
 * @throws NOT_FOUND for an unknown listing or a landlord's listing that is not published
 */
export async function findListingForApplicant(db: Services['db'], listingId: string): Promise<ListingRow> {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing) throw notFound('That home');
  if (listing.source === LANDLORD_LISTING_SOURCE) {
    if (
      !listing.landlordListingId ||
      !(await isLandlordListingPublished(db, { listingId: listing.landlordListingId }))
    ) {
      throw notFound('That home');
    }
  }
  return listing;
}

/**
 * Saves a home. Saving a home that is already saved returns the existing favourite.
 * @param rentCompId the listing id (a featured home's id for a landlord's listing)
 * @throws NOT_FOUND when the listing does not exist, or is a landlord's listing that is not published
 */
export async function addFavourite(
  services: Services,
  userId: string,
  rentCompId: string,
): Promise<FavouriteWithListing> {
  const { db } = services;
  const application = await getApplication(db, userId);
  const listing = await findListingForApplicant(db, rentCompId);
  // One statement that inserts the row or, when it is already saved, returns the saved one (a no-op update, as
  // DO NOTHING returns no row): a second query to read it back could find it removed meanwhile by the same
  // applicant in another tab (bench/LOAD.md found that race).
  const [favourite] = await db
    .insert(favourites)
    .values({ applicationId: application.id, listingId: listing.id })
    .onConflictDoUpdate({
      target: [favourites.applicationId, favourites.listingId],
      set: { listingId: sql`excluded.listing_id` },
    })
    .returning();
  if (!favourite) throw new Error('The favourite was not saved');
  if (listing.landlordListingId) {
    const home = (await getPublishedLandlordHomes(services, { ids: [listing.landlordListingId] })).get(
      listing.id,
    );
    if (home) return { ...favourite, listing: home };
  }
  return { ...favourite, listing };
}

/**
 * Removes a saved home from the applicant's own favourites.
 * @returns true when a saved home was removed, false when it was not saved
 */
export async function removeFavourite(
  services: Pick<AppServices, 'db'>,
  userId: string,
  rentCompId: string,
): Promise<boolean> {
  const { db } = services;
  const application = await getApplication(db, userId);
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.applicationId, application.id), eq(favourites.listingId, rentCompId)))
    .returning({ id: favourites.id });
  return removed.length > 0;
}

/**
 * One home an applicant may open by its id (getHome: an alert e-mail's link to a home): any imported
 * listing, still for sale or not (HomeSelection.available says which), or a landlord's listing while it is
 * published, with its photos as in explore (decision 028).
 * @param listingId the listing id (HomeSelection.id)
 * @param budget the applicant's budget, whole pounds, or null: marks the home withinBudget
 * @throws NOT_FOUND for an unknown listing or a landlord's listing that is not published
 */
export async function getHomeForApplicant(
  services: Services,
  listingId: string,
  budget: number | null,
): Promise<ListingRow & { withinBudget: boolean | null }> {
  const listing = await findListingForApplicant(services.db, listingId);
  const home = listing.landlordListingId
    ? (await getPublishedLandlordHomes(services, { ids: [listing.landlordListingId] })).get(listing.id)
    : listing;
  if (!home) throw notFound('That home');
  return { ...home, withinBudget: budget === null ? null : home.askingPrice <= budget };
}
