CREATE TABLE "data_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_cache_created_at_idx" ON "report_cache" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "report_cache" SET UNLOGGED;--> statement-breakpoint
CREATE SEQUENCE "data_version_seq";--> statement-breakpoint
-- The catalog's version moves when a statement changed a row of a table reports read names or placements from;
-- a statement that changed nothing (an upsert that kept every row) leaves it, so the sync does not move it.
CREATE FUNCTION adops_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO data_versions (key, version) VALUES ('catalog', nextval('data_version_seq'))
      ON CONFLICT (key) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('adops_versions', 'catalog');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Who may do what: a change is announced so that every server instance forgets the sessions it has cached.
CREATE FUNCTION adops_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('adops_auth', '');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['departments', 'operation_groups', 'ad_accounts', 'customers',
                           'account_categories', 'campaign_plans', 'targets'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_delete', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['user_roles', 'roles', 'role_modules', 'role_departments', 'modules', 'departments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION adops_auth_changed()', t || '_auth', t);
  END LOOP;
END $$;--> statement-breakpoint
-- Users are named in reports and place accounts; a sign-in (last_login_at) moves nothing. A column list admits no
-- transition table: any statement setting one of these columns moves the version.
CREATE FUNCTION adops_catalog_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (key, version) VALUES ('catalog', nextval('data_version_seq'))
    ON CONFLICT (key) DO UPDATE SET version = excluded.version;
  PERFORM pg_notify('adops_versions', 'catalog');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_catalog AFTER INSERT OR DELETE OR UPDATE OF username, name, department_id, group_id, deleted_at
  ON users FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_touched();--> statement-breakpoint
CREATE TRIGGER users_auth AFTER UPDATE OF username, password_hash, name, mobile, email, pic_url, company,
  department_id, group_id, sign_status, enabled, deleted_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION adops_auth_changed();--> statement-breakpoint
CREATE TRIGGER sessions_auth AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION adops_auth_changed();
