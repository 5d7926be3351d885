-- A session (refresh-token family) stops being live when its rows are revoked or deleted. Every
-- server instance keeps the sessions it has checked for a short while (modules/auth/session-
-- liveness.ts); this trigger tells every instance listening on the channel which family changed,
-- whoever made the change (a sign-out on another instance, a password reset, a deleted account).
-- NOTIFY is delivered at commit, and once per family in a transaction.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.family_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
