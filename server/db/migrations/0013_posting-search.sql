-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_heading" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_words" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Postings stored before: close to the engine's folding (lower case, signs to spaces) until their
-- board's next fetch writes the engine's own (engine/jobs searchFields).
UPDATE "job_postings" SET
  "search_heading" = trim(regexp_replace(lower("title" || ' ' || "company"), '[^[:alnum:]+#]+', ' ', 'g')),
  "search_words" = to_tsvector('simple', regexp_replace(lower("title" || ' ' || "company" || ' ' || "description"), '[^[:alnum:]+#]+', ' ', 'g'));--> statement-breakpoint
CREATE INDEX "job_postings_search_heading_idx" ON "job_postings" USING gin ("search_heading" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_search_words_idx" ON "job_postings" USING gin ("search_words");