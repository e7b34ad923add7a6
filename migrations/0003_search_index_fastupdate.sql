-- PGlite runs no autovacuum, so GIN's pending list (fastupdate) is never merged into the index and
-- full-text search degrades to scanning every pending entry (measured: 30–130 ms per search at 10k
-- chunks instead of < 1 ms). Chunks are written in batches per file, so insert straight into the index.
ALTER INDEX "knowledge_chunks_tsv_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "knowledge_chunks_content_trgm_idx" SET (fastupdate = off);
