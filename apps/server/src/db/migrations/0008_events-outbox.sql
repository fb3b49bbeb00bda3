CREATE TABLE "event_deliveries" (
	"event_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"dead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_pending_idx" ON "event_deliveries" USING btree ("next_attempt_at") WHERE "event_deliveries"."delivered_at" is null;--> statement-breakpoint
-- Mail queued before this upgrade and not sent yet (nor given up after 5 attempts) goes out through the events outbox.
INSERT INTO "events" ("type", "payload", "occurred_at") SELECT 'mail.requested', jsonb_build_object('mailId', "id"), "created_at" FROM "mail_outbox" WHERE "sent_at" IS NULL AND "attempts" < 5 ORDER BY "id";--> statement-breakpoint
INSERT INTO "event_deliveries" ("event_id", "subscriber") SELECT "id", 'mail' FROM "events" WHERE "type" = 'mail.requested';--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "claimed_until";