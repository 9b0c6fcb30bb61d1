import type { Person, Ym } from '../persons/types.ts';
import { allSkills, fullName, jobs, linkedinUrl, volunteers } from './i18n.ts';

/**
 * One answer-key entry, in the shape of ../shared/data/cvs/truth.json (read by
 * shared/tools/score-cvs.mjs). Personal values are plain: the scorer compares plain values and
 * hashed ones alike, and every person here is invented.
 */
export interface TruthEntry {
  file: string;
  format: string;
  language: string;
  producer: string;
  template: string;
  layout: string;
  license_if_known: string;
  fictional_because: string;
  person: string;
  field: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  linkedin_url: string | null;
  experience: { position: string | null; company: string | null; start: string | null; end: string | null }[];
  education: { degree: string | null; institution: string | null; end: string | null }[];
  skills: string[];
  certifications: string[];
}

/** What one rendering shows and how it prints dates: the key copies the document, not the data. */
export interface View {
  /** A date as printed; `present` stays `present` (the key's convention for ongoing roles). */
  date: (ym: Ym) => string;
  location: string | null;
  linkedin: boolean;
  /** The certificate lines as printed, or false when the template has no certificate section. */
  certs: string[] | false;
  /** false: the template prints no date for a school that has only an end date. */
  endOnlyEducation?: boolean;
}

const SKILL_CAP = 15;

export function truthEntry(
  p: Person,
  meta: Pick<TruthEntry, 'file' | 'format' | 'producer' | 'template' | 'layout' | 'license_if_known'>,
  view: View,
): TruthEntry {
  const d = (ym: Ym | 'present', f = view.date) => (ym === 'present' ? 'present' : f(ym));
  // A role printed with one date (start and end fall in the same printed period) keeps it in
  // `start` with `end: null`, as in the shared key.
  const range = (start: Ym, end: Ym | 'present') => {
    const s = d(start),
      e = d(end);
    return s === e ? { start: s, end: null } : { start: s, end: e };
  };
  return {
    ...meta,
    language: p.lang,
    fictional_because: `Invented person (${p.field}) written for this corpus: invented name, employers and schools, e-mail on a reserved example domain, phone number from a range reserved or unassigned for subscribers.`,
    person: p.id,
    field: p.field,
    full_name: fullName(p),
    email: p.email,
    phone: p.phone,
    location: view.location,
    linkedin_url: view.linkedin && p.linkedin ? linkedinUrl(p.linkedin) : null,
    experience: [...jobs(p), ...volunteers(p)].map((j) => ({
      position: j.position,
      company: j.company,
      ...range(j.start, j.end),
    })),
    education: p.education.map((s) => ({
      degree: s.degree,
      institution: s.institution,
      end: !s.start && view.endOnlyEducation === false ? null : d(s.end),
    })),
    skills: allSkills(p).slice(0, SKILL_CAP),
    certifications: view.certs === false ? [] : view.certs,
  };
}
