-- The creative reports read notes' titles and their content accounts' nicknames: a change moves the catalog's
-- version, so their cached results are computed again (as for plans, 0008).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notes', 'content_accounts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION adops_catalog_changed()', t || '_catalog_delete', t);
  END LOOP;
END $$;
