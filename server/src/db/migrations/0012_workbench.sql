CREATE TABLE "account_tasks" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tasks_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "monitored_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"hourly_fee" bigint,
	"balance" bigint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tasks" ADD CONSTRAINT "account_tasks_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_accounts" ADD CONSTRAINT "monitored_accounts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The workbench's reports read account tasks and monitored accounts: a change moves the catalog's version, so
-- their cached results are computed again (as for targets, 0008).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['account_tasks', 'monitored_accounts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_delete', t);
  END LOOP;
END $$;
