CREATE TABLE "readiness_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"annual_income_pounds" integer NOT NULL,
	"card_balance_pounds" integer NOT NULL,
	"monthly_loans_pounds" integer NOT NULL,
	"entered_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readiness_figures_amounts" CHECK ("readiness_figures"."annual_income_pounds" between 0 and 10000000 and "readiness_figures"."card_balance_pounds" between 0 and 1000000 and "readiness_figures"."monthly_loans_pounds" between 0 and 100000),
	CONSTRAINT "readiness_figures_entered_by_known" CHECK ("readiness_figures"."entered_by" in ('applicant', 'coApplicant'))
);
--> statement-breakpoint
ALTER TABLE "readiness_figures" ADD CONSTRAINT "readiness_figures_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readiness_figures_plan_idx" ON "readiness_figures" USING btree ("plan_id","created_at");