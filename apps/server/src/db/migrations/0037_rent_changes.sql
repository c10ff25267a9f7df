CREATE TABLE "rent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"monthly_rent" integer NOT NULL,
	"previous_rent" integer NOT NULL,
	"effective_from" date NOT NULL,
	"notice_given_on" date NOT NULL,
	"reason" text NOT NULL,
	"given_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_changes_plan_effective_unique" UNIQUE("plan_id","effective_from"),
	CONSTRAINT "rent_changes_rent_positive" CHECK ("rent_changes"."monthly_rent" > 0 and "rent_changes"."previous_rent" > 0)
);
--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;