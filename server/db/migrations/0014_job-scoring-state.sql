CREATE TABLE "job_scoring_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"postings_version" bigint DEFAULT 0 NOT NULL,
	"scored_version" bigint DEFAULT 0 NOT NULL,
	"scored_cv_id" uuid
);
--> statement-breakpoint
ALTER TABLE "job_scoring_state" ADD CONSTRAINT "job_scoring_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_scoring_state" ADD CONSTRAINT "job_scoring_state_scored_cv_id_cvs_id_fk" FOREIGN KEY ("scored_cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_open_idx" ON "job_postings" USING btree ("user_id","first_seen_at" DESC NULLS LAST) WHERE "job_postings"."expired_at" is null and "job_postings"."hidden_at" is null;