/** An applicant's view of a featured listing (spec §7 createListingView; decision record 018). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { landlordListings, listingViews } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** What createListingView needs. */
export type CreateListingViewOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The featured listing (HomeSelection.id, a UUID). */
  listingId: string;
  /** The request's London date, YYYY-MM-DD. */
  today: string;
};

/**
 * Records that an applicant opened a featured listing (spec §7 createListingView), once per applicant per
 * listing per Europe/London day; the landlord sees the count as `views`.
 * @param options the applicant, the listing and the request's London date (YYYY-MM-DD)
 * @returns the listing id and whether this view was counted (false when already counted today)
 * @throws NOT_FOUND when there is no published listing with that id
 */
export async function createListingView(
  db: Db,
  options: CreateListingViewOptions,
): Promise<{ listingId: string; counted: boolean }> {
  const { userId, listingId, today } = options;
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
