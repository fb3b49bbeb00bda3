CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity_nonnegative" CHECK ("stock_batches"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"resellable" boolean,
	CONSTRAINT "order_return_lines_quantity" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decline_reason" text,
	"refund_paise" integer,
	"refund_reference" text,
	"photo_media_type" text NOT NULL,
	"photo" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "h1_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispensed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"prescription_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"medicine_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"batch_number" text,
	"prescriber_name" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_address" text NOT NULL,
	"pharmacist_name" text NOT NULL,
	"pharmacist_registration" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_dispensings" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_medicine_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_dispensings_quantity" CHECK ("prescription_dispensings"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "prescription_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by_user_id" integer,
	"by_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_allowed" integer NOT NULL,
	"quantity_dispensed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prescription_medicines_quantities" CHECK ("prescription_medicines"."quantity_allowed" > 0 AND "prescription_medicines"."quantity_dispensed" >= 0 AND "prescription_medicines"."quantity_dispensed" <= "prescription_medicines"."quantity_allowed")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"uploader_name" text NOT NULL,
	"uploader_phone" text DEFAULT '' NOT NULL,
	"uploader_address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"page_count" smallint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_user_id" integer,
	"reviewer_name" text,
	"reviewer_registration" text,
	"rejection_reason" text,
	"review_note" text,
	"prescriber_name" text,
	"prescriber_registration" text,
	"prescribed_on" date,
	"patient_name" text,
	"valid_until" date,
	CONSTRAINT "prescriptions_page_count" CHECK ("prescriptions"."page_count" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_council" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_dispensings" ADD CONSTRAINT "prescription_dispensings_prescription_medicine_id_prescription_medicines_id_fk" FOREIGN KEY ("prescription_medicine_id") REFERENCES "public"."prescription_medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_history" ADD CONSTRAINT "prescription_history_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_history" ADD CONSTRAINT "prescription_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_product_batch_idx" ON "stock_batches" USING btree ("product_id","batch_number");--> statement-breakpoint
CREATE INDEX "stock_batches_product_expiry_idx" ON "stock_batches" USING btree ("product_id","expiry_date");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "h1_register_dispensed_idx" ON "h1_register" USING btree ("dispensed_at");--> statement-breakpoint
CREATE INDEX "prescription_dispensings_order_idx" ON "prescription_dispensings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_files_page_idx" ON "prescription_files" USING btree ("prescription_id","page");--> statement-breakpoint
CREATE INDEX "prescription_history_prescription_idx" ON "prescription_history" USING btree ("prescription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_medicines_product_idx" ON "prescription_medicines" USING btree ("prescription_id","product_id");--> statement-breakpoint
CREATE INDEX "prescriptions_queue_idx" ON "prescriptions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "prescriptions_guest_idx" ON "prescriptions" USING btree ("guest_id") WHERE "prescriptions"."guest_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_user_id_users_id_fk" FOREIGN KEY ("rider_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_user_id","status") WHERE "orders"."rider_user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_quantity" CHECK ("order_items"."returned_quantity" BETWEEN 0 AND "order_items"."quantity");--> statement-breakpoint
-- The batch each product had on the shelf becomes its first stock batch, holding today's stock.
INSERT INTO "stock_batches" ("product_id", "batch_number", "expiry_date", "quantity")
SELECT "product_id", "batch_number", "expiry_date", "stock" FROM "product_inventory"
WHERE "batch_number" IS NOT NULL AND "expiry_date" IS NOT NULL
ON CONFLICT DO NOTHING;
