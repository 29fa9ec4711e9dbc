-- Issue 17: every change to what a creator's dashboard shows raises NOTIFY portal_changes (the
-- creator's id, or '*' when a campaign-wide table changed), at commit, to every process; their
-- caches of computed answers drop what changed (apps/server/src/http/answer-cache.ts, decision 305).
-- PostgreSQL sends one notification per distinct payload per transaction, so bulk writes stay cheap.
CREATE OR REPLACE FUNCTION portal_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('portal_changes', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('portal_changes', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('portal_changes', OLD.id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('portal_changes', NEW.id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_everyone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invites_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "invites" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "content_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "content" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "payouts_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "profiles_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "social_accounts_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "social_accounts" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "terms_agreements_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "terms_agreements" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "media_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION portal_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER "users_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION portal_user_changed();
--> statement-breakpoint
CREATE TRIGGER "campaigns_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER "brands_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER "campaign_guidelines_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaign_guidelines" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER "campaign_sample_media_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaign_sample_media" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER "flights_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "flights" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER "custom_terms_portal_changes" AFTER INSERT OR UPDATE OR DELETE ON "custom_terms" FOR EACH STATEMENT EXECUTE FUNCTION portal_everyone_changed();
