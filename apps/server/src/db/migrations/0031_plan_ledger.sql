CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"payment_id" text,
	"reverses_entry_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_plan_key_unique" UNIQUE("plan_id","idempotency_key"),
	CONSTRAINT "ledger_entries_reverses_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "ledger_entries_plan_id_unique" UNIQUE("plan_id","id"),
	CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" in ('deposit-paid', 'collection-confirmed', 'collection-failed', 'fee-charged', 'refund-agreed', 'refund-paid', 'adjustment', 'reversal')),
	CONSTRAINT "ledger_entries_reversal_names_entry" CHECK (("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"entry_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"line" integer NOT NULL,
	"account" text NOT NULL,
	"pence" bigint NOT NULL,
	CONSTRAINT "ledger_postings_entry_id_line_pk" PRIMARY KEY("entry_id","line"),
	CONSTRAINT "ledger_postings_account_known" CHECK ("ledger_postings"."account" in ('bank', 'arrears', 'deposit-held', 'equity-held', 'refunds-due', 'rent-received', 'rent-due', 'fees')),
	CONSTRAINT "ledger_postings_pence_not_zero" CHECK ("ledger_postings"."pence" <> 0),
	CONSTRAINT "ledger_postings_line_positive" CHECK ("ledger_postings"."line" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_same_plan_fk" FOREIGN KEY ("plan_id","reverses_entry_id") REFERENCES "public"."ledger_entries"("plan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_fk" FOREIGN KEY ("plan_id","entry_id") REFERENCES "public"."ledger_entries"("plan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_plan_date_idx" ON "ledger_entries" USING btree ("plan_id","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_postings_plan_account_idx" ON "ledger_postings" USING btree ("plan_id","account");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): the database enforces the ledger's rules whoever writes
-- (ARCHITECTURE.md §7 "entries are never updated or deleted (the database refuses it), corrections are
-- reversing entries"; "every business event is one journal entry whose postings sum to zero").
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable: post a reversing entry (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_immutable" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- At commit (deferred), each entry written in the transaction must have at least two postings summing to 0p.
-- Fired by the entry's insert (an entry with no postings at all) and by each posting's; the argument names the
-- column holding the entry's id.
CREATE FUNCTION "ledger_check_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  postings integer;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum("pence"), 0) INTO postings, total
    FROM "ledger_postings" WHERE "entry_id" = checked;
  IF postings < 2 THEN
    RAISE EXCEPTION 'ledger entry % has % posting(s): an entry needs at least two', checked, postings
      USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: its postings sum to %p, not 0p', checked, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"('entry_id');
