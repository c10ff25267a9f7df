DROP INDEX "home_submission_images_submission_idx";--> statement-breakpoint
ALTER TABLE "user_applications" drop column "pipeline_status";--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "pipeline_status" text GENERATED ALWAYS AS (CASE WHEN rejected THEN 'Rejected' WHEN approved THEN 'Approved' WHEN submitted AND waitlist_fee_paid THEN 'FeePaid' WHEN submitted THEN 'Submitted' ELSE 'Onboard' END) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its indexes: made again as they were (0011_investor_pipeline).
CREATE INDEX "user_applications_pipeline_created_idx" ON "user_applications" USING btree ("pipeline_status","created_at");--> statement-breakpoint
CREATE INDEX "user_applications_pipeline_income_idx" ON "user_applications" USING btree ("pipeline_status","total_income");--> statement-breakpoint
CREATE INDEX "user_applications_pipeline_budget_idx" ON "user_applications" USING btree ("pipeline_status","budget");--> statement-breakpoint
ALTER TABLE "home_submission_images" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The photos already recorded keep the order they were shown in: oldest first.
UPDATE "home_submission_images" AS i SET "position" = o."position" FROM (SELECT "id", (row_number() OVER (PARTITION BY "home_submission_id" ORDER BY "created_at", "id") - 1)::int AS "position" FROM "home_submission_images") AS o WHERE o."id" = i."id";--> statement-breakpoint
CREATE INDEX "home_submission_images_submission_idx" ON "home_submission_images" USING btree ("home_submission_id","position","created_at");
