CREATE TABLE "repair_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "repair_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"payer" text,
	"payer_reason" text,
	"scheduled_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_updates_author_kind" CHECK ("repair_updates"."author_kind" in ('customer', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"purchase_case_id" uuid NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"urgency" text NOT NULL,
	"status" text DEFAULT 'Reported' NOT NULL,
	"payer" text NOT NULL,
	"payer_reason" text,
	"target_at" timestamp with time zone NOT NULL,
	"scheduled_for" date,
	"reported_by" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "repairs_category_known" CHECK ("category" in ('StructureAndExterior', 'Roof', 'HeatingAndHotWater', 'WaterGasAndSanitation', 'Electrics', 'Appliances', 'InteriorAndDecoration', 'GardenAndOutbuildings', 'Other')),
	CONSTRAINT "repairs_urgency_known" CHECK ("urgency" in ('Emergency', 'Urgent', 'Routine')),
	CONSTRAINT "repairs_status_known" CHECK ("status" in ('Reported', 'Scheduled', 'InProgress', 'Completed', 'Cancelled')),
	CONSTRAINT "repairs_payer_known" CHECK ("payer" in ('Stairway', 'Customer', 'CostDecides'))
);
--> statement-breakpoint
ALTER TABLE "upload_claims" DROP CONSTRAINT "upload_claims_one_record";--> statement-breakpoint
ALTER TABLE "upload_claims" ADD COLUMN "repair_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "repair_target_hours" jsonb;--> statement-breakpoint
ALTER TABLE "repair_photos" ADD CONSTRAINT "repair_photos_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_updates" ADD CONSTRAINT "repair_updates_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_purchase_case_id_purchase_cases_id_fk" FOREIGN KEY ("purchase_case_id") REFERENCES "public"."purchase_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_photos_repair_idx" ON "repair_photos" USING btree ("repair_id","position");--> statement-breakpoint
CREATE INDEX "repair_updates_repair_idx" ON "repair_updates" USING btree ("repair_id","created_at");--> statement-breakpoint
CREATE INDEX "repairs_open_queue_idx" ON "repairs" USING btree ("target_at","reported_at") WHERE "status" in ('Reported', 'Scheduled', 'InProgress');--> statement-breakpoint
CREATE INDEX "repairs_status_target_idx" ON "repairs" USING btree ("status","target_at");--> statement-breakpoint
CREATE INDEX "repairs_case_idx" ON "repairs" USING btree ("purchase_case_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repairs_plan_idx" ON "repairs" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_repair_photo_id_repair_photos_id_fk" FOREIGN KEY ("repair_photo_id") REFERENCES "public"."repair_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_claims_repair_photo_idx" ON "upload_claims" USING btree ("repair_photo_id");--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_one_record" CHECK (num_nonnulls("upload_claims"."document_id", "upload_claims"."home_submission_image_id", "upload_claims"."landlord_listing_image_id", "upload_claims"."promotion_id", "upload_claims"."repair_photo_id") = 1);