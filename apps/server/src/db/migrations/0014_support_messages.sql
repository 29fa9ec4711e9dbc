CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"idempotency_key" text,
	"delivered_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_user_created_idx" ON "support_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_user_idempotency_key" ON "support_messages" USING btree ("user_id","idempotency_key") WHERE "support_messages"."idempotency_key" is not null;