CREATE TABLE "hospital_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"hospital_id" integer NOT NULL,
	"user_id" integer,
	"department" text NOT NULL,
	"date" date NOT NULL,
	"time_window" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_phone" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"hospital_note" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_appointments_age" CHECK ("hospital_appointments"."patient_age" BETWEEN 0 AND 120)
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type" text NOT NULL,
	"specialties" text[] NOT NULL,
	"beds" integer,
	"emergency_24x7" boolean NOT NULL,
	"nabh_accredited" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" text NOT NULL,
	"submitted_by_user_id" integer,
	"submitter_key" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"duplicate_of_id" integer,
	"staff_user_id" integer,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitals_latitude" CHECK ("hospitals"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "hospitals_longitude" CHECK ("hospitals"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "hospitals_beds" CHECK ("hospitals"."beds" IS NULL OR "hospitals"."beds" BETWEEN 1 AND 20000)
);
--> statement-breakpoint
CREATE TABLE "emergency_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_code" text NOT NULL,
	"service" text NOT NULL,
	"user_id" integer,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"pickup_address" text NOT NULL,
	"pincode" text NOT NULL,
	"destination_hospital_id" integer,
	"destination" text DEFAULT '' NOT NULL,
	"patient_condition" text NOT NULL,
	"support_level" text,
	"price_paise" integer NOT NULL,
	"status" text NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_requests_price" CHECK ("emergency_requests"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"patient_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_window" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"staff_note" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospital_appointments" ADD CONSTRAINT "hospital_appointments_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_appointments" ADD CONSTRAINT "hospital_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD CONSTRAINT "emergency_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_requests" ADD CONSTRAINT "home_service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_appointments_reference_idx" ON "hospital_appointments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "hospital_appointments_user_idx" ON "hospital_appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hospital_appointments_hospital_idx" ON "hospital_appointments" USING btree ("hospital_id","date");--> statement-breakpoint
CREATE INDEX "hospitals_geo_idx" ON "hospitals" USING btree ("latitude","longitude") WHERE "hospitals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "hospitals_city_idx" ON "hospitals" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "hospitals_status_idx" ON "hospitals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hospitals_duplicate_idx" ON "hospitals" USING btree ("name_key","pincode");--> statement-breakpoint
CREATE INDEX "hospitals_submitter_idx" ON "hospitals" USING btree ("submitter_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitals_staff_idx" ON "hospitals" USING btree ("staff_user_id") WHERE "hospitals"."staff_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_requests_tracking_idx" ON "emergency_requests" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "emergency_requests_user_idx" ON "emergency_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_requests_status_idx" ON "emergency_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_service_requests_reference_idx" ON "home_service_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "home_service_requests_user_idx" ON "home_service_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "home_service_requests_status_idx" ON "home_service_requests" USING btree ("status","created_at");