-- Issue 27: a session that ends, ends on every process at once (decision 510). Each process keeps
-- the sessions it has checked (family → user, role, brand) and drops a user's when PostgreSQL
-- says so on the channel the dashboard cache already hears (portal_changes, the user's id; the
-- users table's trigger from 0008 already raises it on any change to the user's row: role, brand,
-- deactivation). Here a refresh token that is revoked (sign-out, reuse, password reset, staff
-- ending access) or deleted raises it too.
CREATE OR REPLACE FUNCTION portal_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_changes', OLD.user_id::text);
  ELSIF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('portal_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_ended" AFTER UPDATE OR DELETE ON "refresh_tokens" FOR EACH ROW EXECUTE FUNCTION portal_session_ended();
