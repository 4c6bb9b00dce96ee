-- A change of a landing page or form is announced, so that every server instance reads the public pages again
-- (modules/landing/pageCache.ts).
CREATE FUNCTION adops_landing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('adops_landing', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER landing_pages_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_pages
  FOR EACH STATEMENT EXECUTE FUNCTION adops_landing_changed();--> statement-breakpoint
CREATE TRIGGER landing_forms_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_forms
  FOR EACH STATEMENT EXECUTE FUNCTION adops_landing_changed();
