CREATE TABLE "district_homes" (
	"outcode" text PRIMARY KEY NOT NULL,
	"homes" json NOT NULL,
	"home_count" integer NOT NULL
);
--> statement-breakpoint
-- Fills the read model for a database that already holds listings (decision 034): the same rows as
-- refreshDistrictHomes (apps/server/src/services/homes.ts) builds after each import; a test checks they agree.
INSERT INTO "district_homes" ("outcode", "homes", "home_count")
SELECT h.outcode,
	json_agg(json_build_object('id', h.id, 'source', h.source, 'type', h.type, 'address', h.address, 'postcode', h.postcode, 'outcode', h.outcode, 'askingPrice', h.asking_price, 'bedrooms', h.bedrooms, 'bathrooms', h.bathrooms, 'rent', h.rent, 'imageUrl', h.image_url, 'description', h.description, 'link', h.link, 'lat', h.lat, 'lng', h.lng, 'locationApproximate', h.location_approximate, 'images', h.images, 'listedAt', h.listed_at, 'rank', h.rank) ORDER BY h.rank),
	count(*)::int
FROM (SELECT l.*, row_number() OVER (ORDER BY l.listed_at DESC NULLS LAST, l.id) AS rank
	FROM "listings" l
	WHERE l.is_dwelling AND l.source <> 'landlord') h
GROUP BY h.outcode;
