/**
 * The words of the LinkedIn analysis in English and Danish: each criterion's label, why it passed
 * or not (with what was counted), and how to fix it. Kept apart from the scoring so the rules read
 * as rules.
 */
import type { LinkedinCheckId, LinkedinLanguage } from '#domain/linkedin';

export interface CheckFacts {
  headline: { text: string; role: boolean; value: boolean; length: number };
  about: { length: number; keywords: string[]; occupationNamed: boolean };
  experience: { entries: number; described: number; quantified: number };
  skills: { count: number; matched: string[]; targets: string[] };
  education: { entries: number; withDegree: number };
  certifications: { count: number };
  languages: { count: number };
  recommendations: { count: number | null };
  customUrl: { vanity: string | null; custom: boolean };
  cvConsistency: { compared: boolean; differences: string[] };
}

type Text = (facts: CheckFacts, passed: boolean | null) => string;
interface CheckTexts {
  label: string;
  why: Text;
  fix: Text;
}

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const EN: Record<LinkedinCheckId, CheckTexts> = {
  headline: {
    label: 'Headline',
    why: ({ headline: h }) =>
      !h.text
        ? 'No headline was found.'
        : `Your headline (${h.length} characters) ${h.role ? 'names your role' : 'does not name a role'} and ${
            h.value ? 'says what you bring' : 'does not say what you bring (a specialty, skills or a result)'
          }${h.length < 40 ? '; it is short' : ''}. Recruiters search and skim headlines first.`,
    fix: () =>
      'Write "Role | what you deliver": e.g. "Data Engineer | Reliable pipelines in Python and AWS that cut reporting time". Use 40–220 characters.',
  },
  about: {
    label: 'About',
    why: ({ about: a }) =>
      a.length === 0
        ? 'There is no About section.'
        : `Your About section has ${a.length} characters (600 or more tells your story) and names ${
            a.keywords.length
          } keyword${a.keywords.length === 1 ? '' : 's'} of your target roles${
            a.keywords.length ? ` (${list(a.keywords.slice(0, 6), 'and')})` : ''
          }. LinkedIn's search reads the About section.`,
    fix: () =>
      'Write 3–5 short paragraphs: who you are and the role you want, two or three results with numbers, and the skills and tools of your target roles in plain words.',
  },
  photo: {
    label: 'Photo and banner',
    why: () =>
      "LinkedIn's PDF export and copied profile text carry no photo or banner, so we cannot judge them; they do not count in the score.",
    fix: () =>
      'Check on LinkedIn: a recent, well-lit head-and-shoulders photo (profiles with a photo get far more views) and a banner that says something about your field.',
  },
  experience: {
    label: 'Experience',
    why: ({ experience: e }) =>
      e.entries === 0
        ? 'No experience entries were found.'
        : `${e.entries} experience entr${e.entries === 1 ? 'y' : 'ies'}: ${e.described} with a description, ${e.quantified} with a measurable result (a number, a percentage, an amount).`,
    fix: () =>
      'Give every role 2–4 lines on what you did and achieved, with numbers: "cut processing time by 30%", "responsible for 25 patients per shift".',
  },
  skills: {
    label: 'Skills',
    why: ({ skills: s }) =>
      `${s.count} skill${s.count === 1 ? '' : 's'} listed${
        s.targets.length
          ? `; ${s.matched.length} match${s.matched.length === 1 ? 'es' : ''} your target roles (${list(s.targets.slice(0, 3), 'and')})${
              s.matched.length ? `: ${list(s.matched, 'and')}` : ''
            }`
          : `; ${s.matched.length} fit the field of your headline (add target roles in your profile to compare with them)`
      }. The PDF export shows only your top 3 skills.`,
    fix: ({ skills: s }) =>
      `Add at least 5 skills and pin the 3 that matter most for ${
        s.targets.length ? list(s.targets.slice(0, 3), 'and') : 'the roles you want'
      } as top skills.`,
  },
  education: {
    label: 'Education',
    why: ({ education: e }) =>
      e.entries === 0
        ? 'No education was found.'
        : `${e.entries} education entr${e.entries === 1 ? 'y' : 'ies'}, ${e.withDegree} with a degree or field of study.`,
    fix: () => 'Add your education with the degree, the field of study and the years.',
  },
  certifications: {
    label: 'Certifications',
    why: ({ certifications: c }) =>
      c.count
        ? `${c.count} certification${c.count === 1 ? '' : 's'} listed.`
        : 'No certifications are listed.',
    fix: () => 'Add certificates and courses relevant to your target roles under Licenses & certifications.',
  },
  languages: {
    label: 'Languages',
    why: ({ languages: l }) =>
      l.count ? `${l.count} language${l.count === 1 ? '' : 's'} listed.` : 'No languages are listed.',
    fix: () => 'Add the languages you speak with their level (e.g. "English – Full professional").',
  },
  recommendations: {
    label: 'Recommendations',
    why: ({ recommendations: r }) =>
      r.count === null
        ? "LinkedIn's PDF export leaves recommendations out, so we cannot count them; they do not count in the score. Paste your profile page's Recommendations section to include them."
        : `${r.count} recommendation${r.count === 1 ? '' : 's'} received.`,
    fix: () =>
      'Ask two or three former managers or colleagues for a short recommendation about a concrete result.',
  },
  customUrl: {
    label: 'Custom profile URL',
    why: ({ customUrl: c }) =>
      c.vanity === null
        ? 'The address is not a profile address (linkedin.com/in/…).'
        : c.custom
          ? `Your address linkedin.com/in/${c.vanity} is a clean custom URL.`
          : `Your address linkedin.com/in/${c.vanity} still ends with LinkedIn's random characters.`,
    fix: () =>
      'On LinkedIn: Edit public profile & URL → Edit your custom URL, e.g. linkedin.com/in/firstname-lastname. Put it on your CV.',
  },
  cvConsistency: {
    label: 'Consistent with your CV',
    why: ({ cvConsistency: c }) =>
      !c.compared
        ? 'You have no processed default CV with experience to compare with, so this is not judged.'
        : c.differences.length === 0
          ? 'Titles, employers and dates agree with your default CV.'
          : `Differences from your default CV: ${c.differences.join('; ')}. Recruiters compare the two.`,
    fix: ({ cvConsistency: c }) =>
      c.compared
        ? 'Make titles, employers and start years the same on LinkedIn and your CV (or explain the difference).'
        : 'Upload your CV on My CVs and make it your default to compare it with your profile.',
  },
};

