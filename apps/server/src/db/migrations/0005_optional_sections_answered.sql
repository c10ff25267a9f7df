ALTER TABLE "user_applications" ADD COLUMN "cards_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "monthly_commitments_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "dependants_answered_at" timestamp with time zone;--> statement-breakpoint
-- Applications that already hold an amount or a dependant were answered: keep them shown as answered.
UPDATE "user_applications" SET "cards_answered_at" = "updated_at" WHERE "card_balance" > 0;--> statement-breakpoint
UPDATE "user_applications" SET "monthly_commitments_answered_at" = "updated_at" WHERE "monthly_loans" > 0 OR "monthly_commitments" > 0 OR EXISTS (SELECT 1 FROM "expenses" WHERE "expenses"."application_id" = "user_applications"."id");--> statement-breakpoint
UPDATE "user_applications" SET "dependants_answered_at" = "updated_at" WHERE "adult_dependants" > 0 OR "child_dependants" > 0;
