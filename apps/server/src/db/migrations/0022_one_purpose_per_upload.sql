CREATE TABLE "upload_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"document_id" uuid,
	"home_submission_image_id" uuid,
	"landlord_listing_image_id" uuid,
	"promotion_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_claims_one_record" CHECK (num_nonnulls("upload_claims"."document_id", "upload_claims"."home_submission_image_id", "upload_claims"."landlord_listing_image_id", "upload_claims"."promotion_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "display_image_key" text;--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_document_id_applicant_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."applicant_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_home_submission_image_id_home_submission_images_id_fk" FOREIGN KEY ("home_submission_image_id") REFERENCES "public"."home_submission_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_landlord_listing_image_id_landlord_listing_images_id_fk" FOREIGN KEY ("landlord_listing_image_id") REFERENCES "public"."landlord_listing_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_claims_document_idx" ON "upload_claims" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "upload_claims_home_submission_image_idx" ON "upload_claims" USING btree ("home_submission_image_id");--> statement-breakpoint
CREATE INDEX "upload_claims_landlord_listing_image_idx" ON "upload_claims" USING btree ("landlord_listing_image_id");--> statement-breakpoint
CREATE INDEX "upload_claims_promotion_idx" ON "upload_claims" USING btree ("promotion_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_display_image_key_unique" UNIQUE("display_image_key");--> statement-breakpoint
-- Backfill (issue 29 item 1; decision 043): every key already recorded gets its claim; where one key is already
-- recorded twice (the defect this migration closes), the oldest record keeps it and the others are left as they
-- are (deleting them never deletes the file: services/upload-claims.ts deleteUnrecordedFiles).
INSERT INTO "upload_claims" ("key", "purpose", "document_id", "created_at")
SELECT "storage_key", 'document', "id", "created_at" FROM "applicant_documents" ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_claims" ("key", "purpose", "home_submission_image_id", "created_at")
SELECT "storage_key", 'homePhoto', "id", "created_at" FROM "home_submission_images" ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_claims" ("key", "purpose", "home_submission_image_id", "created_at")
SELECT "display_storage_key", 'homePhotoDisplay', "id", "created_at" FROM "home_submission_images"
WHERE "display_storage_key" IS NOT NULL ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_claims" ("key", "purpose", "landlord_listing_image_id", "created_at")
SELECT "storage_key", 'landlordPhoto', "id", "created_at" FROM "landlord_listing_images" ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_claims" ("key", "purpose", "landlord_listing_image_id", "created_at")
SELECT "display_storage_key", 'landlordPhotoDisplay', "id", "created_at" FROM "landlord_listing_images"
WHERE "display_storage_key" IS NOT NULL ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_claims" ("key", "purpose", "promotion_id", "created_at")
SELECT "image_key", 'promotionImage', "id", "created_at" FROM "promotions"
WHERE "image_key" IS NOT NULL ORDER BY "created_at", "id"
ON CONFLICT ("key") DO NOTHING;
