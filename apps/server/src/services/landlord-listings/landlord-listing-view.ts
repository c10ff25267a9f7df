/**
 * A landlord's listing as its landlord sees it (spec §3 LandlordListing; §7 getLandlordListing): the row, its
 * photos and, in their list, its view count. Every read is scoped by the landlord id in the token; another
 * landlord's listing is NOT_FOUND.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LandlordListingRow } from '../../db/rows';
import { landlordListings, listingViews } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { imagesOf, type LandlordImage, type ListingServices } from './landlord-listing-photos';

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

/**
 * Adds photos and view counts to listing rows.
 * @returns the listings in the rows' order, each with its photos (the landlord's URLs) and views
 */
export async function toViews(
  services: ListingServices,
  rows: LandlordListingRow[],
): Promise<LandlordListingView[]> {
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

/**
 * The landlord's own listing row.
 * @param ids the landlord's id (from the token) and the listing's
 * @throws NOT_FOUND for anyone else's or none
 */
export async function ownListing(
  db: Db,
  ids: { landlordId: string; listingId: string },
): Promise<LandlordListingRow> {
  const [row] = await db
    .select()
    .from(landlordListings)
    .where(and(eq(landlordListings.id, ids.listingId), eq(landlordListings.landlordId, ids.landlordId)));
  if (!row) throw notFound('That listing');
  return row;
}

/**
 * One of the landlord's listings with photos and views (what createUpdateLandlordListing answers).
 * @throws NOT_FOUND when it is not theirs
 */
export async function getListingWithViews(
  services: ListingServices,
  ids: { landlordId: string; listingId: string },
): Promise<LandlordListingView> {
  const row = await ownListing(services.db, ids);
  const [view] = await toViews(services, [row]);
  if (!view) throw notFound('That listing');
  return view;
}
