CREATE TABLE "case_batch_cases" (
	"batch_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"source_row" integer NOT NULL,
	"report_balance" integer,
	CONSTRAINT "case_batch_cases_batch_id_case_id_pk" PRIMARY KEY("batch_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "case_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_batch_cases" ADD CONSTRAINT "case_batch_cases_batch_id_case_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."case_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_batch_cases" ADD CONSTRAINT "case_batch_cases_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_batch_cases" ADD CONSTRAINT "case_batch_cases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_batches" ADD CONSTRAINT "case_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_batch_cases_case" ON "case_batch_cases" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_batches_client" ON "case_batches" USING btree ("client_id","created_at");