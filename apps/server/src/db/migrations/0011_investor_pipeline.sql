CREATE TABLE "pipeline_viewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_viewers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "pipeline_status" text GENERATED ALWAYS AS (CASE WHEN rejected THEN 'Rejected' WHEN approved AND waitlist_fee_paid THEN 'FeePaid' WHEN approved THEN 'Approved' WHEN submitted THEN 'Submitted' ELSE 'Onboard' END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "total_income" integer GENERATED ALWAYS AS (COALESCE(ROUND((affordability->>'householdAssessableIncome')::numeric)::integer, gross_annual_pay)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_applications_pipeline_created_idx" ON "user_applications" USING btree ("pipeline_status","created_at");--> statement-breakpoint
CREATE INDEX "user_applications_pipeline_income_idx" ON "user_applications" USING btree ("pipeline_status","total_income");--> statement-breakpoint
CREATE INDEX "user_applications_pipeline_budget_idx" ON "user_applications" USING btree ("pipeline_status","budget");--> statement-breakpoint
CREATE INDEX "user_applications_created_idx" ON "user_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_applications_income_idx" ON "user_applications" USING btree ("total_income");--> statement-breakpoint
CREATE INDEX "user_applications_budget_idx" ON "user_applications" USING btree ("budget");--> statement-breakpoint
CREATE INDEX "user_applications_locations_idx" ON "user_applications" USING gin ("preferred_locations");