import { z } from 'zod';
import { CV_DATE, CV_ERROR_CODES, CV_EXTRACTION_STATUSES, CV_FORMATS, CV_SOURCES } from './cv-rules.ts';

/** The CV's contracts: its extracted data, layout notes, summary and detail (spec 001 §3, §5). */
export * from './cv-rules.ts';

const text = z.string().trim().max(20_000);
const short = z.string().trim().max(300);
/** "2019-03" (month known), "2019" (year only), or null. Free text is never stored as a date. */
export const ZCvDate = z.string().regex(CV_DATE, 'Use YYYY or YYYY-MM').nullable();

export const ZCvExperience = z.object({
  position: short,
  company: short,
  location: short,
  startDate: ZCvDate,
  endDate: ZCvDate,
  current: z.boolean(),
  description: text,
  /**
   * Listed under a volunteering heading ("Volunteer work", "Ehrenamt", "Frivilligt arbejde"): it
   * counts as experience, never as paid work (the letter never calls it a job or counts its years).
   */
  volunteer: z.boolean().optional(),
});
export type TCvExperience = z.infer<typeof ZCvExperience>;

export const ZCvEducation = z.object({
  degree: short,
  institution: short,
  startDate: ZCvDate,
  endDate: ZCvDate,
});
export type TCvEducation = z.infer<typeof ZCvEducation>;

/**
 * The structured CV (spec 001 §3 "CV parser result" extractedData): what the engine and the model
 * produce, what the detail view shows and the user corrects. Empty strings for unknown text fields,
 * so the UI and the generator never branch on undefined.
 */
export const ZCvData = z.object({
  personalInfo: z.object({
    fullName: short,
    email: short,
    phone: short,
    location: short,
    linkedinUrl: short,
  }),
  summary: text,
  experience: z.array(ZCvExperience).max(100),
  education: z.array(ZCvEducation).max(50),
  skills: z.object({
    technical: z.array(short).max(300),
    soft: z.array(short).max(100),
    languages: z.array(short).max(50),
  }),
  certifications: z.array(short).max(100),
});
export type TCvData = z.infer<typeof ZCvData>;

/** Where text can sit that an applicant tracking system may skip or read out of order. */
export const CV_LAYOUT_REGIONS = ['table', 'textbox', 'header', 'footer', 'secondColumn'] as const;
export type CvLayoutRegion = (typeof CV_LAYOUT_REGIONS)[number];
/** Contact details the layout summary looks for in the page margins. */
export const CV_LAYOUT_CONTACTS = ['name', 'email', 'phone', 'linkedin'] as const;
export type CvLayoutContact = (typeof CV_LAYOUT_CONTACTS)[number];

const ZCvLayoutRegion = z.object({
  lines: z.number().int().min(0),
  /** Share of the document's characters (0–1). */
  share: z.number().min(0).max(1),
  /** A few of its lines as read, for the review to quote. */
  examples: z.array(z.string().max(200)).max(3),
});

/**
 * How an uploaded CV's file is laid out, as the reader saw it (stored with the CV at read time;
 * null for CVs read before it existed and for builder CVs, whose file is rendered on export).
 * The resume review judges from it what an ATS may skip: tables, text boxes, page headers and
 * footers (Word formats), a second column (PDF).
 */
export const ZCvLayout = z.object({
  format: z.enum([...CV_FORMATS, 'txt']),
  lines: z.number().int().min(0),
  /** Pages with text in a second (right) column. */
  columnPages: z.number().int().min(0),
  regions: z.object({
    table: ZCvLayoutRegion,
    textbox: ZCvLayoutRegion,
    header: ZCvLayoutRegion,
    footer: ZCvLayoutRegion,
    secondColumn: ZCvLayoutRegion,
  } satisfies Record<CvLayoutRegion, typeof ZCvLayoutRegion>),
  /** Contact details the file has only in a page header or footer, nowhere in the body. */
  contactOnlyInMargins: z.array(z.enum(CV_LAYOUT_CONTACTS)),
});
export type TCvLayout = z.infer<typeof ZCvLayout>;

/**
 * Where in the structured CV a fact was read (the facts review's inline edit saves there), by the
 * section's path in TCvData and the entry's index in that list.
 */
export const CV_ENTRY_SECTIONS = [
  'experience',
  'education',
  'certifications',
  'skills.technical',
  'skills.languages',
] as const;
export type CvEntrySection = (typeof CV_ENTRY_SECTIONS)[number];

export const ZCvEntry = z.object({
  section: z.enum(CV_ENTRY_SECTIONS),
  index: z.number().int().min(0),
});
export type TCvEntry = z.infer<typeof ZCvEntry>;

export function emptyCvData(): TCvData {
  return {
    personalInfo: { fullName: '', email: '', phone: '', location: '', linkedinUrl: '' },
    summary: '',
    experience: [],
    education: [],
    skills: { technical: [], soft: [], languages: [] },
    certifications: [],
  };
}

/** A CV in the list (GET /api/cvs). */
export const ZCvSummary = z.object({
  id: z.string(),
  name: z.string(),
  fileName: z.string().nullable(),
  format: z.enum(CV_FORMATS).nullable(),
  sizeBytes: z.number().int().nullable(),
  source: z.enum(CV_SOURCES),
  extractionStatus: z.enum(CV_EXTRACTION_STATUSES),
  /** Set when extractionStatus is failed. */
  extractionError: z.enum(CV_ERROR_CODES).nullable(),
  isDefault: z.boolean(),
  detectedLanguage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCvSummary = z.infer<typeof ZCvSummary>;

/** One CV with what was extracted (GET /api/cvs/:id). */
export const ZCvDetail = ZCvSummary.extend({
  extractedData: ZCvData.nullable(),
  languageConfidence: z.number().nullable(),
});
export type TCvDetail = z.infer<typeof ZCvDetail>;

/** The API's answers: GET /api/cvs, an uploaded or retried CV, a CV with its data. */
export const ZCvListResponse = z.object({ cvs: z.array(ZCvSummary) });
export const ZCvSummaryResponse = z.object({ cv: ZCvSummary });
export const ZCvDetailResponse = z.object({ cv: ZCvDetail });

/** PATCH /api/cvs/:id: rename, choose as default, or save corrections to the structured data. */
export const ZCvUpdate = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name for your CV.').max(200),
    isDefault: z.literal(true),
    extractedData: ZCvData,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type TCvUpdate = z.infer<typeof ZCvUpdate>;

/** The CV name from an uploaded file's name: without extension, trimmed (spec 001 §5, §7). */
export function cvNameFromFileName(fileName: string): string {
  const trimmed = fileName.trim();
  const base = trimmed.replace(/\.(pdf|docx?|txt)$/i, '').trim();
  return (base || trimmed || 'CV').slice(0, 200);
}
