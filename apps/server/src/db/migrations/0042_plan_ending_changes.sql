CREATE TABLE "plan_ending_moving_day_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_ending_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"changed_on" date NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_ending_moving_day_changes_differs" CHECK ("from_day" <> "to_day")
);
--> statement-breakpoint
ALTER TABLE "plan_endings" DROP CONSTRAINT "plan_endings_status_known";--> statement-breakpoint
ALTER TABLE "plan_endings" DROP CONSTRAINT "plan_endings_amounts";--> statement-breakpoint
DROP INDEX "plan_endings_one_live_idx";--> statement-breakpoint
ALTER TABLE "plan_endings" ADD COLUMN "refund_paid_pence" integer;--> statement-breakpoint
ALTER TABLE "plan_endings" ADD COLUMN "fallen_through_on" date;--> statement-breakpoint
ALTER TABLE "plan_endings" ADD COLUMN "fallen_through_reason" text;--> statement-breakpoint
ALTER TABLE "plan_endings" ADD COLUMN "fallen_through_by" text;--> statement-breakpoint
ALTER TABLE "plan_ending_moving_day_changes" ADD CONSTRAINT "plan_ending_moving_day_changes_plan_ending_id_plan_endings_id_fk" FOREIGN KEY ("plan_ending_id") REFERENCES "public"."plan_endings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_ending_moving_day_changes_ending_idx" ON "plan_ending_moving_day_changes" USING btree ("plan_ending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_endings_one_live_idx" ON "plan_endings" USING btree ("plan_id") WHERE "status" not in ('withdrawn', 'fallen-through');--> statement-breakpoint
ALTER TABLE "plan_endings" ADD CONSTRAINT "plan_endings_status_known" CHECK ("status" in ('notice-given', 'withdrawn', 'inspected', 'refund-paid', 'going-ahead', 'completed', 'fallen-through'));--> statement-breakpoint
ALTER TABLE "plan_endings" ADD CONSTRAINT "plan_endings_amounts" CHECK (coalesce("damage_pence", 0) >= 0 and coalesce("refund_due_pence", 0) >= 0 and coalesce("amount_received_pence", 0) >= 0 and coalesce("refund_paid_pence", 0) >= 0);