CREATE TABLE "token_revocations" (
	"subject" text PRIMARY KEY NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kept_grant_id" text
);
--> statement-breakpoint
CREATE INDEX "oidc_payloads_account" ON "oidc_payloads" USING btree ("model",("payload"->>'accountId'));