CREATE TABLE "account_week_notes" (
	"account_id" integer NOT NULL,
	"week" date NOT NULL,
	"note" varchar(1000) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_week_notes_account_id_week_pk" PRIMARY KEY("account_id","week")
);
--> statement-breakpoint
CREATE TABLE "descent_reasons" (
	"account_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"fee" bigint NOT NULL,
	"previous_fee" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"action" varchar(500) DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "descent_reasons_account_id_period_start_period_end_pk" PRIMARY KEY("account_id","period_start","period_end")
);
--> statement-breakpoint
ALTER TABLE "account_week_notes" ADD CONSTRAINT "account_week_notes_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_week_notes" ADD CONSTRAINT "account_week_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descent_reasons" ADD CONSTRAINT "descent_reasons_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descent_reasons" ADD CONSTRAINT "descent_reasons_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reports read the thresholds in force (app_settings), the descents explained and the week notes: a change moves
-- the catalog's version, so their cached results are computed again (as for targets, 0008).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['app_settings', 'descent_reasons', 'account_week_notes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_delete', t);
  END LOOP;
END $$;
