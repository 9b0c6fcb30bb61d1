ALTER TABLE "job_matches" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "job_match_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "job_match_alert_frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "last_job_match_alert_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_matches_unalerted_idx" ON "job_matches" USING btree ("user_id") WHERE "job_matches"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "job_sources_fetch_url_idx" ON "job_sources" USING btree ("fetch_url");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_job_match_alert_frequency_check" CHECK ("notification_preferences"."job_match_alert_frequency" in ('daily', 'weekly'));