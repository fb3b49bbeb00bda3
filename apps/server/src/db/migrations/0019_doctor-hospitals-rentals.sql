CREATE TABLE "doctor_hospitals" (
	"doctor_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	CONSTRAINT "doctor_hospitals_doctor_id_hospital_id_pk" PRIMARY KEY("doctor_id","hospital_id")
);
--> statement-breakpoint
CREATE TABLE "rental_terms" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"period_unit" text NOT NULL,
	"min_periods" smallint NOT NULL,
	"max_periods" smallint NOT NULL,
	"rent_paise" integer NOT NULL,
	"deposit_paise" integer NOT NULL,
	"units_available" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_terms_periods" CHECK ("rental_terms"."min_periods" >= 1 AND "rental_terms"."min_periods" <= "rental_terms"."max_periods" AND "rental_terms"."max_periods" <= 52),
	CONSTRAINT "rental_terms_money" CHECK ("rental_terms"."rent_paise" > 0 AND "rental_terms"."deposit_paise" >= 0),
	CONSTRAINT "rental_terms_units" CHECK ("rental_terms"."units_available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "rental_periods" smallint;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD COLUMN "lab_test_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rental_periods" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rental_period_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_hospitals" ADD CONSTRAINT "doctor_hospitals_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_hospitals" ADD CONSTRAINT "doctor_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_terms" ADD CONSTRAINT "rental_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_hospitals_hospital_idx" ON "doctor_hospitals" USING btree ("hospital_id","doctor_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_rental_periods" CHECK ("cart_items"."rental_periods" IS NULL OR "cart_items"."rental_periods" BETWEEN 1 AND 52);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_rental" CHECK (("order_items"."rental_periods" IS NULL AND "order_items"."rental_period_unit" IS NULL AND "order_items"."deposit_paise" = 0) OR ("order_items"."rental_periods" BETWEEN 1 AND 52 AND "order_items"."rental_period_unit" IS NOT NULL AND "order_items"."deposit_paise" >= 0));