DROP INDEX "accounts_email_lower";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shared_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_email_lower_all" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower" ON "accounts" USING btree (lower("email")) WHERE not "accounts"."shared_email";