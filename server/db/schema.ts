/**
 * The whole PostgreSQL data model (DESIGN.md "Data model"; spec 000 §3 and 001 §3).
 *
 * Conventions: snake_case columns, camelCase properties, every timestamp `timestamptz`. Closed value
 * sets are `text` plus a CHECK constraint rather than `pgEnum`, because adding a value to a check is a
 * plain migration while altering an enum type cannot run inside a transaction on every version.
 * Every row a user owns carries `user_id` with an index; queries always filter on it.
 * Descending indexes are `DESC NULLS FIRST`, the order drizzle's `orderBy(desc(col))` asks for:
 * drizzle-kit would otherwise write `DESC NULLS LAST`, which PostgreSQL cannot use for that ORDER BY.
 *
 * Only type imports from domain/ here: drizzle-kit loads this file on its own, and type imports are
 * erased before it runs.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, Generator, OutputLanguage } from '#domain/applications';
import type { CvExtractionStatus, CvLanguage, TCvData, TCvLayout, TCvSummary } from '#domain/cv';
import type { SourceKind, SourceStatus } from '#domain/job-discovery';
import type { JobMatchAlertFrequency } from '#domain/notifications';
import type { PlanId } from '#domain/plans';
import type { OnboardingStep, TProfile } from '#domain/profile';

type JsonObject = Record<string, unknown>;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz('created_at').defaultNow().notNull();
const updatedAt = () =>
  timestamptz('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
/** Owner column of a user-owned row; the account's deletion takes the row with it. */
const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

type CvSource = TCvSummary['source'];
export type BillingCycle = 'monthly' | 'yearly';
export type Currency = 'usd' | 'dkk';
export type BillingProvider = 'stripe' | 'local';

// ---------------------------------------------------------------------------------------------------
// Better Auth (1.7, plugins: twoFactor, rateLimit.storage 'database'). The drizzle adapter addresses
// tables by export name and fields by property name, so both must stay exactly as Better Auth names
// them; only the SQL column names are ours. Checked against @better-auth/core get-tables and the
// two-factor plugin schema; Better Auth's own schema check runs against this at start.
// ---------------------------------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // twoFactor plugin; Better Auth declares it optional, so it stays nullable.
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerId(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownerId(),
    // Since 1.7: false until the first TOTP code confirms enrolment; lockout after failed codes.
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factor_secret_idx').on(t.secret), index('two_factor_user_id_idx').on(t.userId)],
);

