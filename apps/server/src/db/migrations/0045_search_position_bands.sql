-- The home search's position index keys on the latitude band (floor(lat × 100), 0.01°) and then the longitude, so
-- that a radius or map-area search reads one range of longitudes per band its box crosses, instead of every home at
-- its latitudes across the country (services/home-search/position-condition.ts; decision 058). It still carries
-- what a page chooses and sorts by, the map's clusters group by and the filters read (INCLUDE, which drizzle-kit
-- cannot express; search-indexes.test.ts checks it), with the latitude now among them.
DROP INDEX IF EXISTS "listings_search_position_idx";--> statement-breakpoint
CREATE INDEX "listings_search_position_idx" ON "listings" USING btree ((floor("lat" * 100)::int),"lng") INCLUDE ("lat","id","listed_at","asking_price","rent","bedrooms","type") WHERE "listings"."is_dwelling" and "listings"."removed_at" is null and "listings"."landlord_listing_id" is null;
