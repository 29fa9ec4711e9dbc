CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_batch_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"provider_batch_id" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payout_batches_sender_batch_id_unique" UNIQUE("sender_batch_id"),
	CONSTRAINT "payout_batches_provider_batch_id_unique" UNIQUE("provider_batch_id")
);
--> statement-breakpoint
CREATE TABLE "payout_state_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" integer,
	"paypal_status" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payout_batch_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sender_item_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paypal_item_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paypal_status" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_state_changes" ADD CONSTRAINT "payout_state_changes_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_state_changes" ADD CONSTRAINT "payout_state_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_state_changes_payout_id_idx" ON "payout_state_changes" USING btree ("payout_id","at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_batch_id_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_payout_batch_id_idx" ON "payouts" USING btree ("payout_batch_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_sender_item_id_unique" UNIQUE("sender_item_id");