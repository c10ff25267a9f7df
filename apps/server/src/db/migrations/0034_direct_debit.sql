CREATE TABLE "direct_debit_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_case_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"setup_id" text NOT NULL,
	"status" text DEFAULT 'setting-up' NOT NULL,
	"mandate_id" text,
	"customer_id" text,
	"payment_method_id" text,
	"bank_label" text,
	"started_by" text NOT NULL,
	"active_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_mandates_setup_id_unique" UNIQUE("setup_id"),
	CONSTRAINT "direct_debit_mandates_status_known" CHECK ("status" in ('setting-up', 'pending', 'active', 'inactive', 'cancelled')),
	CONSTRAINT "direct_debit_mandates_provider_known" CHECK ("provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "plan_collection_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "plan_collection_attempts_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "plan_collection_attempts_number_unique" UNIQUE("collection_id","attempt"),
	CONSTRAINT "plan_collection_attempts_status_known" CHECK ("status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "plan_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"mandate_row_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_pence" integer NOT NULL,
	"rent_pence" integer NOT NULL,
	"equity_pence" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"failure_reason" text,
	"paid_on" date,
	"submitting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_collections_plan_number_unique" UNIQUE("plan_id","number"),
	CONSTRAINT "plan_collections_status_known" CHECK ("status" in ('scheduled', 'pending', 'paid', 'retrying', 'failed')),
	CONSTRAINT "plan_collections_kind_known" CHECK ("kind" in ('deposit', 'monthly')),
	CONSTRAINT "plan_collections_amounts" CHECK ("amount_pence" > 0 and "rent_pence" >= 0 and "equity_pence" >= 0 and "number" >= 0),
	CONSTRAINT "plan_collections_retry_date" CHECK (("status" = 'retrying') = ("next_attempt_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_purchase_case_id_purchase_cases_id_fk" FOREIGN KEY ("purchase_case_id") REFERENCES "public"."purchase_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_collection_attempts" ADD CONSTRAINT "plan_collection_attempts_collection_id_plan_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."plan_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_collections" ADD CONSTRAINT "plan_collections_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_collections" ADD CONSTRAINT "plan_collections_mandate_row_id_direct_debit_mandates_id_fk" FOREIGN KEY ("mandate_row_id") REFERENCES "public"."direct_debit_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_one_live_idx" ON "direct_debit_mandates" USING btree ("purchase_case_id") WHERE "status" in ('setting-up', 'pending', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_provider_mandate_idx" ON "direct_debit_mandates" USING btree ("provider","mandate_id");--> statement-breakpoint
CREATE INDEX "plan_collections_due_idx" ON "plan_collections" USING btree ("status","next_attempt_on");