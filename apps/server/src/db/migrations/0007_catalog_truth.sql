ALTER TABLE "monographs" ADD COLUMN "specifications" jsonb;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '3004' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "expiry_date" date;