CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_auth0_id" text NOT NULL,
	"subject_auth0_id" text,
	"action" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer,
	"deed_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street_address" text,
	"unit_no" text,
	"city" text,
	"state" text DEFAULT 'New Jersey' NOT NULL,
	"zipcode" text,
	"county" text,
	"docket_no" text,
	"status" text DEFAULT 'vc-property' NOT NULL,
	"status_date" text,
	"submitted" boolean DEFAULT false NOT NULL,
	"is_deleted" text,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attorney_id" integer,
	"attorney_first_name" text,
	"attorney_last_name" text,
	"trial_action" text,
	"trial_date" date,
	"trial_time" text,
	"trial_type" text,
	"additional_charges_permitted" boolean,
	"legal_fees_permitted" boolean,
	"tenant_type" text DEFAULT 'individual' NOT NULL,
	"tenant_info_correct" boolean,
	"tenants_saved" boolean DEFAULT false NOT NULL,
	"tenant_mailing_address" boolean DEFAULT false NOT NULL,
	"tenant_company_name" text,
	"lease_type_title" text DEFAULT 'Written' NOT NULL,
	"lease_type_category" text DEFAULT 'Residential' NOT NULL,
	"lease_start_date" date,
	"rent_cycle" text DEFAULT 'Monthly' NOT NULL,
	"rent_due_by" text,
	"rent_amount" integer,
	"section8" boolean DEFAULT false NOT NULL,
	"section8_type" integer,
	"section8_subsidy" integer,
	"section8_tenant_portion" integer,
	"public_housing_office_section8" jsonb,
	"past_due_rent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"late_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"utilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legal_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signature_text" text,
	"signature_image" text,
	"vc_date_drafted" date,
	"vc_date_filed" date,
	"filing_plan" text,
	"is_clrs_in_stand_alone_form" boolean DEFAULT false NOT NULL,
	"clrs_draft" integer,
	"clrs_submission" boolean DEFAULT false NOT NULL,
	"clrs_exemption" boolean DEFAULT false NOT NULL,
	"confirmation" boolean,
	"verification" boolean,
	"suit_amount" integer DEFAULT 0 NOT NULL,
	"initial_suit_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"municipal_code" text PRIMARY KEY NOT NULL,
	"county_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auth0_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"default_contact_info_id" integer,
	"closed_upcoming_banner" boolean DEFAULT false NOT NULL,
	"closed_eviction_banner_time" timestamp with time zone,
	"interpreter" boolean DEFAULT false NOT NULL,
	"language" text,
	"disability" boolean DEFAULT false NOT NULL,
	"accommodation" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "clients_auth0Id_unique" UNIQUE("auth0_id")
);
--> statement-breakpoint
CREATE TABLE "contact_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"street_address" text NOT NULL,
	"unit_no" text,
	"city" text NOT NULL,
	"state" text DEFAULT 'New Jersey' NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text,
	"phone_type" text,
	"ext" text,
	"cell" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer DEFAULT 31 NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "counties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "court_info" (
	"county_id" integer PRIMARY KEY NOT NULL,
	"court_name" text,
	"street" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"phone" text,
	"confidence" text NOT NULL,
	"notes" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer,
	"property_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"payment_status" text NOT NULL,
	"package_id" integer NOT NULL,
	"flow_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pleadings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pleadings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"order_id" integer,
	"template_name" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"data" "bytea" NOT NULL,
	"drafted" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer,
	"property_type" text,
	"street_address" text,
	"unit_no" text,
	"city" text,
	"municipal_code" text,
	"county" text,
	"county_id" integer,
	"subdivision" text,
	"state" text DEFAULT 'New Jersey' NOT NULL,
	"zipcode" text,
	"deed_names" jsonb DEFAULT '[""]'::jsonb NOT NULL,
	"ownership_type" text,
	"client_type" text,
	"contact_info_id" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"registration_filed" boolean DEFAULT false NOT NULL,
	"registration_docs_filed_date" date,
	"status" text DEFAULT 'type' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_service_offices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_service_offices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"housing_authority" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text DEFAULT 'New Jersey' NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"tenant_type" text DEFAULT 'individual' NOT NULL,
	"phone" text,
	"ext" text,
	"phone_type" text,
	"cell" text,
	"email" text,
	"contact_name" text,
	"mailing_address_street" text,
	"mailing_address_unit" text,
	"mailing_address_city" text,
	"mailing_address_state" text,
	"mailing_address_zip" text
);
--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tenants" ADD CONSTRAINT "case_tenants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tenants" ADD CONSTRAINT "case_tenants_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tenants" ADD CONSTRAINT "case_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_infos" ADD CONSTRAINT "contact_infos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_info" ADD CONSTRAINT "court_info_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pleadings" ADD CONSTRAINT "pleadings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pleadings" ADD CONSTRAINT "pleadings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_contact_info_id_contact_infos_id_fk" FOREIGN KEY ("contact_info_id") REFERENCES "public"."contact_infos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_service_offices" ADD CONSTRAINT "social_service_offices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "case_tenants_case" ON "case_tenants" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_tenants_unique" ON "case_tenants" USING btree ("case_id","tenant_id");--> statement-breakpoint
CREATE INDEX "cases_client_updated" ON "cases" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_property" ON "cases" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "cities_county" ON "cities" USING btree ("county_id");--> statement-breakpoint
CREATE INDEX "contact_infos_client" ON "contact_infos" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_case" ON "documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "documents_property" ON "documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "orders_case" ON "orders" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pleadings_case_template" ON "pleadings" USING btree ("case_id","template_name");--> statement-breakpoint
CREATE INDEX "properties_client" ON "properties" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "social_service_offices_client" ON "social_service_offices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tenants_client" ON "tenants" USING btree ("client_id");