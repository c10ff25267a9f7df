CREATE TABLE "plan_endings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_case_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"started_by" text NOT NULL,
	"notice_given_on" date,
	"moving_on" date,
	"reason" text,
	"withdrawn_on" date,
	"inspected_on" date,
	"damage_pence" integer,
	"damage_note" text,
	"inspected_by" text,
	"refund_due_pence" integer,
	"refund_paid_on" date,
	"refund_reference" text,
	"refund_paid_by" text,
	"quote_id" uuid,
	"price_pounds" integer,
	"go_ahead_on" date,
	"valuation_instructed_on" date,
	"valuation_instructed_by" text,
	"valuation_received_on" date,
	"valuation_pounds" integer,
	"valuation_recorded_by" text,
	"mortgage_offer_on" date,
	"mortgage_offer_by" text,
	"completed_on" date,
	"amount_received_pence" integer,
	"completion_reference" text,
	"completed_by" text,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_endings_kind_known" CHECK ("kind" in ('move-out', 'buy-out')),
	CONSTRAINT "plan_endings_status_known" CHECK ("status" in ('notice-given', 'withdrawn', 'inspected', 'refund-paid', 'going-ahead', 'completed')),
	CONSTRAINT "plan_endings_amounts" CHECK (coalesce("damage_pence", 0) >= 0 and coalesce("refund_due_pence", 0) >= 0 and coalesce("amount_received_pence", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_known";--> statement-breakpoint
ALTER TABLE "plan_endings" ADD CONSTRAINT "plan_endings_purchase_case_id_purchase_cases_id_fk" FOREIGN KEY ("purchase_case_id") REFERENCES "public"."purchase_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_endings" ADD CONSTRAINT "plan_endings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_endings" ADD CONSTRAINT "plan_endings_quote_id_buy_out_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."buy_out_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_endings_one_live_idx" ON "plan_endings" USING btree ("plan_id") WHERE "status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "plan_endings_case_idx" ON "plan_endings" USING btree ("purchase_case_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" in ('deposit-paid', 'equity-bought', 'collection-confirmed', 'collection-failed', 'fee-charged', 'refund-agreed', 'refund-paid', 'adjustment', 'reversal', 'buy-out-completed'));--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_known" CHECK ("ledger_postings"."account" in ('bank', 'arrears', 'deposit-held', 'equity-held', 'refunds-due', 'rent-received', 'rent-due', 'fees', 'home-sale'));