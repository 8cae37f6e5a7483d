CREATE TABLE "court_info_overrides" (
	"county_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"source" text NOT NULL,
	"found" date NOT NULL,
	"confirmed" boolean NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_info_overrides_county_id_field_pk" PRIMARY KEY("county_id","field")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "court_info_overrides" ADD CONSTRAINT "court_info_overrides_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;