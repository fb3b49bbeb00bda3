CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country_of_origin" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "monographs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"therapeutic_class" text NOT NULL,
	"chemical_class" text NOT NULL,
	"action_class" text NOT NULL,
	"habit_forming" boolean NOT NULL,
	"primary_use" text NOT NULL,
	"description" text NOT NULL,
	"introduction" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"how_to_use" text NOT NULL,
	"how_it_works" text NOT NULL,
	"safety_advice" jsonb NOT NULL,
	"missed_dose" text NOT NULL,
	"side_effects" jsonb NOT NULL,
	"storage" text NOT NULL,
	"faq" jsonb NOT NULL,
	CONSTRAINT "monographs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_inventory" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_inventory_stock_nonnegative" CHECK ("product_inventory"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_specialties" (
	"product_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "product_specialties_product_id_specialty_id_pk" PRIMARY KEY("product_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"monograph_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"medicine_type" text NOT NULL,
	"strength" text NOT NULL,
	"salt_composition" text NOT NULL,
	"composition_key" text NOT NULL,
	"pack_size" text NOT NULL,
	"units_per_pack" smallint NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"prescription_required" boolean NOT NULL,
	"schedule" text NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"rating_count" integer NOT NULL,
	"tags" text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"max_order_quantity" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_mrp_positive" CHECK ("products"."mrp_paise" > 0),
	CONSTRAINT "products_price_range" CHECK ("products"."price_paise" > 0 AND "products"."price_paise" <= "products"."mrp_paise"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating_tenths" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "specialties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specialties" ADD CONSTRAINT "product_specialties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specialties" ADD CONSTRAINT "product_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_monograph_id_monographs_id_fk" FOREIGN KEY ("monograph_id") REFERENCES "public"."monographs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_specialties_specialty_idx" ON "product_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("id") WHERE "products"."is_featured";--> statement-breakpoint
CREATE INDEX "products_composition_idx" ON "products" USING btree ("composition_key","price_paise");--> statement-breakpoint
CREATE INDEX "products_monograph_idx" ON "products" USING btree ("monograph_id");