ALTER TABLE "listings" ADD COLUMN "landlord_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_landlord_listing_id_landlord_listings_id_fk" FOREIGN KEY ("landlord_listing_id") REFERENCES "public"."landlord_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_landlord_listing_id_unique" UNIQUE("landlord_listing_id");--> statement-breakpoint
-- Decision 028: every landlord listing gets the listings row that favourites and home submissions reference.
INSERT INTO "listings" ("id", "source", "source_id", "type", "is_dwelling", "address", "postcode", "outcode", "asking_price", "bedrooms", "bathrooms", "rent", "description", "lat", "lng", "location_approximate", "landlord_listing_id")
SELECT "id"::text, 'landlord', "id"::text, "type", true, "display_address", NULL, "outcode", "price", "bedrooms", "bathrooms", "estimated_rent", NULLIF("summary", ''), "lat", "lng", true, "id"
FROM "landlord_listings"
ON CONFLICT DO NOTHING;
