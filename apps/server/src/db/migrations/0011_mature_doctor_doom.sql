CREATE TABLE "custom_terms_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_terms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_terms_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"s3_key" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_categories" (
	"campaign_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "campaign_categories_campaign_id_category_id_pk" PRIMARY KEY("campaign_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_drafts" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"published_document" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"brand_id" integer,
	"body" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"handle" text,
	"note" text,
	"accept_by" timestamp with time zone NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invite_id" integer,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"public_key" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_images_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
DROP INDEX "terms_agreements_terms_user_key";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payout_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_terms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "studio_key" text;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "spots" integer;--> statement-breakpoint
ALTER TABLE "terms_agreements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "invited_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "followers" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "engagement_rate" double precision;--> statement-breakpoint
ALTER TABLE "custom_terms_versions" ADD CONSTRAINT "custom_terms_versions_custom_terms_id_custom_terms_id_fk" FOREIGN KEY ("custom_terms_id") REFERENCES "public"."custom_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_notes" ADD CONSTRAINT "creator_notes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_notes" ADD CONSTRAINT "creator_notes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_notes" ADD CONSTRAINT "creator_notes_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invites" ADD CONSTRAINT "pending_invites_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invites" ADD CONSTRAINT "pending_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invites" ADD CONSTRAINT "pending_invites_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_images" ADD CONSTRAINT "studio_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_images" ADD CONSTRAINT "studio_images_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_terms_versions_key" ON "custom_terms_versions" USING btree ("custom_terms_id","version");--> statement-breakpoint
CREATE INDEX "campaign_categories_category_id_idx" ON "campaign_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_notes_creator_brand_key" ON "creator_notes" USING btree ("creator_id",coalesce("brand_id", 0));--> statement-breakpoint
CREATE INDEX "creator_notes_brand_id_idx" ON "creator_notes" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "creator_notes_updated_by_user_id_idx" ON "creator_notes" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_invites_campaign_email_key" ON "pending_invites" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
CREATE INDEX "pending_invites_email_idx" ON "pending_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "pending_invites_invited_by_user_id_idx" ON "pending_invites" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE INDEX "pending_invites_invite_id_idx" ON "pending_invites" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "studio_images_brand_id_idx" ON "studio_images" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "studio_images_uploaded_by_user_id_idx" ON "studio_images" USING btree ("uploaded_by_user_id");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flights_campaign_studio_key" ON "flights" USING btree ("campaign_id","studio_key");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_agreements_terms_user_version_key" ON "terms_agreements" USING btree ("custom_terms_id","user_id","version");--> statement-breakpoint
CREATE INDEX "invites_invited_by_user_id_idx" ON "invites" USING btree ("invited_by_user_id");