CREATE TABLE "known_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"postcode" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"post_town" text,
	"country" text,
	"uprn" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "known_addresses_postcode_idx" ON "known_addresses" USING btree ("postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "incomes_one_primary_idx" ON "incomes" USING btree ("application_id","person") WHERE "primary" = true;