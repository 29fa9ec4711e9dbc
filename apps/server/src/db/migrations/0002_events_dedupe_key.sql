ALTER TABLE "events" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "events_dedupe_key" ON "events" USING btree ("dedupe_key") WHERE "events"."dedupe_key" is not null;