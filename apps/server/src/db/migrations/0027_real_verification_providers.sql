CREATE TABLE "open_banking_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"provider_account_id" text NOT NULL,
	"name" text NOT NULL,
	"mask" text,
	"type" text NOT NULL,
	"subtype" text,
	"balance_current_pence" bigint,
	"balance_available_pence" bigint,
	"currency" text
);
--> statement-breakpoint
CREATE TABLE "open_banking_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person" text DEFAULT 'applicant' NOT NULL,
	"session_id" uuid,
	"provider" text NOT NULL,
	"item_id" text NOT NULL,
	"access_token_encrypted" text,
	"institution_name" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"consent_expires_at" timestamp with time zone,
	"reconnect_reminder_sent_at" timestamp with time zone,
	"transactions_from" date,
	"transactions_to" date,
	"last_synced_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_banking_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"date" date NOT NULL,
	"amount_pence" bigint NOT NULL,
	"description" text NOT NULL,
	"counterparty" text,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "provider_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD COLUMN "provider_subject_id" text;--> statement-breakpoint
ALTER TABLE "open_banking_accounts" ADD CONSTRAINT "open_banking_accounts_connection_id_open_banking_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."open_banking_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_connections" ADD CONSTRAINT "open_banking_connections_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_connections" ADD CONSTRAINT "open_banking_connections_session_id_verification_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."verification_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_transactions" ADD CONSTRAINT "open_banking_transactions_connection_id_open_banking_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."open_banking_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_transactions" ADD CONSTRAINT "open_banking_transactions_account_id_open_banking_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."open_banking_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_banking_accounts_provider_idx" ON "open_banking_accounts" USING btree ("connection_id","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_banking_connections_item_idx" ON "open_banking_connections" USING btree ("provider","item_id");--> statement-breakpoint
CREATE INDEX "open_banking_connections_application_idx" ON "open_banking_connections" USING btree ("application_id","person");--> statement-breakpoint
CREATE INDEX "open_banking_connections_consent_idx" ON "open_banking_connections" USING btree ("consent_expires_at") WHERE "open_banking_connections"."status" = 'Active';--> statement-breakpoint
CREATE UNIQUE INDEX "open_banking_transactions_provider_idx" ON "open_banking_transactions" USING btree ("connection_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "open_banking_transactions_connection_date_idx" ON "open_banking_transactions" USING btree ("connection_id","date");