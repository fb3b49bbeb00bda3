CREATE TABLE "assistant_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversations_owner" CHECK ("assistant_conversations"."user_id" IS NOT NULL OR "assistant_conversations"."guest_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"detected_language" text,
	"triage_level" text,
	"triage_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"red_flags" text[] DEFAULT '{}' NOT NULL,
	"specialty" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_triage_on_assistant" CHECK (("assistant_messages"."role" = 'assistant') = ("assistant_messages"."triage_level" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_conversations_guest_idx" ON "assistant_conversations" USING btree ("guest_id","updated_at") WHERE "assistant_conversations"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");