const DA: Record<LinkedinCheckId, CheckTexts> = {
  headline: {
    label: 'Overskrift',
    why: ({ headline: h }) =>
      !h.text
        ? 'Der blev ikke fundet nogen overskrift.'
        : `Din overskrift (${h.length} tegn) ${h.role ? 'nævner din rolle' : 'nævner ingen rolle'} og ${
            h.value
              ? 'siger, hvad du bidrager med'
              : 'siger ikke, hvad du bidrager med (speciale, kompetencer eller resultater)'
          }${h.length < 40 ? '; den er kort' : ''}. Rekrutterere søger og skimmer overskrifter først.`,
    fix: () =>
      'Skriv "Rolle | hvad du leverer", fx "Sygeplejerske | Tryg akut pleje og klar kommunikation". Brug 40–220 tegn.',
  },
  about: {
    label: 'Om',
    why: ({ about: a }) =>
      a.length === 0
        ? 'Der er ingen Om-sektion.'
        : `Din Om-sektion har ${a.length} tegn (600 eller flere fortæller din historie) og nævner ${a.keywords.length} nøgleord fra dine ønskede stillinger${
            a.keywords.length ? ` (${list(a.keywords.slice(0, 6), 'og')})` : ''
          }. LinkedIns søgning læser Om-sektionen.`,
    fix: () =>
      'Skriv 3–5 korte afsnit: hvem du er og hvilken rolle du søger, to-tre resultater med tal, og kompetencer og værktøjer fra dine ønskede stillinger.',
  },
  photo: {
    label: 'Foto og banner',
    why: () =>
      'LinkedIns PDF-eksport og kopieret profiltekst indeholder hverken foto eller banner, så vi kan ikke vurdere dem; de tæller ikke med i scoren.',
    fix: () =>
      'Tjek på LinkedIn: et nyt, godt belyst portrætfoto (profiler med foto får langt flere visninger) og et banner, der siger noget om dit fagområde.',
  },
  experience: {
    label: 'Erfaring',
    why: ({ experience: e }) =>
      e.entries === 0
        ? 'Der blev ikke fundet nogen erfaring.'
        : `${e.entries} stilling${e.entries === 1 ? '' : 'er'}: ${e.described} med beskrivelse, ${e.quantified} med et målbart resultat (et tal, en procentdel, et beløb).`,
    fix: () =>
      'Giv hver stilling 2–4 linjer om, hvad du lavede og opnåede, med tal: "nedbragte ventetiden med 20 %", "ansvar for 25 patienter pr. vagt".',
  },
  skills: {
    label: 'Kompetencer',
    why: ({ skills: s }) =>
      `${s.count} kompetence${s.count === 1 ? '' : 'r'} angivet${
        s.targets.length
          ? `; ${s.matched.length} passer til dine ønskede stillinger (${list(s.targets.slice(0, 3), 'og')})${
              s.matched.length ? `: ${list(s.matched, 'og')}` : ''
            }`
          : `; ${s.matched.length} passer til fagområdet i din overskrift (tilføj ønskede stillinger i din profil for at sammenligne med dem)`
      }. PDF-eksporten viser kun dine 3 topkompetencer.`,
    fix: ({ skills: s }) =>
      `Tilføj mindst 5 kompetencer, og fastgør de 3 vigtigste for ${
        s.targets.length ? list(s.targets.slice(0, 3), 'og') : 'de stillinger, du søger'
      } som topkompetencer.`,
  },
  education: {
    label: 'Uddannelse',
    why: ({ education: e }) =>
      e.entries === 0
        ? 'Der blev ikke fundet nogen uddannelse.'
        : `${e.entries} uddannelse${e.entries === 1 ? '' : 'r'}, ${e.withDegree} med grad eller fagområde.`,
    fix: () => 'Tilføj din uddannelse med grad, fagområde og årstal.',
  },
  certifications: {
    label: 'Certificeringer',
    why: ({ certifications: c }) =>
      c.count
        ? `${c.count} certificering${c.count === 1 ? '' : 'er'} angivet.`
        : 'Der er ingen certificeringer.',
    fix: () =>
      'Tilføj certifikater og kurser, der er relevante for dine ønskede stillinger, under Licenser og certificeringer.',
  },
  languages: {
    label: 'Sprog',
    why: ({ languages: l }) => (l.count ? `${l.count} sprog angivet.` : 'Der er ingen sprog angivet.'),
    fix: () => 'Tilføj de sprog, du taler, med niveau (fx "Engelsk – professionelt arbejdsniveau").',
  },
  recommendations: {
    label: 'Anbefalinger',
    why: ({ recommendations: r }) =>
      r.count === null
        ? 'LinkedIns PDF-eksport udelader anbefalinger, så vi kan ikke tælle dem; de tæller ikke med i scoren. Indsæt Anbefalinger-sektionen fra din profilside for at få dem med.'
        : `${r.count} anbefaling${r.count === 1 ? '' : 'er'} modtaget.`,
    fix: () => 'Bed to-tre tidligere ledere eller kolleger om en kort anbefaling om et konkret resultat.',
  },
  customUrl: {
    label: 'Personlig profil-URL',
    why: ({ customUrl: c }) =>
      c.vanity === null
        ? 'Adressen er ikke en profiladresse (linkedin.com/in/…).'
        : c.custom
          ? `Din adresse linkedin.com/in/${c.vanity} er en ren, personlig URL.`
          : `Din adresse linkedin.com/in/${c.vanity} slutter stadig med LinkedIns tilfældige tegn.`,
    fix: () =>
      'På LinkedIn: Rediger offentlig profil og URL → Rediger din personlige URL, fx linkedin.com/in/fornavn-efternavn. Sæt den på dit CV.',
  },
  cvConsistency: {
    label: 'Stemmer med dit CV',
    why: ({ cvConsistency: c }) =>
      !c.compared
        ? 'Du har intet behandlet standard-CV med erfaring at sammenligne med, så dette vurderes ikke.'
        : c.differences.length === 0
          ? 'Titler, arbejdsgivere og datoer stemmer med dit standard-CV.'
          : `Forskelle fra dit standard-CV: ${c.differences.join('; ')}. Rekrutterere sammenligner de to.`,
    fix: ({ cvConsistency: c }) =>
      c.compared
        ? 'Brug de samme titler, arbejdsgivere og startår på LinkedIn og i dit CV (eller forklar forskellen).'
        : 'Upload dit CV under Mine CV’er, og gør det til standard for at sammenligne det med din profil.',
  },
};

export const CHECK_TEXTS: Record<LinkedinLanguage, Record<LinkedinCheckId, CheckTexts>> = { en: EN, da: DA };

/** How a difference between CV and profile is told. */
export const DIFFERENCE_TEXTS: Record<
  LinkedinLanguage,
  {
    missing: (employer: string) => string;
    title: (employer: string, cv: string, linkedin: string) => string;
    start: (employer: string, cv: string, linkedin: string) => string;
  }
> = {
  en: {
    missing: (employer) => `${employer} is on your CV but not on LinkedIn`,
    title: (employer, cv, linkedin) => `at ${employer} your CV says "${cv}", LinkedIn "${linkedin}"`,
    start: (employer, cv, linkedin) => `at ${employer} your CV starts in ${cv}, LinkedIn in ${linkedin}`,
  },
  da: {
    missing: (employer) => `${employer} står på dit CV, men ikke på LinkedIn`,
    title: (employer, cv, linkedin) =>
      `hos ${employer} står der "${cv}" på dit CV og "${linkedin}" på LinkedIn`,
    start: (employer, cv, linkedin) => `hos ${employer} starter dit CV i ${cv}, LinkedIn i ${linkedin}`,
  },
};
