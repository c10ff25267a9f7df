CREATE TABLE "purchase_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text,
	"reason" text,
	"actor" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_case_events_to_known" CHECK ("to_state" in ('Opened', 'OfferMade', 'OfferAccepted', 'ValuationAndSurvey', 'LegalWork', 'Exchange', 'Completion', 'MovedIn', 'FallenThrough'))
);
--> statement-breakpoint
CREATE TABLE "purchase_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"home_submission_id" uuid NOT NULL,
	"state" text NOT NULL,
	"state_date" date NOT NULL,
	"last_stage" text,
	"fall_through_reason" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_cases_home_submission_id_unique" UNIQUE("home_submission_id"),
	CONSTRAINT "purchase_cases_state_known" CHECK ("state" in ('Opened', 'OfferMade', 'OfferAccepted', 'ValuationAndSurvey', 'LegalWork', 'Exchange', 'Completion', 'MovedIn', 'FallenThrough')),
	CONSTRAINT "purchase_cases_reason_when_fallen" CHECK (("state" = 'FallenThrough') = ("fall_through_reason" is not null))
);
--> statement-breakpoint
DROP INDEX "home_submissions_one_approved_idx";--> statement-breakpoint
ALTER TABLE "home_submissions" ADD COLUMN "fallen_through_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_case_events" ADD CONSTRAINT "purchase_case_events_case_id_purchase_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."purchase_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cases" ADD CONSTRAINT "purchase_cases_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cases" ADD CONSTRAINT "purchase_cases_home_submission_id_home_submissions_id_fk" FOREIGN KEY ("home_submission_id") REFERENCES "public"."home_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_case_events_case_idx" ON "purchase_case_events" USING btree ("case_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_cases_one_live_idx" ON "purchase_cases" USING btree ("application_id") WHERE "state" <> 'FallenThrough';--> statement-breakpoint
CREATE INDEX "purchase_cases_state_idx" ON "purchase_cases" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "home_submissions_one_approved_idx" ON "home_submissions" USING btree ("application_id") WHERE "approved" = true and "fallen_through_at" is null;--> statement-breakpoint
-- Homes approved before purchase cases existed get their case, opened on the day of the approval (UK time).
INSERT INTO "purchase_cases" ("application_id", "home_submission_id", "state", "state_date", "opened_at", "updated_at")
SELECT "application_id", "id", 'Opened', (coalesce("decided_at", "updated_at") at time zone 'Europe/London')::date,
	coalesce("decided_at", "updated_at"), coalesce("decided_at", "updated_at")
FROM "home_submissions" WHERE "approved" = true;--> statement-breakpoint
INSERT INTO "purchase_case_events" ("case_id", "to_state", "occurred_on", "actor", "recorded_at")
SELECT "id", 'Opened', "state_date", 'system', "opened_at" FROM "purchase_cases";
