-- Every statement that changes the fund catalogue (funds, their series, the valor cuota) is
-- announced on the channel `funds_changed`, delivered at commit (identical notifications of one
-- transaction are delivered once). Each API instance listens and forgets the answers it keeps
-- from the catalogue (the fund list, a fund's history: src/modules/shared/read-cache.ts).
CREATE FUNCTION funds_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('funds_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER funds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "funds"
  FOR EACH STATEMENT EXECUTE FUNCTION funds_changed_notify();
--> statement-breakpoint
CREATE TRIGGER fund_series_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fund_series"
  FOR EACH STATEMENT EXECUTE FUNCTION funds_changed_notify();
--> statement-breakpoint
CREATE TRIGGER fund_nav_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fund_nav"
  FOR EACH STATEMENT EXECUTE FUNCTION funds_changed_notify();
