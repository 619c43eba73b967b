-- Trigram search (pg_trgm) for listings and the wiki: Chinese has no spaces between words, so word
-- tokenizers do not work; trigram GIN indexes serve ILIKE '%…%' in both languages without a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
