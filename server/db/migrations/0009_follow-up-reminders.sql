ALTER TABLE "job_applications" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "interview_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "follow_up_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "follow_up_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_applications_follow_up_due_idx" ON "job_applications" USING btree ("follow_up_on") WHERE "job_applications"."follow_up_reminder_sent_at" is null and "job_applications"."followed_up_at" is null and "job_applications"."status" = 'applied';--> statement-breakpoint
CREATE INDEX "job_applications_interview_due_idx" ON "job_applications" USING btree ("interview_at") WHERE "job_applications"."interview_reminder_sent_at" is null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_follow_up_days_check" CHECK ("notification_preferences"."follow_up_days" between 1 and 90);