import { z } from 'zod';
import { isLinkedinAddress } from './onboarding.ts';

/**
 * LinkedIn profile analysis (spec 001 §2 "Settings, research and assistant", §3 "LinkedIn
 * analysis", §5, §9; issue 16). LinkedIn profiles cannot be fetched by a server (login wall, terms):
 * the URL is validated and kept, and the profile itself is read from LinkedIn's "Save to PDF"
 * export or from pasted profile text.
 */

/** Spec 001 §5: the exact messages of the URL field. */
export const LINKEDIN_URL_REQUIRED = 'Indtast LinkedIn URL';
export const LINKEDIN_URL_INVALID = 'Ugyldig URL';

/** Profile text longer than this is not a profile (an export of many pages is still far shorter). */
export const MAX_PROFILE_TEXT = 50_000;
/** Pasted text shorter than this holds no profile to judge. */
export const MIN_PROFILE_TEXT = 40;

/**
 * The address as stored: https, without query or fragment; "linkedin.com/in/x" without a scheme
 * is taken as https. Null when it is not an address on linkedin.com.
 */
export function normalizeLinkedinUrl(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!isLinkedinAddress(withScheme)) return null;
  const url = new URL(withScheme);
  return `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

/** The public profile name of an address ("anna-holm" of linkedin.com/in/anna-holm/), else null. */
export function linkedinVanity(url: string): string | null {
  const normalized = normalizeLinkedinUrl(url);
  if (!normalized) return null;
  const match = /^\/in\/([^/]+)$/.exec(new URL(normalized).pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Spec 001 §5: empty → 'Indtast LinkedIn URL'; not a LinkedIn profile address → 'Ugyldig URL'. */
export const ZLinkedinUrl = z
  .string({ error: LINKEDIN_URL_REQUIRED })
  .trim()
  .min(1, LINKEDIN_URL_REQUIRED)
  .max(300, LINKEDIN_URL_INVALID)
  .refine((value) => linkedinVanity(value) !== null, LINKEDIN_URL_INVALID)
  // One spelling per profile (linkedin.com, dk.linkedin.com and www. are the same page), so the
  // history groups by it.
  .transform((value) => `https://www.linkedin.com/in/${encodeURIComponent(linkedinVanity(value)!)}`);

export const LINKEDIN_LANGUAGES = ['en', 'da'] as const;
export type LinkedinLanguage = (typeof LINKEDIN_LANGUAGES)[number];

/**
 * POST /api/linkedin-analysis as JSON: the URL and the pasted profile text. The multipart form
 * sends the same fields plus `file` (the PDF export) instead of `profileText`.
 */
export const ZLinkedinAnalysisRequest = z.object({
  linkedinUrl: ZLinkedinUrl,
  profileText: z.string().trim().max(MAX_PROFILE_TEXT, `At most ${MAX_PROFILE_TEXT} characters`).optional(),
  /** The language the analysis is written in (the UI's); default the profile's. */
  language: z.enum(LINKEDIN_LANGUAGES).optional(),
});
export type TLinkedinAnalysisRequest = z.input<typeof ZLinkedinAnalysisRequest>;

export const LINKEDIN_CHECK_IDS = [
  'headline',
  'about',
  'photo',
  'experience',
  'skills',
  'education',
  'certifications',
  'languages',
  'recommendations',
  'customUrl',
  'cvConsistency',
] as const;
export type LinkedinCheckId = (typeof LINKEDIN_CHECK_IDS)[number];

/**
 * One criterion: `passed` is null when it cannot be judged from what we were given (the photo;
 * recommendations, which the PDF export leaves out; the CV comparison without a CV). Only judged
 * criteria count towards the score.
 */
export const ZLinkedinCheck = z.object({
  id: z.enum(LINKEDIN_CHECK_IDS),
  label: z.string(),
  passed: z.boolean().nullable(),
  points: z.number().int().min(0),
  maxPoints: z.number().int().min(0),
  why: z.string(),
  fix: z.string(),
});
export type TLinkedinCheck = z.infer<typeof ZLinkedinCheck>;

export const LINKEDIN_BANDS = ['excellent', 'good', 'needs-improvement'] as const;
export type LinkedinBand = (typeof LINKEDIN_BANDS)[number];

/** Spec 001 §9: 80 and up excellent (Fremragende), 60 and up good (God), below needs improvement. */
export function linkedinBand(score: number): LinkedinBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  return 'needs-improvement';
}

/** Spec 001 §3: score, completeness, strengths, improvements, recommendations; plus the checklist. */
export const ZLinkedinAnalysis = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(LINKEDIN_BANDS),
  /** Section → present in the profile. */
  completeness: z.record(z.string(), z.boolean()),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  recommendations: z.array(z.string()),
  checklist: z.array(ZLinkedinCheck),
  language: z.enum(LINKEDIN_LANGUAGES),
  /** The name read from the profile ('' when none was found). */
  profileName: z.string(),
  /** The recommendations were reworded by the configured model (score and checklist never are). */
  enhanced: z.boolean(),
});
export type TLinkedinAnalysis = z.infer<typeof ZLinkedinAnalysis>;

export const LINKEDIN_SOURCES = ['pdf', 'text'] as const;

/** A stored analysis in the history (GET /api/linkedin-analysis). */
export const ZLinkedinAnalysisSummary = z.object({
  id: z.string(),
  linkedinUrl: z.string(),
  source: z.enum(LINKEDIN_SOURCES),
  score: z.number().int(),
  band: z.enum(LINKEDIN_BANDS),
  createdAt: z.string(),
});
export type TLinkedinAnalysisSummary = z.infer<typeof ZLinkedinAnalysisSummary>;

/** One stored analysis (POST answer, GET /api/linkedin-analysis/:id). */
export const ZLinkedinAnalysisRecord = ZLinkedinAnalysisSummary.extend({ analysis: ZLinkedinAnalysis });
export type TLinkedinAnalysisRecord = z.infer<typeof ZLinkedinAnalysisRecord>;

export const LINKEDIN_PAGE_SIZE = 20;

export const ZLinkedinAnalysisListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZLinkedinAnalysisList = z.object({
  analyses: z.array(ZLinkedinAnalysisSummary),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type TLinkedinAnalysisList = z.infer<typeof ZLinkedinAnalysisList>;
