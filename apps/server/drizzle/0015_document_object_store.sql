ALTER TABLE "documents" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bytes_or_key" CHECK (("documents"."data" is null) <> ("documents"."storage_key" is null));