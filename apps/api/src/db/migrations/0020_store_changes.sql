-- Each server instance holds the store settings and the day's metal rates in memory (modules/
-- settings/store-changes.ts); these triggers tell every instance listening on the channel which
-- of the two changed, whoever changed it (staff on another instance, a script, a restore).
-- NOTIFY is delivered at commit, and a repeated payload once per transaction.
CREATE FUNCTION notify_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_changed', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_settings_changed AFTER INSERT OR UPDATE OR DELETE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_store_changed('settings');
--> statement-breakpoint
CREATE TRIGGER metal_rates_changed AFTER INSERT OR UPDATE OR DELETE ON metal_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_store_changed('metal-rates');
