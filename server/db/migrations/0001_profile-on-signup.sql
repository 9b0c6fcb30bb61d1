-- Every account gets its profile in the same transaction that creates the user (spec 000 §4:
-- onboarding_completed false, step 'welcome', plan 'free', status 'active', 0 used; these are the
-- column defaults). A trigger covers every sign-up path: email and password, Google, LinkedIn.
CREATE OR REPLACE FUNCTION applywise_create_profile() RETURNS trigger AS $$
BEGIN
  INSERT INTO "profiles" ("id", "email", "full_name")
  VALUES (NEW."id", NEW."email", NULLIF(btrim(NEW."name"), ''))
  ON CONFLICT ("id") DO NOTHING;
  INSERT INTO "notification_preferences" ("user_id")
  VALUES (NEW."id")
  ON CONFLICT ("user_id") DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "user_create_profile"
AFTER INSERT ON "user"
FOR EACH ROW EXECUTE FUNCTION applywise_create_profile();
