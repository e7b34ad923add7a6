-- Knowledge chunks are indexed in their own language: Spanish chunks (language = 'es', detected at
-- ingestion) with the `spanish` text-search configuration, all others with `english`. PostgreSQL 15
-- cannot change a generated column's expression in place, so the column and its GIN index are
-- dropped and added again (existing rows are recomputed). The CASE chooses between two
-- to_tsvector calls with literal configurations, which keeps the expression immutable.
DROP INDEX IF EXISTS "knowledge_chunks_tsv_idx";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN IF EXISTS "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN IF NOT EXISTS "tsv" tsvector GENERATED ALWAYS AS (CASE WHEN language = 'es' THEN setweight(to_tsvector('spanish', coalesce(title, '') || ' ' || coalesce(heading, '')), 'A') || setweight(to_tsvector('spanish', content), 'B') ELSE setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(heading, '')), 'A') || setweight(to_tsvector('english', content), 'B') END) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "parent_queries" ADD COLUMN "language" text;
