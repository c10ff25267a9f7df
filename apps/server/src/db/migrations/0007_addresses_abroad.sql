ALTER TABLE "user_addresses" ALTER COLUMN "post_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "country_code" text DEFAULT 'GB' NOT NULL;