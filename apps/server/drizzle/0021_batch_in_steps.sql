ALTER TABLE "case_batches" ADD COLUMN "creating_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_batches" ADD COLUMN "units_made" jsonb DEFAULT '[]'::jsonb NOT NULL;