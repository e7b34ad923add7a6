-- When a knowledge item was last read by the ingestion pipeline and how long its text extraction
-- took (milliseconds), shown with "What the assistant reads". Null until the item is (re)read.
ALTER TABLE "knowledge_files" ADD COLUMN "extracted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD COLUMN "extraction_ms" integer;
