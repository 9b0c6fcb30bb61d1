CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"remote" boolean NOT NULL,
	"salary" text,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"apply_url" text,
	"posted_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"keywords" text,
	"location" text,
	"remote" boolean,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"board" text NOT NULL,
	"label" text NOT NULL,
	"input" text NOT NULL,
	"fetch_url" text NOT NULL,
	"status" text DEFAULT 'fetching' NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sources_status_check" CHECK ("job_sources"."status" in ('fetching', 'ok', 'error'))
);
--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "posting_id" uuid;--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "cv_id" uuid;--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "must_haves_met" integer;--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "must_haves_total" integer;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "posting_id" uuid;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_saved_searches" ADD CONSTRAINT "job_saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_user_id_dedupe_key_idx" ON "job_postings" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "job_postings_source_id_idx" ON "job_postings" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "job_postings_user_id_first_seen_at_idx" ON "job_postings" USING btree ("user_id","first_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_saved_searches_user_id_idx" ON "job_saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_sources_user_id_fetch_url_idx" ON "job_sources" USING btree ("user_id","fetch_url");--> statement-breakpoint
CREATE INDEX "job_sources_last_fetched_at_idx" ON "job_sources" USING btree ("last_fetched_at" NULLS FIRST);--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_matches_user_id_posting_id_idx" ON "job_matches" USING btree ("user_id","posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_jobs_user_id_posting_id_idx" ON "saved_jobs" USING btree ("user_id","posting_id");