CREATE TABLE "phone_verification_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verification_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"contact_id" integer,
	"iso_phone" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_console_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_console_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verification_attempts" ADD CONSTRAINT "phone_verification_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verification_attempts" ADD CONSTRAINT "phone_verification_attempts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verification_attempts_phone_idx" ON "phone_verification_attempts" USING btree ("iso_phone","kind","created_at");--> statement-breakpoint
CREATE INDEX "phone_verification_attempts_user_id_idx" ON "phone_verification_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "phone_verification_attempts_contact_id_idx" ON "phone_verification_attempts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "sms_console_messages_to_phone_idx" ON "sms_console_messages" USING btree ("to_phone","created_at");