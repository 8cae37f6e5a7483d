CREATE TABLE "attorneys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attorneys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"attorney_id" text NOT NULL,
	"firm" text,
	"street_address" text NOT NULL,
	"unit_no" text,
	"city" text NOT NULL,
	"state" text DEFAULT 'New Jersey' NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorneys_client" ON "attorneys" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attorneys_one_self" ON "attorneys" USING btree ("client_id") WHERE "attorneys"."is_self";