/** Better Auth's rate-limit counters, in the database so that many app servers share them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  // Epoch milliseconds (Better Auth writes Date.now()), past the range of a 32-bit integer.
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Profile (spec 000 §3 + 001 §3; the API view is domain/profile.ts)
// ---------------------------------------------------------------------------------------------------

export const profiles = pgTable(
  'profiles',
  {
    // One row per user, keyed by the user's id (spec: "id = user id").
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The profile's own contact email: onboarding lets the user edit it apart from the sign-in email.
    email: text('email').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    // Shown as "Location" in the UI (spec 001 §2 Settings).
    contactAddress: text('contact_address'),
    linkedinUrl: text('linkedin_url'),
    jobTypePreference: text('job_type_preference'),
    industryPreference: text('industry_preference'),
    targetRoles: jsonb('target_roles').$type<string[]>().default([]).notNull(),
    competencies: jsonb('competencies').$type<string[]>().default([]).notNull(),
    employmentStatus: text('employment_status'),
    educationLevel: text('education_level'),
    // The CV the profile was filled from. Function reference: cvs is declared below and points back here.
    cvId: uuid('cv_id').references((): AnyPgColumn => cvs.id, { onDelete: 'set null' }),
    cvParsed: boolean('cv_parsed').default(false).notNull(),
    onboardingCompleted: boolean('onboarding_completed').default(false).notNull(),
    currentOnboardingStep: text('current_onboarding_step')
      .$type<OnboardingStep>()
      .default('welcome')
      .notNull(),
    onboardingStepData: jsonb('onboarding_step_data').$type<JsonObject>().default({}).notNull(),
    profileCompletion: integer('profile_completion').default(0).notNull(),
    extractedSummary: text('extracted_summary'),
    workExperience: jsonb('work_experience').$type<TProfile['workExperience']>().default([]).notNull(),
    educationData: jsonb('education_data').$type<TProfile['educationData']>().default([]).notNull(),
    // Technical and soft skills combined (spec 001 §3).
    extractedSkills: jsonb('extracted_skills').$type<string[]>().default([]).notNull(),
    // The spec keeps the plan on the profile; `subscriptions` is the source of truth and the
    // subscription service writes this copy whenever the plan or the monthly limit changes.
    subscriptionPlan: text('subscription_plan').$type<PlanId>().default('free').notNull(),
    subscriptionStatus: text('subscription_status').default('active').notNull(),
    applicationsUsed: integer('applications_used').default(0).notNull(),
    // -1 means unlimited (spec 000 §9).
    applicationsLimit: integer('applications_limit').default(3).notNull(),
    preferredLanguage: text('preferred_language').default('en').notNull(),
    preferredTone: text('preferred_tone').default('professional').notNull(),
    cvLanguage: text('cv_language'),
    preferences: jsonb('preferences').$type<JsonObject>().default({}).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_cv_id_idx').on(t.cvId),
    check('profiles_subscription_plan_check', sql`${t.subscriptionPlan} in ('free', 'pro', 'elite')`),
    check('profiles_profile_completion_check', sql`${t.profileCompletion} between 0 and 100`),
    check('profiles_applications_used_check', sql`${t.applicationsUsed} >= 0`),
    check('profiles_applications_limit_check', sql`${t.applicationsLimit} >= -1`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// CVs and templates (spec 001 §3)
// ---------------------------------------------------------------------------------------------------

export const cvTemplates = pgTable(
  'cv_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stable key the seed upserts on, so re-seeding never duplicates a template.
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    // professional | creative | academic | modern | ...; the UI maps unknown values to modern.
    category: text('category').default('modern').notNull(),
    industry: text('industry'),
    careerLevel: text('career_level'),
    isPremium: boolean('is_premium').default(false).notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    downloads: integer('downloads').default(0).notNull(),
    previewImage: text('preview_image'),
    // Null: the export uses the built-in default layout (spec 001 §7).
    htmlTemplate: text('html_template'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The gallery lists active templates by downloads, most first (spec 001 §7).
  (t) => [index('cv_templates_active_downloads_idx').on(t.isActive, t.downloads.desc().nullsFirst())],
);

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    // Our download route for the file; null for builder CVs, which have no file.
    fileUrl: text('file_url'),
    // Builder CVs: the builder data serialized as text (spec 001 §3).
    content: text('content'),
    extractionStatus: text('extraction_status').$type<CvExtractionStatus>().default('pending').notNull(),
    isDefault: boolean('is_default').default(false).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    // Key in the FileStore (local directory or S3); the file itself never lives in the database.
    storageKey: text('storage_key'),
    // The engine's structured CV; the engine's type narrows it at the repository boundary.
    extractedData: jsonb('extracted_data').$type<TCvData>(),
    // How the uploaded file is laid out (tables, text boxes, page margins, columns), summarised at
    // read time for the resume review (domain ZCvLayout); null before it existed and for builder CVs.
    layout: jsonb('layout').$type<TCvLayout>(),
    detectedLanguage: text('detected_language'),
    languageConfidence: real('language_confidence'),
    extractionError: text('extraction_error'),
    source: text('source').$type<CvSource>().default('upload').notNull(),
    templateId: uuid('template_id').references(() => cvTemplates.id, { onDelete: 'set null' }),
    customization: jsonb('customization').$type<JsonObject>(),
  },
  (t) => [
    index('cvs_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // At most one default CV per user (spec 001 §4: choosing one clears the others). Clear the old
    // default before setting the new one, in one transaction.
    uniqueIndex('cvs_one_default_per_user_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('cvs_extraction_status_check', sql`${t.extractionStatus} in ('pending', 'completed', 'failed')`),
    check('cvs_source_check', sql`${t.source} in ('upload', 'builder')`),
    check('cvs_size_bytes_check', sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
  ],
);

export const userFavoriteTemplates = pgTable(
  'user_favorite_templates',
  {
    userId: ownerId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => cvTemplates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The primary key leads with user_id, so it is also the per-user index.
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

export const templateUsage = pgTable(
  'template_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => cvTemplates.id, { onDelete: 'cascade' }),
    // The spec records one or the other per row (spec 001 §3), so both are nullable.
    conversionSuccess: boolean('conversion_success'),
    feedbackRating: integer('feedback_rating'),
    createdAt: createdAt(),
  },
  (t) => [
    index('template_usage_user_id_idx').on(t.userId),
    index('template_usage_template_id_idx').on(t.templateId),
  ],
);

export const premiumTemplates = pgTable(
  'premium_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    // Whole kroner, as the spec shows and sorts it (spec 000 §3); checkout converts to øre.
    priceDkk: integer('price_dkk').notNull(),
    // Set: included in that plan and above. Null: bought individually (spec 000 §6).
    subscriptionTier: text('subscription_tier').$type<PlanId>(),
    cvTemplateId: uuid('cv_template_id').references(() => cvTemplates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('premium_templates_price_dkk_idx').on(t.priceDkk),
    check('premium_templates_price_dkk_check', sql`${t.priceDkk} >= 0`),
    check(
      'premium_templates_subscription_tier_check',
      sql`${t.subscriptionTier} is null or ${t.subscriptionTier} in ('free', 'pro', 'elite')`,
    ),
  ],
);

export const templatePurchases = pgTable(
  'template_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Nullable, set null on account deletion: a payment is a financial record we keep (~7 years,
    // spec 001 §9 policy) after the account is gone; unlinked, it no longer identifies the person.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // No cascade: a template that has been sold cannot be deleted, only withdrawn.
    premiumTemplateId: uuid('premium_template_id')
      .notNull()
      .references(() => premiumTemplates.id),
    // Minor units (øre / cents).
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<BillingProvider>().notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves as the per-user index; a second purchase of the same template is refused.
    unique('template_purchases_user_template_unique').on(t.userId, t.premiumTemplateId),
    index('template_purchases_premium_template_id_idx').on(t.premiumTemplateId),
    check('template_purchases_amount_check', sql`${t.amount} >= 0`),
    check('template_purchases_currency_check', sql`${t.currency} in ('usd', 'dkk')`),
    check('template_purchases_provider_check', sql`${t.provider} in ('stripe', 'local')`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Applications (spec 001 §3; DESIGN.md adds generation, ATS and sharing fields)
// ---------------------------------------------------------------------------------------------------

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    // Analytics count applied, interview, offer, rejected, accepted; the others show neutral.
    status: text('status').$type<ApplicationStatus>().default('draft').notNull(),
    applicationUrl: text('application_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    jobDescription: text('job_description'),
    outputLanguage: text('output_language').$type<OutputLanguage>(),
    tone: text('tone'),
    // The generated text (the spec's ai_output).
    content: text('content'),
    atsReport: jsonb('ats_report').$type<JsonObject>(),
    // The score the list shows, kept by PostgreSQL from the report (none when the report says it
    // had too little information): the list reads this small column, not the compressed report.
    listedScore: integer('listed_score').generatedAlwaysAs(
      sql`case when jsonb_typeof(ats_report->'report'->'score') = 'number' and (ats_report->'report'->>'insufficientInformation') is distinct from 'true' then round((ats_report->'report'->>'score')::numeric)::int end`,
    ),
    // Which generator wrote `content`: the built-in engine or the configured model.
    generator: text('generator').$type<Generator>(),
    // Only a hash of the share token is stored, so a database leak does not leak live links.
    shareTokenHash: text('share_token_hash').unique(),
    sharePasswordHash: text('share_password_hash'),
    shareExpiresAt: timestamptz('share_expires_at'),
    shareRevokedAt: timestamptz('share_revoked_at'),
    // Follow-up reminders (issue 17): a calendar day (UTC) to chase the employer, set N days after
    // the status becomes applied (notification_preferences.follow_up_days) or by the user.
    followUpOn: date('follow_up_on', { mode: 'string' }),
    // When the user said they followed up (the reminder's one-click link or the result page).
    followedUpAt: timestamptz('followed_up_at'),
    // Claimed by the reminder sweep before it sends: set means this date's reminder went out once.
    followUpReminderSentAt: timestamptz('follow_up_reminder_sent_at'),
    interviewAt: timestamptz('interview_at'),
    interviewReminderSentAt: timestamptz('interview_reminder_sent_at'),
  },
  (t) => [
    index('job_applications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('job_applications_cv_id_idx').on(t.cvId),
    // The reminder sweep's scans: only rows still waiting for their reminder are indexed.
    index('job_applications_follow_up_due_idx')
      .on(t.followUpOn)
      .where(
        sql`${t.followUpReminderSentAt} is null and ${t.followedUpAt} is null and ${t.status} = 'applied'`,
      ),
    index('job_applications_interview_due_idx')
      .on(t.interviewAt)
      .where(sql`${t.interviewReminderSentAt} is null`),
    // The closed sets of domain/applications.ts (APPLICATION_STATUSES, OUTPUT_LANGUAGES, GENERATORS).
    check(
      'job_applications_status_check',
      sql`${t.status} in ('draft', 'applied', 'interview', 'offer', 'rejected', 'accepted', 'withdrawn')`,
    ),
    check(
      'job_applications_output_language_check',
      sql`${t.outputLanguage} is null or ${t.outputLanguage} in ('english', 'german', 'spanish', 'french', 'danish')`,
    ),
    check(
      'job_applications_generator_check',
      sql`${t.generator} is null or ${t.generator} in ('builtin', 'model')`,
    ),
  ],
);

/** Every status change with its time, so analytics measure real response times. */
export const applicationStatusEvents = pgTable(
  'application_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    // Null for the event that records the application's creation.
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    at: timestamptz('at').defaultNow().notNull(),
  },
  (t) => [
    index('application_status_events_application_id_at_idx').on(t.applicationId, t.at),
    index('application_status_events_user_id_at_idx').on(t.userId, t.at),
    check(
      'application_status_events_to_status_check',
      sql`${t.toStatus} in ('draft', 'applied', 'interview', 'offer', 'rejected', 'accepted', 'withdrawn')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Notifications, saved jobs, job matches (spec 001 §3; the last three's fields are ours)
// ---------------------------------------------------------------------------------------------------

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Defaults from spec 001 §9.
    emailNotifications: boolean('email_notifications').default(true).notNull(),
    inAppNotifications: boolean('in_app_notifications').default(true).notNull(),
    cvUploadComplete: boolean('cv_upload_complete').default(true).notNull(),
    applicationGenerated: boolean('application_generated').default(true).notNull(),
    planChanges: boolean('plan_changes').default(true).notNull(),
    weeklyDigest: boolean('weekly_digest').default(false).notNull(),
    marketingEmails: boolean('marketing_emails').default(false).notNull(),
    securityAlerts: boolean('security_alerts').default(true).notNull(),
    // Ours (issue 17): follow-up and interview reminders, and how many days after an application is
    // marked applied its follow-up date falls.
    followUpReminders: boolean('follow_up_reminders').default(true).notNull(),
    followUpDays: integer('follow_up_days').default(7).notNull(),
    updatedAt: updatedAt(),
    // When the weekly digest last went out; claimed atomically so many processes send it once a week.
    lastDigestAt: timestamptz('last_digest_at'),
    // Ours (issue 17, decision 026): alerts of new strong job matches, daily or weekly, and when
    // the last went out (claimed like last_digest_at).
    jobMatchAlerts: boolean('job_match_alerts').default(true).notNull(),
    jobMatchAlertFrequency: text('job_match_alert_frequency')
      .$type<JobMatchAlertFrequency>()
      .default('weekly')
      .notNull(),
    lastJobMatchAlertAt: timestamptz('last_job_match_alert_at'),
  },
  (t) => [
    // FOLLOW_UP_DAYS_MIN/MAX of domain/notifications.ts.
    check('notification_preferences_follow_up_days_check', sql`${t.followUpDays} between 1 and 90`),
    // JOB_MATCH_ALERT_FREQUENCIES of domain/notifications.ts.
    check(
      'notification_preferences_job_match_alert_frequency_check',
      sql`${t.jobMatchAlertFrequency} in ('daily', 'weekly')`,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    // e.g. cv_upload_complete, application_generated, plan_changes, security_alert.
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    // In-app path to open, e.g. /applications.
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

// ---------------------------------------------------------------------------------------------------
// Job discovery (issue 17): followed sources, their postings, saved searches; saved_jobs and
// job_matches (spec 001 §3) refer to a posting when they came from discovery.
// ---------------------------------------------------------------------------------------------------

export const jobSources = pgTable(
  'job_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text('kind').$type<SourceKind>().notNull(),
    board: text('board').notNull(),
    label: text('label').notNull(),
    // What the user entered, as entered.
    input: text('input').notNull(),
    fetchUrl: text('fetch_url').notNull(),
    status: text('status').$type<SourceStatus>().default('fetching').notNull(),
    lastFetchedAt: timestamptz('last_fetched_at'),
    lastError: text('last_error'),
    // For conditional requests: an unchanged board answers 304 and costs nothing to read.
    etag: text('etag'),
    lastModified: text('last_modified'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_sources_user_id_fetch_url_idx').on(t.userId, t.fetchUrl),
    // The discovery pass fetches a board once for everyone who follows it, found by its address.
    index('job_sources_fetch_url_idx').on(t.fetchUrl),
    // The schedule picks the sources fetched longest ago.
    index('job_sources_last_fetched_at_idx').on(t.lastFetchedAt.asc().nullsFirst()),
    check('job_sources_status_check', sql`${t.status} in ('fetching', 'ok', 'error')`),
  ],
);

/** PostgreSQL's full-text document; written with `to_tsvector`, read only by `@@` in queries. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    // The source that last listed it; a posting two sources list is kept once (dedupe_key).
    sourceId: uuid('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    // Company, title and location folded (engine/jobs dedupeKey).
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    remote: boolean('remote').notNull(),
    salary: text('salary'),
    language: text('language').$type<CvLanguage>().notNull(),
    description: text('description').notNull(),
    applyUrl: text('apply_url'),
    postedAt: timestamptz('posted_at'),
    firstSeenAt: timestamptz('first_seen_at').defaultNow().notNull(),
    lastSeenAt: timestamptz('last_seen_at').defaultNow().notNull(),
    // Set when its source no longer lists it.
    expiredAt: timestamptz('expired_at'),
    hiddenAt: timestamptz('hidden_at'),
    // The keyword filter's folded text (engine/jobs searchFields, decision 027): the title and
    // company, searched inside words (trigram index), and every word, searched by word start.
    searchHeading: text('search_heading').default('').notNull(),
    searchWords: tsvector('search_words')
      .default(sql`''::tsvector`)
      .notNull(),
  },
  (t) => [
    uniqueIndex('job_postings_user_id_dedupe_key_idx').on(t.userId, t.dedupeKey),
    index('job_postings_source_id_idx').on(t.sourceId),
    index('job_postings_user_id_first_seen_at_idx').on(t.userId, t.firstSeenAt.desc()),
    // The list's open postings, counted from the index alone (decision 028).
    index('job_postings_open_idx')
      .on(t.userId, t.firstSeenAt.desc())
      .where(sql`${t.expiredAt} is null and ${t.hiddenAt} is null`),
    index('job_postings_search_heading_idx').using('gin', sql`${t.searchHeading} gin_trgm_ops`),
    index('job_postings_search_words_idx').using('gin', t.searchWords),
  ],
);

/**
 * Whether the user's open postings are all scored against their default CV, so the list does not
 * look for unscored ones on every request (decision 028). Storing postings bumps
 * `postings_version` after they are committed; a scoring pass that found nothing left records the
 * version it read before looking, and the CV it scored against.
 */
export const jobScoringState = pgTable('job_scoring_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  postingsVersion: bigint('postings_version', { mode: 'number' }).default(0).notNull(),
  scoredVersion: bigint('scored_version', { mode: 'number' }).default(0).notNull(),
  scoredCvId: uuid('scored_cv_id').references(() => cvs.id, { onDelete: 'set null' }),
});

export const jobSavedSearches = pgTable(
  'job_saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    keywords: text('keywords'),
    location: text('location'),
    remote: boolean('remote'),
    language: text('language').$type<CvLanguage>(),
    createdAt: createdAt(),
  },
  (t) => [index('job_saved_searches_user_id_idx').on(t.userId, t.createdAt)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name'),
    location: text('location'),
    url: text('url'),
    description: text('description'),
    // Free text as the ad states it ("DKK 45,000/month"), since ads mix currencies and periods.
    salary: text('salary'),
    notes: text('notes'),
    savedAt: timestamptz('saved_at').defaultNow().notNull(),
    // The discovered posting it was saved from; the saved copy stays when the posting goes.
    postingId: uuid('posting_id').references(() => jobPostings.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('saved_jobs_user_id_saved_at_idx').on(t.userId, t.savedAt.desc().nullsFirst()),
    uniqueIndex('saved_jobs_user_id_posting_id_idx').on(t.userId, t.postingId),
  ],
);

export const jobMatches = pgTable(
  'job_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name'),
    location: text('location'),
    url: text('url'),
    // 0-100, the same scale as the ATS report.
    matchScore: integer('match_score').notNull(),
    matchedSkills: jsonb('matched_skills').$type<string[]>().default([]).notNull(),
    createdAt: createdAt(),
    // The discovered posting scored, and the CV it was scored against.
    postingId: uuid('posting_id').references(() => jobPostings.id, { onDelete: 'cascade' }),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'cascade' }),
    mustHavesMet: integer('must_haves_met'),
    mustHavesTotal: integer('must_haves_total'),
    // When a job match alert announced it (decision 026); set by the claim, so it is announced once.
    alertedAt: timestamptz('alerted_at'),
  },
  (t) => [
    index('job_matches_user_id_match_score_idx').on(t.userId, t.matchScore.desc().nullsFirst()),
    // The alert pass looks only at matches not announced yet.
    index('job_matches_unalerted_idx')
      .on(t.userId)
      .where(sql`${t.alertedAt} is null`),
    uniqueIndex('job_matches_user_id_posting_id_idx').on(t.userId, t.postingId),
    check('job_matches_match_score_check', sql`${t.matchScore} between 0 and 100`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Subscription and billing (spec 000 §3, §4, §7)
// ---------------------------------------------------------------------------------------------------

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One subscription per user; a plan change updates the row. The unique index is the user index.
    userId: ownerId().unique(),
    plan: text('plan').$type<PlanId>().default('free').notNull(),
    // Provider status (active, trialing, past_due, canceled, ...); the API reduces it to active|expired.
    status: text('status').default('active').notNull(),
    // Null on the free plan.
    billingCycle: text('billing_cycle').$type<BillingCycle>(),
    currency: text('currency').$type<Currency>().default('usd').notNull(),
    currentPeriodStart: timestamptz('current_period_start'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    // A plan change that waits for the period's end (a cheaper plan or a shorter interval,
    // decision 016); both null when none is scheduled.
    scheduledPlan: text('scheduled_plan').$type<'pro' | 'elite'>(),
    scheduledBillingCycle: text('scheduled_billing_cycle').$type<BillingCycle>(),
    provider: text('provider').$type<BillingProvider>().default('local').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    // The card on file as the billing page shows it; never the number itself.
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Webhooks identify the customer, not our user.
    index('subscriptions_provider_customer_id_idx').on(t.providerCustomerId),
    check('subscriptions_plan_check', sql`${t.plan} in ('free', 'pro', 'elite')`),
    check(
      'subscriptions_billing_cycle_check',
      sql`${t.billingCycle} is null or ${t.billingCycle} in ('monthly', 'yearly')`,
    ),
    check('subscriptions_currency_check', sql`${t.currency} in ('usd', 'dkk')`),
    check('subscriptions_provider_check', sql`${t.provider} in ('stripe', 'local')`),
    check(
      'subscriptions_scheduled_change_check',
      sql`(${t.scheduledPlan} is null and ${t.scheduledBillingCycle} is null) or (${t.scheduledPlan} in ('pro', 'elite') and ${t.scheduledBillingCycle} in ('monthly', 'yearly'))`,
    ),
  ],
);

/**
 * Applications used per billing period. A row per period keeps the history and makes the monthly
 * reset a new row instead of a scheduled job; incrementing is an upsert on (user_id, period_start).
 */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    applicationsUsed: integer('applications_used').default(0).notNull(),
  },
  (t) => [
    // Also serves as the per-user index.
    unique('usage_periods_user_period_unique').on(t.userId, t.periodStart),
    check('usage_periods_applications_used_check', sql`${t.applicationsUsed} >= 0`),
    check('usage_periods_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * An application counted in usage_periods for a generation still under way. The generation
 * deletes it when it saved (settled) or gives the count back when it failed; one left behind by a
 * process that died mid-generation is given back at start-up and by a periodic sweep.
 */
export const usageReservations = pgTable(
  'usage_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    periodStart: timestamptz('period_start').notNull(),
    createdAt: timestamptz('created_at').defaultNow().notNull(),
  },
  (t) => [index('usage_reservations_created_at_idx').on(t.createdAt)],
);

/** Every webhook event received; the unique event id makes a redelivered event a no-op. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<BillingProvider>().notNull(),
    // Unique on its own (not with provider): Stripe ids (evt_...) and local ids cannot collide.
    providerEventId: text('provider_event_id').notNull().unique(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<JsonObject>().notNull(),
    receivedAt: timestamptz('received_at').defaultNow().notNull(),
    // Null until handled; a crash between receipt and handling leaves it for a retry.
    processedAt: timestamptz('processed_at'),
  },
  (t) => [check('billing_events_provider_check', sql`${t.provider} in ('stripe', 'local')`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Nullable, set null on account deletion: invoices are financial records kept ~7 years
    // (spec 001 §9 policy) after the account is gone.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').$type<BillingProvider>().notNull(),
    providerInvoiceId: text('provider_invoice_id').unique(),
    // Minor units (cents / øre).
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    // paid | open | void | uncollectible | failed
    status: text('status').notNull(),
    description: text('description'),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    hostedUrl: text('hosted_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('invoices_subscription_id_idx').on(t.subscriptionId),
    check('invoices_currency_check', sql`${t.currency} in ('usd', 'dkk')`),
    check('invoices_provider_check', sql`${t.provider} in ('stripe', 'local')`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Errors, contact, email and cookie preferences, API keys
// ---------------------------------------------------------------------------------------------------

/** Spec 000 §3 error log; the context shape is domain/error-logs.ts (ZCreateErrorLogRequest). */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set null, not cascade: logs outlive a deleted account, anonymised.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    errorType: text('error_type').notNull(),
    errorMessage: text('error_message').notNull(),
    stackTrace: text('stack_trace'),
    context: jsonb('context').$type<JsonObject>().default({}).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('error_logs_user_id_idx').on(t.userId),
    index('error_logs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    // Set when a signed-in user sent it; the form is public.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // Sender address, for abuse handling of a public form.
    ip: text('ip'),
    createdAt: createdAt(),
    // Null until forwarded to support; a failed send keeps the message for a retry.
    emailedAt: timestamptz('emailed_at'),
  },
  (t) => [
    index('contact_messages_user_id_idx').on(t.userId),
    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Unsubscribe choices (spec 000 §2), keyed by address rather than user: the unsubscribe link works
 * without signing in and for addresses that never had an account. No row means everything on.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    email: text('email').primaryKey(),
    marketing: boolean('marketing').default(true).notNull(),
    applicationNotifications: boolean('application_notifications').default(true).notNull(),
    unsubscribedAll: boolean('unsubscribed_all').default(false).notNull(),
    updatedAt: updatedAt(),
  },
  // Lowercased so that one address has one row however it is typed.
  (t) => [check('email_preferences_email_lowercase_check', sql`${t.email} = lower(${t.email})`)],
);

/** Proof of each cookie-consent choice (spec 000 §2, §3); the browser keeps its own copy too. */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set null, not cascade: the consent record stays as proof, unlinked from the person.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // Generated by the browser and kept with its stored choice, so an anonymous visitor's choices
    // can be told apart and linked up later.
    consentId: text('consent_id').notNull(),
    necessary: boolean('necessary').default(true).notNull(),
    analytics: boolean('analytics').default(false).notNull(),
    marketing: boolean('marketing').default(false).notNull(),
    preferences: boolean('preferences').default(false).notNull(),
    consentedAt: timestamptz('consented_at').defaultNow().notNull(),
  },
  (t) => [
    index('cookie_consents_user_id_idx').on(t.userId),
    index('cookie_consents_consent_id_idx').on(t.consentId),
    // Necessary cookies cannot be refused (spec 000 §5).
    check('cookie_consents_necessary_check', sql`${t.necessary}`),
  ],
);

/** Elite API access. Only a hash of the key is stored; `prefix` lets the user recognise a key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId)],
);

/**
 * The local provider's checkout sessions (Stripe keeps its own): what is being bought and for how
 * much, fixed when the session opens so the in-app page and the payment agree.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    // The server's CheckoutItem (infra/billing/provider.ts).
    item: jsonb('item').$type<JsonObject>().notNull(),
    // Minor units (cents / øre).
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<'open' | 'paid' | 'expired'>().default('open').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_user_id_idx').on(t.userId),
    check('checkout_sessions_amount_check', sql`${t.amount} >= 0`),
    check('checkout_sessions_currency_check', sql`${t.currency} in ('usd', 'dkk')`),
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'paid', 'expired')`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Career tools (spec 001 §2 "Settings, research and assistant", §3; issue 16)
// ---------------------------------------------------------------------------------------------------

/** One assistant chat of a user; its messages are `assistant_messages`. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assistant_conversations_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
  ],
);

/**
 * A message of a conversation (spec 001 §3 "Assistant chat message": id, role, content, timestamp).
 * `meta` holds what the answer was built from (tool, the user's data it cites, claims removed) so a
 * reply can show its sources after a reload.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    meta: jsonb('meta').$type<JsonObject>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    index('assistant_messages_user_id_idx').on(t.userId),
    check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** A LinkedIn profile analysis (spec 001 §3 "LinkedIn analysis"), kept with its date to show progress. */
export const linkedinAnalyses = pgTable(
  'linkedin_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    linkedinUrl: text('linkedin_url').notNull(),
    // Where the profile text came from: LinkedIn's "Save to PDF" export or pasted text.
    source: text('source').$type<'pdf' | 'text'>().notNull(),
    score: integer('score').notNull(),
    // The whole analysis as the API returns it (score, completeness, strengths, improvements,
    // recommendations, checklist with reasons).
    analysis: jsonb('analysis').$type<JsonObject>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('linkedin_analyses_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('linkedin_analyses_score_check', sql`${t.score} between 0 and 100`),
    check('linkedin_analyses_source_check', sql`${t.source} in ('pdf', 'text')`),
  ],
);

/**
 * Company research results, cached per user and company (`company_key` is the folded name plus
 * location) until the user asks for a refresh. Per user, because the user's own job ads are sources.
 */
export const companyResearch = pgTable(
  'company_research',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    companyKey: text('company_key').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location'),
    // The spec's envelope data (spec 001 §3 "Company research result") with a source per item.
    result: jsonb('result').$type<JsonObject>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_research_user_id_company_key_idx').on(t.userId, t.companyKey),
    index('company_research_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------------

export type UserRow = typeof user.$inferSelect;
export type SessionRow = typeof session.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
export type CvRow = typeof cvs.$inferSelect;
export type NewCvRow = typeof cvs.$inferInsert;
export type CvTemplateRow = typeof cvTemplates.$inferSelect;
export type NewCvTemplateRow = typeof cvTemplates.$inferInsert;
export type TemplateUsageRow = typeof templateUsage.$inferSelect;
export type PremiumTemplateRow = typeof premiumTemplates.$inferSelect;
export type NewPremiumTemplateRow = typeof premiumTemplates.$inferInsert;
export type TemplatePurchaseRow = typeof templatePurchases.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type NewJobApplicationRow = typeof jobApplications.$inferInsert;
export type ApplicationStatusEventRow = typeof applicationStatusEvents.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type SavedJobRow = typeof savedJobs.$inferSelect;
export type JobMatchRow = typeof jobMatches.$inferSelect;
export type JobSourceRow = typeof jobSources.$inferSelect;
export type JobPostingRow = typeof jobPostings.$inferSelect;
export type JobSavedSearchRow = typeof jobSavedSearches.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type UsagePeriodRow = typeof usagePeriods.$inferSelect;
export type BillingEventRow = typeof billingEvents.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type ErrorLogRow = typeof errorLogs.$inferSelect;
export type NewErrorLogRow = typeof errorLogs.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
export type CookieConsentRow = typeof cookieConsents.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AssistantConversationRow = typeof assistantConversations.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type LinkedinAnalysisRow = typeof linkedinAnalyses.$inferSelect;
export type CompanyResearchRow = typeof companyResearch.$inferSelect;
