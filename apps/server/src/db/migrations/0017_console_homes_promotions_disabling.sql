ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pipeline_viewers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "image_content_type" text;--> statement-breakpoint
CREATE INDEX "favourites_created_idx" ON "favourites" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_submissions_submitted_idx" ON "home_submissions" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "submitted" = true;