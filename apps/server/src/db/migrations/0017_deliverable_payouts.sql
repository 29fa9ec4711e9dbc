CREATE TABLE "payout_repairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_repairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invite_id" integer NOT NULL,
	"kept_payout_id" integer,
	"payout_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status_before" text NOT NULL,
	"repair" text NOT NULL,
	"details" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 26, decision 522: one payout per deliverable. Existing payouts learn their invite, then
-- every invite paid twice is repaired and the repair recorded in payout_repairs.
ALTER TABLE "payouts" ADD COLUMN "invite_id" integer;--> statement-breakpoint
UPDATE "payouts" p SET "invite_id" = c."invite_id" FROM "content" c WHERE c."id" = p."content_id";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "invite_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "kind" text DEFAULT 'deliverable' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_repairs" ADD CONSTRAINT "payout_repairs_repair_check" CHECK ("repair" IN ('owed_twice_removed', 'paid_twice', 'sent_twice'));--> statement-breakpoint
-- Each invite keeps one deliverable: the one paid first, else the one recorded first. Every other
-- payout of the invite is recorded with its row and history as they were: never sent ones are no
-- longer owed (removed below); ones sent, paid, failed or returned stay as 'duplicate' (the money
-- left, or is with PayPal), and are never sent again.
WITH ranked AS (
  SELECT p."id", p."invite_id", p."content_id", p."user_id", p."amount_cents", p."status", p."payout_batch_id",
    row_number() OVER w AS rn, first_value(p."id") OVER w AS kept
  FROM "payouts" p
  WINDOW w AS (PARTITION BY p."invite_id" ORDER BY (p."status" = 'paid') DESC, p."paid_at" NULLS LAST, p."id")
)
INSERT INTO "payout_repairs" ("invite_id", "kept_payout_id", "payout_id", "content_id", "user_id", "amount_cents", "status_before", "repair", "details")
SELECT r."invite_id", r.kept, r."id", r."content_id", r."user_id", r."amount_cents", r."status",
  CASE
    WHEN r."status" = 'pending' AND r."payout_batch_id" IS NULL THEN 'owed_twice_removed'
    WHEN r."status" = 'paid' THEN 'paid_twice'
    ELSE 'sent_twice'
  END,
  jsonb_build_object(
    'payout', to_jsonb(p.*),
    'history', coalesce((SELECT jsonb_agg(to_jsonb(h.*) ORDER BY h."id") FROM "payout_state_changes" h WHERE h."payout_id" = r."id"), '[]'::jsonb)
  )
FROM ranked r JOIN "payouts" p ON p."id" = r."id"
WHERE r.rn > 1;--> statement-breakpoint
DELETE FROM "payouts" p USING "payout_repairs" r WHERE r."payout_id" = p."id" AND r."repair" = 'owed_twice_removed';--> statement-breakpoint
UPDATE "payouts" p SET "kind" = 'duplicate' FROM "payout_repairs" r WHERE r."payout_id" = p."id" AND r."repair" <> 'owed_twice_removed';--> statement-breakpoint
-- Approved, payable content whose invite has no payout at all (a post verified without an
-- approval, demo data): its deliverable is owed (or paid, for content already PAID), so a payout
-- run can pay it.
WITH missing AS (
  INSERT INTO "payouts" ("content_id", "invite_id", "user_id", "amount_cents", "paypal_email", "status", "batch_id", "paid_at", "kind")
  SELECT DISTINCT ON (c."invite_id") c."id", c."invite_id", c."user_id", i."payout_amount_cents", pr."paypal_account",
    CASE WHEN c."funnel_state" = 'PAID' THEN 'paid' ELSE 'pending' END, 'content-' || c."id",
    CASE WHEN c."funnel_state" = 'PAID' THEN c."updated_at" END, 'deliverable'
  FROM "content" c
  JOIN "invites" i ON i."id" = c."invite_id"
  LEFT JOIN "profiles" pr ON pr."user_id" = c."user_id"
  WHERE c."funnel_state" IN ('DISTRIBUTION_APPROVED', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'PAID')
    AND i."payout_amount_cents" > 0
    AND NOT EXISTS (SELECT 1 FROM "payouts" p WHERE p."invite_id" = c."invite_id")
  ORDER BY c."invite_id", c."updated_at", c."id"
  RETURNING "id", "status"
)
INSERT INTO "payout_state_changes" ("payout_id", "to_state", "actor_type")
SELECT m."id", CASE WHEN m."status" = 'pending' THEN 'owed' ELSE m."status" END, 'job' FROM missing m;--> statement-breakpoint
ALTER TABLE "payout_repairs" ADD CONSTRAINT "payout_repairs_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_repairs_invite_id_idx" ON "payout_repairs" USING btree ("invite_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_invite_id_idx" ON "payouts" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_deliverable_per_invite" ON "payouts" USING btree ("invite_id") WHERE "payouts"."kind" = 'deliverable';