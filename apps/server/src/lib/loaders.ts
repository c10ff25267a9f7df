/** Per-request DataLoaders so that lists never issue one query per row (ARCHITECTURE.md "Fast by design"). */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings } from '../db/schema';

/** A listing row. */
export type ListingRow = typeof listings.$inferSelect;

/** Creates the loaders of one request. */
export function createLoaders(db: Db) {
  return {
    /** Listings by id; null when the id is unknown. */
    listing: new DataLoader<string, ListingRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(listings)
        .where(inArray(listings.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

/** The loaders type. */
export type Loaders = ReturnType<typeof createLoaders>;
