CREATE TABLE "buy_out_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"valuation_id" uuid,
	"price_pounds" integer NOT NULL,
	"equity_held_pence" integer NOT NULL,
	"to_pay_pence" integer NOT NULL,
	"valid_until" date NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_out_quotes_price_positive" CHECK ("buy_out_quotes"."price_pounds" > 0)
);
--> statement-breakpoint
CREATE TABLE "equity_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"valuation_id" uuid,
	"value_pounds" integer NOT NULL,
	"equity_before_pence" integer NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_purchases_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "equity_purchases_amount_positive" CHECK ("equity_purchases"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "home_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value_pounds" integer NOT NULL,
	"valued_on" date NOT NULL,
	"basis_valuation_id" uuid,
	"index_area_code" text,
	"index_area_name" text,
	"index_property_type" text,
	"index_from_month" text,
	"index_from_level" double precision,
	"index_to_month" text,
	"index_to_level" double precision,
	"surveyor" text,
	"recorded_by" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_valuations_plan_kind_day_unique" UNIQUE("plan_id","kind","valued_on"),
	CONSTRAINT "home_valuations_value_positive" CHECK ("home_valuations"."value_pounds" > 0),
	CONSTRAINT "home_valuations_kind_known" CHECK ("home_valuations"."kind" in ('purchase', 'index', 'surveyor'))
);
--> statement-breakpoint
CREATE TABLE "house_price_index" (
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"property_type" text NOT NULL,
	"month" text NOT NULL,
	"level" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "house_price_index_area_code_property_type_month_pk" PRIMARY KEY("area_code","property_type","month"),
	CONSTRAINT "house_price_index_month" CHECK ("house_price_index"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "house_price_index_level_positive" CHECK ("house_price_index"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "buy_out_quotes" ADD CONSTRAINT "buy_out_quotes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_out_quotes" ADD CONSTRAINT "buy_out_quotes_valuation_id_home_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."home_valuations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_purchases" ADD CONSTRAINT "equity_purchases_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_purchases" ADD CONSTRAINT "equity_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_purchases" ADD CONSTRAINT "equity_purchases_valuation_id_home_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."home_valuations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_valuations" ADD CONSTRAINT "home_valuations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_out_quotes_plan_idx" ON "buy_out_quotes" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "equity_purchases_plan_idx" ON "equity_purchases" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "home_valuations_plan_idx" ON "home_valuations" USING btree ("plan_id","valued_on");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" in ('deposit-paid', 'equity-bought', 'collection-confirmed', 'collection-failed', 'fee-charged', 'refund-agreed', 'refund-paid', 'adjustment', 'reversal'));--> statement-breakpoint
-- Hand-written: a valuation is a record of what a home was worth and why; a new value is a new row, never an edit.
CREATE FUNCTION "home_valuations_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'home_valuations rows are never updated: record a new valuation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "home_valuations_no_update" BEFORE UPDATE ON "home_valuations" FOR EACH ROW EXECUTE FUNCTION "home_valuations_refuse_update"();
