CREATE TABLE "issued_papers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "issued_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"inputs" text NOT NULL,
	"content_hash" text NOT NULL,
	"signed_on" date NOT NULL,
	"signer_name" text NOT NULL,
	"signed_by" text NOT NULL,
	"order_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "issued_papers" ADD CONSTRAINT "issued_papers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_papers" ADD CONSTRAINT "issued_papers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_papers" ADD CONSTRAINT "issued_papers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_papers_case_version" ON "issued_papers" USING btree ("case_id","version");--> statement-breakpoint
CREATE INDEX "issued_papers_client" ON "issued_papers" USING btree ("client_id");