CREATE TABLE "calendar_feeds" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_court_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_court_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"adjourned_to_id" integer,
	"adjournment_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_court_records" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"docket_no" text NOT NULL,
	"date_filed" date NOT NULL,
	"court_location" text,
	"opposing_counsel" jsonb,
	"outcome" jsonb,
	"breach_certified_at" timestamp with time zone,
	"warrant_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_date_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "court_date_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"court_date_id" integer NOT NULL,
	"kind" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_court_dates" ADD CONSTRAINT "case_court_dates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_court_dates" ADD CONSTRAINT "case_court_dates_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_court_records" ADD CONSTRAINT "case_court_records_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_court_records" ADD CONSTRAINT "case_court_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_payments" ADD CONSTRAINT "case_payments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_date_reminders" ADD CONSTRAINT "court_date_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_date_reminders" ADD CONSTRAINT "court_date_reminders_court_date_id_case_court_dates_id_fk" FOREIGN KEY ("court_date_id") REFERENCES "public"."case_court_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "case_court_dates_case" ON "case_court_dates" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_court_dates_client_date" ON "case_court_dates" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "case_court_records_client" ON "case_court_records" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "case_events_case_at" ON "case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "case_payments_case" ON "case_payments" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "court_date_reminders_date_kind" ON "court_date_reminders" USING btree ("court_date_id","kind");--> statement-breakpoint
CREATE INDEX "court_date_reminders_due" ON "court_date_reminders" USING btree ("send_at");