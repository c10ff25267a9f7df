ALTER TABLE "rent_changes" DROP CONSTRAINT "rent_changes_plan_effective_unique";--> statement-breakpoint
ALTER TABLE "rent_changes" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_changes_plan_effective_unique" ON "rent_changes" USING btree ("plan_id","effective_from") WHERE "rent_changes"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_withdrawal_whole" CHECK (("rent_changes"."withdrawn_at" is null) = ("rent_changes"."withdrawal_reason" is null) and ("rent_changes"."withdrawn_at" is null) = ("rent_changes"."withdrawn_by" is null));