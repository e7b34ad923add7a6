ALTER TABLE "knowledge_chunks" ADD COLUMN "kind" text DEFAULT 'passage' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "typed_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;