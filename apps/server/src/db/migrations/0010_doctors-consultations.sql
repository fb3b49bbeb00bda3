CREATE TABLE "appointment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by_user_id" integer,
	"by_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_user_id" integer,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_gender" text NOT NULL,
	"patient_phone" text DEFAULT '' NOT NULL,
	"symptoms" text NOT NULL,
	"mode" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refund_paise" integer,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_role" text,
	"rescheduled_from_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"room_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_fee" CHECK ("appointments"."fee_paise" > 0),
	CONSTRAINT "appointments_patient_age" CHECK ("appointments"."patient_age" BETWEEN 0 AND 120),
	CONSTRAINT "appointments_refund" CHECK ("appointments"."refund_paise" IS NULL OR ("appointments"."refund_paise" >= 0 AND "appointments"."refund_paise" <= "appointments"."fee_paise"))
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_role" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_name" text,
	"media_type" text,
	"byte_size" integer,
	"content" "bytea",
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_user_id" integer,
	"mode" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"doctor_joined_at" timestamp with time zone,
	"patient_joined_at" timestamp with time zone,
	"call_setup_ms" integer,
	"complaint" text DEFAULT '' NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "doctor_availability_weekday" CHECK ("doctor_availability"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "doctor_availability_minutes" CHECK ("doctor_availability"."start_minute" >= 0 AND "doctor_availability"."end_minute" <= 1440 AND "doctor_availability"."start_minute" < "doctor_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "doctor_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leave_range" CHECK ("doctor_leave"."from_date" <= "doctor_leave"."to_date")
);
--> statement-breakpoint
CREATE TABLE "doctor_specialties" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"symptoms" text[] NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	CONSTRAINT "doctor_specialties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"specialty_id" integer NOT NULL,
	"qualifications" text[] NOT NULL,
	"experience_years" smallint NOT NULL,
	"languages" text[] NOT NULL,
	"fee_paise" integer NOT NULL,
	"offers_video" boolean DEFAULT true NOT NULL,
	"offers_clinic" boolean DEFAULT true NOT NULL,
	"clinic_name" text NOT NULL,
	"clinic_address" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_council" text NOT NULL,
	"about" text NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"rating_count" integer NOT NULL,
	"slot_minutes" smallint DEFAULT 15 NOT NULL,
	"search_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_fee_min" CHECK ("doctors"."fee_paise" >= 19900),
	CONSTRAINT "doctors_rating_range" CHECK ("doctors"."rating_tenths" BETWEEN 0 AND 50),
	CONSTRAINT "doctors_slot_minutes" CHECK ("doctors"."slot_minutes" BETWEEN 5 AND 120),
	CONSTRAINT "doctors_mode" CHECK ("doctors"."offers_video" OR "doctors"."offers_clinic")
);
--> statement-breakpoint
CREATE TABLE "e_prescription_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"e_prescription_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"medicine_name" text NOT NULL,
	"salt_composition" text NOT NULL,
	"strength" text NOT NULL,
	"dose" text NOT NULL,
	"frequency" text NOT NULL,
	"duration_days" smallint NOT NULL,
	"quantity" smallint NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	CONSTRAINT "e_prescription_lines_duration" CHECK ("e_prescription_lines"."duration_days" BETWEEN 1 AND 365),
	CONSTRAINT "e_prescription_lines_quantity" CHECK ("e_prescription_lines"."quantity" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "e_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_user_id" integer,
	"doctor_name" text NOT NULL,
	"doctor_qualifications" text NOT NULL,
	"doctor_registration" text NOT NULL,
	"doctor_council" text NOT NULL,
	"clinic_name" text NOT NULL,
	"clinic_address" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" smallint NOT NULL,
	"patient_gender" text NOT NULL,
	"mode" text NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"lab_tests" text[] NOT NULL,
	"follow_up_on" date,
	"verification_code" text NOT NULL,
	"prescription_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_leave" ADD CONSTRAINT "doctor_leave_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_specialty_id_doctor_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."doctor_specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_lines" ADD CONSTRAINT "e_prescription_lines_e_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("e_prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_lines" ADD CONSTRAINT "e_prescription_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "appointment_reports_appointment_idx" ON "appointment_reports" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_idx" ON "appointments" USING btree ("doctor_id","starts_at") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_idx" ON "appointments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_room_idx" ON "appointments" USING btree ("room_token");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_day_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'booked' AND "appointments"."reminder_sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "consultation_messages_consultation_idx" ON "consultation_messages" USING btree ("consultation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_appointment_idx" ON "consultations" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "consultations_doctor_patient_idx" ON "consultations" USING btree ("doctor_id","patient_user_id","started_at");--> statement-breakpoint
CREATE INDEX "doctor_availability_doctor_idx" ON "doctor_availability" USING btree ("doctor_id","weekday");--> statement-breakpoint
CREATE INDEX "doctor_leave_doctor_idx" ON "doctor_leave" USING btree ("doctor_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_idx" ON "doctors" USING btree ("user_id") WHERE "doctors"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_registration_idx" ON "doctors" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "doctors_specialty_idx" ON "doctors" USING btree ("specialty_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescription_lines_position_idx" ON "e_prescription_lines" USING btree ("e_prescription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_consultation_idx" ON "e_prescriptions" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_code_idx" ON "e_prescriptions" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "e_prescriptions_patient_idx" ON "e_prescriptions" USING btree ("patient_user_id","issued_at");