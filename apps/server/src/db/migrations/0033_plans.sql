CREATE TABLE "plan_openings" (
	"plan_id" uuid NOT NULL,
	"signer" text NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_openings_plan_id_signer_pk" PRIMARY KEY("plan_id","signer")
);
--> statement-breakpoint
CREATE TABLE "plan_signatures" (
	"plan_id" uuid NOT NULL,
	"signer" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"sha256" text NOT NULL,
	"took_advice" boolean NOT NULL,
	CONSTRAINT "plan_signatures_plan_id_signer_pk" PRIMARY KEY("plan_id","signer")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_case_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"price" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"waitlist_fee_pence" integer NOT NULL,
	"joint" boolean NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"prepared_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_case_version_unique" UNIQUE("purchase_case_id","version"),
	CONSTRAINT "plans_terms_positive" CHECK ("plans"."price" > 0 and "plans"."monthly_rent" > 0 and "plans"."version" > 0),
	CONSTRAINT "plans_sha256_hex" CHECK ("plans"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "plan_openings" ADD CONSTRAINT "plan_openings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_purchase_case_id_purchase_cases_id_fk" FOREIGN KEY ("purchase_case_id") REFERENCES "public"."purchase_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A plan version and a signature are never changed (ARCHITECTURE.md §7: "once signed a version is immutable"): a
-- new version is a new row. Deleting stays possible only through the purchase case's cascade (account deletion).
CREATE FUNCTION "plans_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'plan versions and signatures are never changed: make a new version instead' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "plans_no_update" BEFORE UPDATE ON "plans" FOR EACH ROW EXECUTE FUNCTION "plans_refuse_update"();--> statement-breakpoint
CREATE TRIGGER "plan_signatures_no_update" BEFORE UPDATE ON "plan_signatures" FOR EACH ROW EXECUTE FUNCTION "plans_refuse_update"();
