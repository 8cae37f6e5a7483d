ALTER TABLE "cases" ADD COLUMN "verifier" jsonb;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "scra_checked" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "scra_check_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "cares_notice_date" date;