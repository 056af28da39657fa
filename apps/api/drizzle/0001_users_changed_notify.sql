-- Every change of a users row is announced on the channel `users_changed`, delivered at commit,
-- payload `<id>:<transaction id>` (`*:<transaction id>` for a truncate). Each API instance listens,
-- drops its cached copy of that row (the session cache of authenticated GETs,
-- src/modules/shared/user-cache.ts) and acknowledges the transaction on `users_changed_ack`.
CREATE FUNCTION users_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('users_changed', '*:' || txid_current()::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('users_changed', OLD.id::text || ':' || txid_current()::text);
  ELSE
    PERFORM pg_notify('users_changed', NEW.id::text || ':' || txid_current()::text);
    IF NEW.id <> OLD.id THEN
      PERFORM pg_notify('users_changed', OLD.id::text || ':' || txid_current()::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_changed_notify();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed_notify();
