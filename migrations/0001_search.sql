-- Search extensions (DESIGN §6). pg_trgm serves misspellings; pgvector is optional: the local
-- PostgreSQL 15 server has none, so the embedding column exists only where the extension does.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "knowledge_chunks_content_trgm_idx" ON "knowledge_chunks" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    ALTER TABLE "knowledge_chunks" ADD COLUMN IF NOT EXISTS "embedding" vector;
  END IF;
END
$$;
