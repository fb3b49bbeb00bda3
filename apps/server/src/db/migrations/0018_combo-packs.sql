CREATE TABLE "combo_pack_items" (
	"combo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "combo_pack_items_combo_id_product_id_pk" PRIMARY KEY("combo_id","product_id"),
	CONSTRAINT "combo_pack_items_quantity" CHECK ("combo_pack_items"."quantity" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "combo_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combo_packs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "combo_packs_price_positive" CHECK ("combo_packs"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "combo_pack_items" ADD CONSTRAINT "combo_pack_items_combo_id_combo_packs_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_pack_items" ADD CONSTRAINT "combo_pack_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_pack_items_product_idx" ON "combo_pack_items" USING btree ("product_id");