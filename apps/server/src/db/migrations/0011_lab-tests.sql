CREATE TABLE "lab_booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by_user_id" integer,
	"by_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_patient_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"name" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_booking_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"age_years" smallint NOT NULL,
	"sample_id" text,
	"collected_at" timestamp with time zone,
	"report_ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"slot_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"mrp_total_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"collection_charge_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"payment_status" text NOT NULL,
	"phlebotomist_name" text,
	"phlebotomist_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_bookings_money" CHECK ("lab_bookings"."total_paise" >= 0 AND "lab_bookings"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_package_tests" (
	"package_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "lab_package_tests_package_id_test_id_pk" PRIMARY KEY("package_id","test_id"),
	CONSTRAINT "lab_package_tests_not_self" CHECK ("lab_package_tests"."package_id" <> "lab_package_tests"."test_id")
);
--> statement-breakpoint
CREATE TABLE "lab_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"value_kind" text NOT NULL,
	"decimals" smallint DEFAULT 1 NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"nabl_accredited" boolean NOT NULL,
	"nabl_certificate" text
);
--> statement-breakpoint
CREATE TABLE "lab_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"birth_year" smallint NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_reference_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"parameter_id" integer NOT NULL,
	"sex" text DEFAULT 'any' NOT NULL,
	"age_min_years" smallint DEFAULT 0 NOT NULL,
	"age_max_years" smallint DEFAULT 120 NOT NULL,
	"low" double precision,
	"high" double precision,
	"normal_text" text,
	CONSTRAINT "lab_reference_ranges_age" CHECK ("lab_reference_ranges"."age_min_years" <= "lab_reference_ranges"."age_max_years"),
	CONSTRAINT "lab_reference_ranges_bounds" CHECK ("lab_reference_ranges"."low" IS NULL OR "lab_reference_ranges"."high" IS NULL OR "lab_reference_ranges"."low" <= "lab_reference_ranges"."high")
);
--> statement-breakpoint
CREATE TABLE "lab_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_patient_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_patient_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"parameter_code" text NOT NULL,
	"value_numeric" double precision,
	"value_text" text,
	"unit" text DEFAULT '' NOT NULL,
	"ref_low" double precision,
	"ref_high" double precision,
	"ref_text" text,
	"flag" text NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_value" CHECK ("lab_results"."value_numeric" IS NOT NULL OR "lab_results"."value_text" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lab_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"day" date NOT NULL,
	"start_hour" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_slots_booked" CHECK ("lab_slots"."booked" >= 0 AND "lab_slots"."booked" <= "lab_slots"."capacity"),
	CONSTRAINT "lab_slots_hour" CHECK ("lab_slots"."start_hour" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "lab_test_groups" (
	"test_id" integer NOT NULL,
	"group_slug" text NOT NULL,
	CONSTRAINT "lab_test_groups_group_slug_test_id_pk" PRIMARY KEY("group_slug","test_id")
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"also_known_as" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"sample_type" text NOT NULL,
	"fasting_hours" smallint DEFAULT 0 NOT NULL,
	"preparation" text DEFAULT '' NOT NULL,
	"turnaround_hours" smallint NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"partner_lab_id" integer NOT NULL,
	"consent_note" text,
	"search_text" text NOT NULL,
	"rank" integer DEFAULT 1000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lab_tests_price" CHECK ("lab_tests"."price_paise" > 0 AND "lab_tests"."price_paise" <= "lab_tests"."mrp_paise"),
	CONSTRAINT "lab_tests_discount" CHECK ("lab_tests"."price_paise" * 10 >= "lab_tests"."mrp_paise" * 4),
	CONSTRAINT "lab_tests_fasting" CHECK ("lab_tests"."fasting_hours" BETWEEN 0 AND 16),
	CONSTRAINT "lab_tests_turnaround" CHECK ("lab_tests"."turnaround_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "lab_booking_history" ADD CONSTRAINT "lab_booking_history_booking_id_lab_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lab_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_history" ADD CONSTRAINT "lab_booking_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_booking_patient_id_lab_booking_patients_id_fk" FOREIGN KEY ("booking_patient_id") REFERENCES "public"."lab_booking_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_patients" ADD CONSTRAINT "lab_booking_patients_booking_id_lab_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lab_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_patients" ADD CONSTRAINT "lab_booking_patients_patient_id_lab_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."lab_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_slot_id_lab_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."lab_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_package_id_lab_tests_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_package_tests" ADD CONSTRAINT "lab_package_tests_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_parameters" ADD CONSTRAINT "lab_parameters_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_patients" ADD CONSTRAINT "lab_patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reference_ranges" ADD CONSTRAINT "lab_reference_ranges_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_report_files" ADD CONSTRAINT "lab_report_files_booking_patient_id_lab_booking_patients_id_fk" FOREIGN KEY ("booking_patient_id") REFERENCES "public"."lab_booking_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_report_files" ADD CONSTRAINT "lab_report_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_booking_patient_id_lab_booking_patients_id_fk" FOREIGN KEY ("booking_patient_id") REFERENCES "public"."lab_booking_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_groups" ADD CONSTRAINT "lab_test_groups_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_partner_lab_id_lab_partners_id_fk" FOREIGN KEY ("partner_lab_id") REFERENCES "public"."lab_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_booking_history_booking_idx" ON "lab_booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_booking_items_patient_test_idx" ON "lab_booking_items" USING btree ("booking_patient_id","test_id");--> statement-breakpoint
CREATE INDEX "lab_booking_patients_booking_idx" ON "lab_booking_patients" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "lab_booking_patients_patient_idx" ON "lab_booking_patients" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_booking_patients_sample_idx" ON "lab_booking_patients" USING btree ("sample_id") WHERE "lab_booking_patients"."sample_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_bookings_number_idx" ON "lab_bookings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_bookings_idempotency_idx" ON "lab_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lab_bookings_user_idx" ON "lab_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_bookings_slot_idx" ON "lab_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_parameters_test_code_idx" ON "lab_parameters" USING btree ("test_id","code");--> statement-breakpoint
CREATE INDEX "lab_parameters_code_idx" ON "lab_parameters" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lab_patients_user_idx" ON "lab_patients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lab_reference_ranges_parameter_idx" ON "lab_reference_ranges" USING btree ("parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_report_files_patient_idx" ON "lab_report_files" USING btree ("booking_patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_results_patient_parameter_idx" ON "lab_results" USING btree ("booking_patient_id","parameter_id");--> statement-breakpoint
CREATE INDEX "lab_results_code_idx" ON "lab_results" USING btree ("parameter_code","booking_patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_slots_area_day_hour_idx" ON "lab_slots" USING btree ("area","day","start_hour");--> statement-breakpoint
CREATE INDEX "lab_test_groups_test_idx" ON "lab_test_groups" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_tests_code_idx" ON "lab_tests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lab_tests_rank_idx" ON "lab_tests" USING btree ("rank","id");