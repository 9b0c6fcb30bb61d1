-- The search columns spell out the signs the engine's folding keeps ("c++" as "cplusplus", "c#" as
-- "csharp"; engine/jobs indexedWord, decision 027): PostgreSQL's word parser and trigrams drop them.
-- Postings stored before: the heading is rewritten, the vector gets those words added (their
-- board's next fetch writes the whole vector).
UPDATE "job_postings" SET "search_heading" = replace(replace("search_heading", '+', 'plus'), '#', 'sharp')
WHERE "search_heading" ~ '[+#]';--> statement-breakpoint
UPDATE "job_postings" AS p SET "search_words" = p."search_words" || to_tsvector('simple', s."words")
FROM (
  SELECT "id", string_agg(replace(replace(m[1], '+', 'plus'), '#', 'sharp'), ' ') AS "words"
  FROM "job_postings",
    regexp_matches(lower("title" || ' ' || "company" || ' ' || "description"), '([[:alnum:]]*[+#][[:alnum:]+#]*)', 'g') AS m
  GROUP BY "id"
) AS s
WHERE s."id" = p."id";
