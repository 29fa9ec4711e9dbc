-- Issue 28 (decision 530): the audit log is append-only. Whatever code or SQL tries it, an entry
-- cannot be changed or deleted, and the table cannot be emptied.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Brand users made before brand roles existed review; none of them managed a team.
UPDATE "users" SET "brand_role" = 'reviewer' WHERE "type" = 'brand' AND "brand_role" IS NULL;
