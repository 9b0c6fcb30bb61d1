import type { BuilderSection, TBuilderCv, TCvCustomization } from '#domain/cv-builder';

/**
 * What the exports written from the CV's data (DOCX, HTML) show: the customisation's sections in
 * its order, without the hidden ones and the empty ones.
 */

const FILLED: Record<BuilderSection, (cv: TBuilderCv) => boolean> = {
  summary: (cv) => cv.summary.trim() !== '',
  experience: (cv) => cv.experience.length > 0,
  education: (cv) => cv.education.length > 0,
  skills: (cv) => cv.skills.length > 0,
  languages: (cv) => cv.languages.length > 0,
  certificates: (cv) => cv.certificates.length > 0,
  projects: (cv) => cv.projects.length > 0,
  links: (cv) => cv.links.length > 0,
};

export function shownSections(
  cv: TBuilderCv,
  customization: Pick<TCvCustomization, 'sectionOrder' | 'hiddenSections'>,
): BuilderSection[] {
  const hidden = new Set(customization.hiddenSections);
  return customization.sectionOrder.filter((section) => !hidden.has(section) && FILLED[section](cv));
}

/** "soren@example.com | +45 12 34 56 78 | Aarhus": the contact line under the name. */
export function contactLine(cv: TBuilderCv): string {
  return [cv.email, cv.phone, cv.location]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' | ');
}

/** "Brød & Smør ApS, Aarhus": the parts that are filled in, joined. */
export const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
