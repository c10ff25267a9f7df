DROP INDEX "listings_outcode_listed_idx";--> statement-breakpoint
CREATE INDEX "listings_homes_idx" ON "listings" USING btree ("outcode","listed_at" DESC NULLS LAST,"id") WHERE "listings"."is_dwelling";--> statement-breakpoint
CREATE INDEX "listings_listed_at_idx" ON "listings" USING btree ("listed_at");