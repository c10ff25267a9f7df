CREATE TABLE "district_homes_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "district_homes_state_one_row" CHECK ("district_homes_state"."id" = 1)
);
--> statement-breakpoint
-- The build of district_homes that migration 0020 made (decision 035): version 1, with the newest listedAt of
-- all listings, as refreshDistrictHomes (apps/server/src/services/homes.ts) writes it.
INSERT INTO "district_homes_state" ("id", "version", "collected_at")
SELECT 1, 1, max("listed_at") FROM "listings";
