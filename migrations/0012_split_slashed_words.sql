-- Words joined by a slash ("Lost/damaged", "parent/guardian") were indexed as one file-path token by
-- PostgreSQL's parser, so full-text search found neither word ("if he breaks the chromebook" never
-- reached "Lost/damaged Chromebook — $275"). The generated column now splits a slash between two
-- letters before to_tsvector (regexp_replace is immutable, as a generated column requires). As in
-- 0008, PostgreSQL 15 cannot change a generated expression in place: the column and its GIN index
-- are dropped and added again, and existing rows are recomputed.
DROP INDEX IF EXISTS "knowledge_chunks_tsv_idx";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN IF EXISTS "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN IF NOT EXISTS "tsv" tsvector GENERATED ALWAYS AS (CASE WHEN language = 'es' THEN setweight(to_tsvector('spanish', regexp_replace(coalesce(title, '') || ' ' || coalesce(heading, ''), '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'A') || setweight(to_tsvector('spanish', regexp_replace(content, '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'B') ELSE setweight(to_tsvector('english', regexp_replace(coalesce(title, '') || ' ' || coalesce(heading, ''), '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'A') || setweight(to_tsvector('english', regexp_replace(content, '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'B') END) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv") WITH (fastupdate = off);
