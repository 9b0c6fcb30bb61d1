import type { DateStyle, Lang, Person, Ym } from '../persons/types.ts';

/** Section headings and labels that the LaTeX and LibreOffice renderings print, per language. */
export interface Words {
  profile: string;
  experience: string;
  volunteer: string;
  education: string;
  skills: string;
  languages: string;
  certificates: string;
  interests: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  present: string;
  personal: string;
}

export const WORDS: Record<Lang, Words> = {
  en: {
    profile: 'Profile',
    experience: 'Work experience',
    volunteer: 'Volunteering',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates and licences',
    interests: 'Interests',
    contact: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    present: 'Present',
    personal: 'Personal details',
  },
  da: {
    profile: 'Profil',
    experience: 'Erhvervserfaring',
    volunteer: 'Frivilligt arbejde',
    education: 'Uddannelse',
    skills: 'Kompetencer',
    languages: 'Sprog',
    certificates: 'Kurser og certifikater',
    interests: 'Fritid',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adresse',
    present: 'nu',
    personal: 'Personlige oplysninger',
  },
  de: {
    profile: 'Profil',
    experience: 'Berufserfahrung',
    volunteer: 'Ehrenamt',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    certificates: 'Zertifikate',
    interests: 'Interessen',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    address: 'Anschrift',
    present: 'heute',
    personal: 'Persönliche Daten',
  },
  es: {
    profile: 'Perfil',
    experience: 'Experiencia profesional',
    volunteer: 'Voluntariado',
    education: 'Formación académica',
    skills: 'Competencias',
    languages: 'Idiomas',
    certificates: 'Certificados',
    interests: 'Intereses',
    contact: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    present: 'actualidad',
    personal: 'Datos personales',
  },
  fr: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    volunteer: 'Bénévolat',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    certificates: 'Certifications et permis',
    interests: 'Centres d’intérêt',
    contact: 'Contact',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    present: 'aujourd’hui',
    personal: 'Informations personnelles',
  },
};

const SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  da: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
const LONG: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  da: 'januar februar marts april maj juni juli august september oktober november december'.split(' '),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
};

/** A date as the person's LaTeX/LibreOffice CVs print it; `present` in the CV's language. */
export function formatDate(ym: Ym | 'present', style: DateStyle, lang: Lang): string {
  if (ym === 'present') return WORDS[lang].present;
  const [y = ym, m] = ym.split('-');
  if (!m || style === 'yyyy') return y;
  const mi = Number(m) - 1;
  switch (style) {
    case 'mm/yyyy':
      return `${m}/${y}`;
    case 'mm.yyyy':
      return `${m}.${y}`;
    case 'mon yyyy':
      return `${SHORT[lang][mi]} ${y}`;
    case 'month yyyy':
      return `${LONG[lang][mi]} ${y}`;
  }
}

/** "start – end", or one date when a role began and ended in the same period. */
export function formatRange(
  start: Ym | undefined,
  end: Ym | 'present',
  style: DateStyle,
  lang: Lang,
): string {
  const e = formatDate(end, style, lang);
  if (!start) return e;
  const s = formatDate(start, style, lang);
  return s === e ? s : `${s} – ${e}`;
}

/**
 * The town line of the contact block as the person would write it: UK "Leeds LS6 2QT", US
 * "Chicago, IL 60614", elsewhere "8200 Aarhus N"; the country follows after a comma when given.
 */
export function locality(p: Person, withCountry = true): string {
  const town =
    p.lang === 'en'
      ? `${p.city}${/\d/.test(p.postcode.slice(0, 3)) ? ' ' : ', '}${p.postcode}`
      : `${p.postcode} ${p.city}`;
  return withCountry && p.country ? `${town}, ${p.country}` : town;
}

export const fullName = (p: Person) => `${p.first} ${p.last}`;
export const linkedinUrl = (handle: string) => `https://www.linkedin.com/in/${handle}`;
export const volunteers = (p: Person) => p.jobs.filter((j) => j.kind === 'volunteer');
export const jobs = (p: Person) => p.jobs.filter((j) => j.kind !== 'volunteer');
export const allSkills = (p: Person) => p.skills.flatMap((g) => g.items);
