-- The trigram index on knowledge_chunks.content (0001, 0003) was read by no query: misspellings are
-- repaired from the school's search vocabulary and the value-type patterns have no literal trigrams.
-- Measured on PGlite with 10,000 chunks it cost 6.7 MB and made chunk writes about 5x slower.
-- The pg_trgm extension stays installed (harmless, and 0001 creates it on fresh databases).
DROP INDEX IF EXISTS "knowledge_chunks_content_trgm_idx";
