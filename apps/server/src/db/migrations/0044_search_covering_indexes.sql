-- The home search's position index carries the columns a radius or map-area page chooses and sorts by, the map's
-- clusters group by, and the explore page's filters read (INCLUDE), so that they read the index alone (decision 058).
-- drizzle-kit cannot express INCLUDE: the index keeps its name and key columns in db/tables/listings.ts, and a test
-- (search-indexes.test.ts) checks the included columns are there.
DROP INDEX IF EXISTS "listings_search_position_idx";--> statement-breakpoint
CREATE INDEX "listings_search_position_idx" ON "listings" USING btree ("lat","lng") INCLUDE ("id","listed_at","asking_price","rent","bedrooms","type") WHERE "listings"."is_dwelling" and "listings"."removed_at" is null and "listings"."landlord_listing_id" is null;
