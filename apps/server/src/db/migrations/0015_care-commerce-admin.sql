CREATE TABLE "analytics_category_sales" (
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_category_sales_day_category_id_pk" PRIMARY KEY("day","category_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_city_sales" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_city_sales_day_city_pk" PRIMARY KEY("day","city")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_categories" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_customer_categories_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	"prescription_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_revenue_paise" bigint DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"carts" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	"lab_bookings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"total_paise" bigint NOT NULL,
	"prescription" boolean NOT NULL,
	"city" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_product_sales" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_sales_period_start_product_id_pk" PRIMARY KEY("period","start","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_seen_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mail_id" integer,
	"delivered_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"segment" text NOT NULL,
	"category_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_category_check" CHECK (("campaigns"."segment" = 'bought-category') = ("campaigns"."category_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"doctor_id" integer,
	"customer_name" text NOT NULL,
	"counterpart_name" text NOT NULL,
	"assignee_user_id" integer,
	"assignee_name" text,
	"assigned_at" timestamp with time zone,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_delivered_id" integer DEFAULT 0 NOT NULL,
	"customer_read_id" integer DEFAULT 0 NOT NULL,
	"staff_delivered_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_doctor" CHECK (("chat_conversations"."kind" = 'doctor') = ("chat_conversations"."doctor_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"attachment_id" integer,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"reading_minutes" smallint NOT NULL,
	CONSTRAINT "article_translations_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text NOT NULL,
	"reviewer_name" text,
	"reviewer_registration" text,
	"cover_image_id" integer,
	"related_products_query" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"quote" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"rating" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"snoozed_until" timestamp with time zone,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_refills" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"units_added" integer NOT NULL,
	"on_time" boolean NOT NULL,
	"refilled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_reminders" (
	"medication_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_reminders_medication_id_kind_due_at_pk" PRIMARY KEY("medication_id","kind","due_at")
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_name" text,
	"name" text NOT NULL,
	"product_id" integer,
	"source" text NOT NULL,
	"source_id" integer,
	"prescription_valid_until" date,
	"units_per_dose" smallint NOT NULL,
	"times" text[] NOT NULL,
	"food" text NOT NULL,
	"days" smallint[] NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"units_per_pack" smallint NOT NULL,
	"units_on_hand" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"refill_reminded_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_units_per_dose" CHECK ("medications"."units_per_dose" between 1 and 20),
	CONSTRAINT "medications_units_on_hand" CHECK ("medications"."units_on_hand" >= 0),
	CONSTRAINT "medications_units_per_pack" CHECK ("medications"."units_per_pack" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"quiet_start_minute" smallint,
	"quiet_end_minute" smallint,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "offer_redemptions_amount" CHECK ("offer_redemptions"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"percent" integer,
	"amount_paise" integer,
	"min_order_paise" integer,
	"max_discount_paise" integer,
	"scope" jsonb,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"uses_per_customer" integer,
	"plus_only" boolean DEFAULT false NOT NULL,
	"card_only" boolean DEFAULT false NOT NULL,
	"occasion" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code"),
	CONSTRAINT "offers_amount_by_type" CHECK (("offers"."type" = 'percent' AND "offers"."percent" BETWEEN 1 AND 100 AND "offers"."amount_paise" IS NULL) OR ("offers"."type" = 'flat' AND "offers"."amount_paise" > 0 AND "offers"."percent" IS NULL)),
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" IS NULL OR "offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_uses_positive" CHECK ("offers"."uses_per_customer" IS NULL OR "offers"."uses_per_customer" > 0)
);
--> statement-breakpoint
CREATE TABLE "plus_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"price_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"refund_paise" integer,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_subscriptions_period" CHECK ("plus_subscriptions"."ends_at" > "plus_subscriptions"."starts_at"),
	CONSTRAINT "plus_subscriptions_refund" CHECK ("plus_subscriptions"."refund_paise" IS NULL OR "plus_subscriptions"."refund_paise" BETWEEN 0 AND "plus_subscriptions"."price_paise")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_image_id_content_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_refills" ADD CONSTRAINT "medication_refills_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_subscriptions" ADD CONSTRAINT "plus_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_orders_user_idx" ON "analytics_orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "analytics_product_sales_rank_idx" ON "analytics_product_sales" USING btree ("period","start","revenue_paise" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analytics_seen_events_at_idx" ON "analytics_seen_events" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status","user_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_topic_idx" ON "chat_conversations" USING btree ("customer_user_id","topic");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("kind","assignee_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_doctor_idx" ON "chat_conversations" USING btree ("doctor_id","last_message_at") WHERE "chat_conversations"."doctor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("conversation_id","side","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("section","status","publish_at");--> statement-breakpoint
CREATE INDEX "health_tips_live_idx" ON "health_tips" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "testimonials_live_idx" ON "testimonials" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_doses_dose_idx" ON "medication_doses" USING btree ("medication_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "medication_refills_medication_idx" ON "medication_refills" USING btree ("medication_id");--> statement-breakpoint
CREATE INDEX "medications_user_idx" ON "medications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "medications_next_reminder_idx" ON "medications" USING btree ("next_reminder_at") WHERE "medications"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_order_idx" ON "offer_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_user_offer_idx" ON "offer_redemptions" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_subscriptions_user_key_idx" ON "plus_subscriptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "plus_subscriptions_user_idx" ON "plus_subscriptions" USING btree ("user_id","ends_at");