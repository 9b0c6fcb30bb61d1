/**
 * Source data of the rendered CV corpus: fictional persons written once and rendered through
 * third-party producers (LaTeX classes, LibreOffice, JSON Resume themes). The answer key is derived
 * from this data by the build, so the key and the documents cannot drift apart.
 */
export type Lang = 'en' | 'da' | 'de' | 'es' | 'fr';

/** "YYYY-MM" or "YYYY"; renderers format it (the key copies what each renderer prints). */
export type Ym = string;

export interface Job {
  position: string;
  company: string;
  city?: string;
  start: Ym;
  /** `present` for an ongoing role; each renderer prints it in the CV's language. */
  end: Ym | 'present';
  /** Internships stay among jobs; volunteer roles get their own section (the key counts both). */
  kind?: 'internship' | 'volunteer';
  bullets?: string[];
}

export interface School {
  /** null when the document names only the school. */
  degree: string | null;
  institution: string;
  city?: string;
  start?: Ym;
  end: Ym | 'present';
  note?: string;
}

export interface Cert {
  name: string;
  date?: Ym;
  issuer?: string;
}

export interface SkillGroup {
  /** null: a plain list without a category label. */
  label: string | null;
  items: string[];
}

/** How LaTeX and LibreOffice renderings print this person's dates. */
export type DateStyle = 'mm/yyyy' | 'mm.yyyy' | 'mon yyyy' | 'month yyyy' | 'yyyy';

export interface Person {
  id: string;
  lang: Lang;
  field: string;
  first: string;
  last: string;
  title: string;
  email: string;
  phone: string;
  street?: string;
  postcode: string;
  city: string;
  /** Country name in the CV's language, or null when the locality line has none. */
  country: string | null;
  /** LinkedIn handle (the part after /in/), shown as a URL or a handle depending on the renderer. */
  linkedin?: string;
  summary: string;
  dateStyle: DateStyle;
  jobs: Job[];
  education: School[];
  certs: Cert[];
  languages: { name: string; level: string }[];
  skills: SkillGroup[];
  interests?: string[];
}
