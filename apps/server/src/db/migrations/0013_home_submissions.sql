CREATE TABLE "home_submission_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_submission_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_submission_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "home_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"listing_id" text,
	"from_listing" boolean DEFAULT false NOT NULL,
	"type" text,
	"other_type" text,
	"bedrooms" integer,
	"ownership" text,
	"years_left_on_lease" integer,
	"epc_rating" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"postcode" text,
	"post_town" text,
	"uprn" text,
	"asking_price" integer,
	"chain" boolean,
	"link" text,
	"additional_info" text,
	"viewed" boolean DEFAULT false NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_submission_images" ADD CONSTRAINT "home_submission_images_home_submission_id_home_submissions_id_fk" FOREIGN KEY ("home_submission_id") REFERENCES "public"."home_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_submissions" ADD CONSTRAINT "home_submissions_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_submissions" ADD CONSTRAINT "home_submissions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_submission_images_submission_idx" ON "home_submission_images" USING btree ("home_submission_id","created_at");--> statement-breakpoint
CREATE INDEX "home_submissions_application_idx" ON "home_submissions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_submissions_one_in_review_idx" ON "home_submissions" USING btree ("application_id") WHERE "submitted" = true and "approved" = false and "rejected" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "home_submissions_one_approved_idx" ON "home_submissions" USING btree ("application_id") WHERE "approved" = true;