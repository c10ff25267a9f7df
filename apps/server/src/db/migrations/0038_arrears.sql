CREATE TABLE "arrears_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrears_card_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "arrears_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_plan_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "arrears_instalments_plan_number_unique" UNIQUE("payment_plan_id","number"),
	CONSTRAINT "arrears_instalments_amount" CHECK ("amount_pence" > 0 and "number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "arrears_payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"arrears_pence" integer NOT NULL,
	"agreed_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"agreed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrears_payment_plans_status_known" CHECK ("status" in ('active', 'replaced')),
	CONSTRAINT "arrears_payment_plans_amount" CHECK ("arrears_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "arrears_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"since_date" date NOT NULL,
	"reminder_day" integer NOT NULL,
	"arrears_pence" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrears_reminders_once" UNIQUE("plan_id","since_date","reminder_day")
);
--> statement-breakpoint
CREATE TABLE "hardship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"message" text NOT NULL,
	"requested_by" text NOT NULL,
	"response" text,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrears_card_payments" ADD CONSTRAINT "arrears_card_payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_card_payments" ADD CONSTRAINT "arrears_card_payments_instalment_id_arrears_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."arrears_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_card_payments" ADD CONSTRAINT "arrears_card_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_instalments" ADD CONSTRAINT "arrears_instalments_payment_plan_id_arrears_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."arrears_payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_payment_plans" ADD CONSTRAINT "arrears_payment_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrears_card_payments_plan_idx" ON "arrears_card_payments" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_payment_plans_one_active_idx" ON "arrears_payment_plans" USING btree ("plan_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "hardship_requests_plan_idx" ON "hardship_requests" USING btree ("plan_id","created_at" DESC NULLS LAST);