CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person" text DEFAULT 'applicant' NOT NULL,
	"type" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"employment_option" text,
	"job_title" text,
	"employer_name" text,
	"base_gross_income" integer,
	"additional_gross_income" integer,
	"overtime" integer,
	"contractor_current_job_title" text,
	"contractor_previous_job_title" text,
	"contractor_next_job_title" text,
	"contractor_current_day_rate" integer,
	"contractor_duration" integer,
	"current_job_ends_in_one_month" boolean,
	"has_next_job" boolean,
	"nature_of_business" text,
	"company_name" text,
	"current_year_profits" integer,
	"previous_year_profits" integer,
	"ltd_house_number" text,
	"ltd_dividends" integer,
	"ltd_director_salary" integer,
	"ltd_previous_year_dividends" integer,
	"ltd_previous_year_director_salary" integer,
	"accountant_name" text,
	"accountant_company" text,
	"accountant_address" text,
	"accountant_email" text,
	"benefits_universal" integer,
	"benefits_pip" integer,
	"benefits_children" integer,
	"benefits_dla" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"type" text NOT NULL,
	"source_property_type" text,
	"is_dwelling" boolean DEFAULT true NOT NULL,
	"address" text NOT NULL,
	"postcode" text,
	"outcode" text NOT NULL,
	"asking_price" integer NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"rent" integer NOT NULL,
	"image_url" text,
	"description" text,
	"link" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_districts" (
	"outcode" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"region" text,
	"town" text,
	"listing_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_views" (
	"user_id" uuid NOT NULL,
	"promotion_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_views_user_id_promotion_id_pk" PRIMARY KEY("user_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"terms" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"skip_idv" boolean DEFAULT false NOT NULL,
	"submit_home_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person" text DEFAULT 'applicant' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"post_code" text NOT NULL,
	"post_town" text,
	"country" text,
	"uprn" text,
	"move_in_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gross_annual_pay" integer DEFAULT 0 NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"deposit_source" text,
	"joint_application" boolean DEFAULT false NOT NULL,
	"other_first_name" text,
	"other_middle_name" text,
	"other_last_name" text,
	"nin" text,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"budget" integer DEFAULT 0 NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"waitlist_fee_paid" boolean DEFAULT false NOT NULL,
	"nationality" text,
	"documents_uploaded" boolean DEFAULT false NOT NULL,
	"welcome_seen" boolean DEFAULT false NOT NULL,
	"date_of_birth" date,
	"monthly_loans" integer DEFAULT 0 NOT NULL,
	"card_balance" integer DEFAULT 0 NOT NULL,
	"co_applicant_permission" text,
	"co_applicant_login_link_sent" boolean DEFAULT false NOT NULL,
	"monthly_commitments" integer DEFAULT 0 NOT NULL,
	"identity_verification_requested" boolean DEFAULT false NOT NULL,
	"identity_verification_skipped" boolean DEFAULT false NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"has_additional_income" boolean,
	"bank_statements_manual_upload" boolean DEFAULT false NOT NULL,
	"open_banking_connected" boolean DEFAULT false NOT NULL,
	"open_banking_requested" boolean DEFAULT false NOT NULL,
	"adult_dependants" integer DEFAULT 0 NOT NULL,
	"child_dependants" integer DEFAULT 0 NOT NULL,
	"rent_budget" integer DEFAULT 0 NOT NULL,
	"utm_source" text,
	"utm_other_source" text,
	"preferred_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"checks" jsonb,
	"affordability" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_applications_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"phone_number" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_views" ADD CONSTRAINT "promotion_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_views" ADD CONSTRAINT "promotion_views_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expenses_application_idx" ON "expenses" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_application_listing_idx" ON "favourites" USING btree ("application_id","listing_id");--> statement-breakpoint
CREATE INDEX "incomes_application_idx" ON "incomes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "listings_outcode_listed_idx" ON "listings" USING btree ("outcode","listed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_source_idx" ON "listings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "user_addresses_application_idx" ON "user_addresses" USING btree ("application_id");