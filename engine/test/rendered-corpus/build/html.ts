import type { Person, Ym } from '../persons/types.ts';
import { jobs, linkedinUrl, volunteers } from './i18n.ts';

/**
 * JSON Resume themes from npm (MIT), rendered with their own `render(resume)` and printed by
 * Chromium. The themes print English headings and format dates themselves, so the answer key
 * copies each theme's date format (`themeDate`).
 */
export type Theme = 'even' | 'elegant' | 'macchiato' | 'stackoverflow';

export const THEME_VERSIONS: Record<Theme, string> = {
  even: '0.26.1',
  elegant: '1.16.1',
  macchiato: '1.1.0',
  stackoverflow: '3.3.0',
};

// ISO dates for the themes: JSON Resume wants YYYY-MM-DD; a missing day is the 1st.
const iso = (ym: Ym | undefined) =>
  ym && ym !== 'present' ? (ym.length === 4 ? `${ym}-01-01` : `${ym}-01`) : undefined;

const COUNTRY_CODE: Record<string, string> = {
  'United Kingdom': 'GB',
  USA: 'US',
  Danmark: 'DK',
  Deutschland: 'DE',
  España: 'ES',
  France: 'FR',
};

/** The person as a JSON Resume document (schema v1, with the older `company` alias some themes read). */
export function jsonResume(p: Person): Record<string, unknown> {
  const work = jobs(p).map((j) => ({
    name: j.company,
    company: j.company,
    position: j.position,
    location: j.city,
    startDate: iso(j.start),
    endDate: j.end === 'present' ? '' : iso(j.end),
    highlights: j.bullets ?? [],
  }));
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: p.title,
      email: p.email,
      phone: p.phone,
      summary: p.summary,
      location: {
        address: p.street,
        postalCode: p.postcode,
        city: p.city,
        countryCode: p.country ? COUNTRY_CODE[p.country] : undefined,
      },
      profiles: p.linkedin
        ? [{ network: 'LinkedIn', username: p.linkedin, url: linkedinUrl(p.linkedin) }]
        : [],
    },
    work,
    volunteer: volunteers(p).map((j) => ({
      organization: j.company,
      position: j.position,
      startDate: iso(j.start),
      endDate: j.end === 'present' ? '' : iso(j.end),
      highlights: j.bullets ?? [],
    })),
    education: p.education.map((s) => ({
      institution: s.institution,
      area: s.degree ?? '',
      studyType: '',
      startDate: iso(s.start),
      endDate: s.end === 'present' ? '' : iso(s.end),
    })),
    certificates: p.certs.map((c) => ({ name: c.name, date: iso(c.date), issuer: c.issuer })),
    skills: p.skills.map((g) => ({ name: g.label ?? '', keywords: g.items })),
    languages: p.languages.map((l) => ({ language: l.name, fluency: l.level })),
    interests: (p.interests ?? []).map((name) => ({ name })),
  };
}

const EN_MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the theme prints it (checked against the printed PDFs). */
export function themeDate(theme: Theme, ym: Ym | 'present'): string {
  if (ym === 'present') return theme === 'stackoverflow' ? 'Current' : 'Present';
  const [y, m] = ym.split('-');
  const mi = Number(m ?? '1') - 1;
  switch (theme) {
    case 'even':
      return `${EN_MON[mi]} ${y}`;
    case 'elegant':
      return `${EN_MON[mi]}, ${y}`;
    case 'macchiato':
      return `${String(mi + 1).padStart(2, '0')}/${y}`;
    case 'stackoverflow':
      return `${mi === 8 ? 'Sept' : EN_MON[mi]} ${y}`;
  }
}

/**
 * macchiato and stackoverflow HTML-escape the paragraphs their markdown helper returns, so the page
 * would show a literal "<p>"; the escaped tags are dropped as a browser shows a paragraph.
 */
export function fixEscapedParagraphs(html: string): string {
  return html.replace(/&lt;p&gt;/g, '').replace(/&lt;\/p&gt;/g, ' ');
}
