CREATE TABLE "co_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"phone_number" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"date_of_birth" date,
	"nationality" text,
	"nin" text,
	"has_additional_income" boolean,
	"has_granted_permission_date" timestamp with time zone,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"identity_verification_requested" boolean DEFAULT false NOT NULL,
	"documents_uploaded" boolean DEFAULT false NOT NULL,
	"bank_statements_manual_upload" boolean DEFAULT false NOT NULL,
	"open_banking_connected" boolean DEFAULT false NOT NULL,
	"open_banking_requested" boolean DEFAULT false NOT NULL,
	"signed_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_applicants_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "co_applicants_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "co_applicant_id" uuid;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD CONSTRAINT "co_applicants_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_co_applicant_id_co_applicants_id_fk" FOREIGN KEY ("co_applicant_id") REFERENCES "public"."co_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_co_applicant_idx" ON "email_tokens" USING btree ("co_applicant_id");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_one_subject" CHECK (("email_tokens"."user_id" IS NULL) <> ("email_tokens"."co_applicant_id" IS NULL));