CREATE TABLE "analytics_backfill" (
	"name" text PRIMARY KEY NOT NULL,
	"after_order_id" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;