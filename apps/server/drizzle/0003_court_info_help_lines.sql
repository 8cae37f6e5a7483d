ALTER TABLE "court_info" ADD COLUMN "trial_location" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "accommodation_contact" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "legal_services_name" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "legal_services_phone" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "lawyer_referral_phone" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "welfare_agency_name" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "welfare_agency_phone" text;--> statement-breakpoint
ALTER TABLE "court_info" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;