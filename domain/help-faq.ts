/**
 * Help-centre questions and answers (spec 000 §2 Help), kept as data in both languages so the help
 * page's search and, later, the chat answerer read the same source. Facts follow the specs:
 * 000 §1/§2/§9 (plans, uploads, support hours) and 001 (data rights, sharing, policy statements).
 */
export type FaqLanguage = 'en' | 'da';

export type FaqEntry = {
  id: string;
  question: Record<FaqLanguage, string>;
  answer: Record<FaqLanguage, string>;
};

export const HELP_FAQ: readonly FaqEntry[] = [
  {
    id: 'upload-cv',
    question: {
      en: 'Which CV files can I upload?',
      da: 'Hvilke CV-filer kan jeg uploade?',
    },
    answer: {
      en: 'Upload your CV as a PDF or DOCX file of up to 10 MB on the CVs page. We read your experience, education and skills from it, so a text-based file works best; scanned images cannot be read.',
      da: 'Upload dit CV som PDF- eller DOCX-fil på op til 10 MB på siden CV’er. Vi læser din erfaring, uddannelse og dine kompetencer fra filen, så en tekstbaseret fil virker bedst; scannede billeder kan ikke læses.',
    },
  },
  {
    id: 'cv-processing',
    question: {
      en: 'My CV upload failed. What can I do?',
      da: 'Upload af mit CV mislykkedes. Hvad gør jeg?',
    },
    answer: {
      en: 'Check that the file is a PDF or DOCX under 10 MB and not password protected, then upload it again. If processing still fails, use the retry action on the CV or contact support and we will look at it.',
      da: 'Tjek at filen er en PDF eller DOCX under 10 MB og ikke er beskyttet med adgangskode, og upload den igen. Hvis behandlingen stadig fejler, så brug “Prøv igen” på CV’et eller kontakt support, så kigger vi på det.',
    },
  },
  {
    id: 'first-application',
    question: {
      en: 'How do I generate an application?',
      da: 'Hvordan laver jeg en ansøgning?',
    },
    answer: {
      en: 'Upload a CV, complete your profile, then open New application: paste the job ad, add the job title and company, pick your CV and the output language. A tailored application or cover letter is ready in under 60 seconds.',
      da: 'Upload et CV, udfyld din profil og åbn Ny ansøgning: indsæt jobopslaget, tilføj jobtitel og virksomhed, vælg dit CV og sproget. En skræddersyet ansøgning eller et motiveret brev er klar på under 60 sekunder.',
    },
  },
  {
    id: 'languages',
    question: {
      en: 'Which languages are supported?',
      da: 'Hvilke sprog understøttes?',
    },
    answer: {
      en: 'Applications can be written in English, German, Spanish and French, and we detect the language of your CV automatically. The app itself is available in English and Danish.',
      da: 'Ansøgninger kan skrives på engelsk, tysk, spansk og fransk, og vi genkender automatisk sproget i dit CV. Selve appen findes på engelsk og dansk.',
    },
  },
  {
    id: 'ats',
    question: {
      en: 'What does ATS-optimized mean?',
      da: 'Hvad betyder ATS-optimeret?',
    },
    answer: {
      en: 'Most employers screen applications with an applicant tracking system (ATS) before a person reads them. We match the keywords and skills of the job ad, use clear headings and plain formatting, so your application gets through the filter.',
      da: 'De fleste arbejdsgivere sorterer ansøgninger med et rekrutteringssystem (ATS), før et menneske læser dem. Vi matcher jobopslagets nøgleord og kompetencer og bruger tydelige overskrifter og enkel opsætning, så din ansøgning kommer gennem filteret.',
    },
  },
  {
    id: 'free-plan',
    question: {
      en: 'What is included in the Free plan?',
      da: 'Hvad indeholder den gratis plan?',
    },
    answer: {
      en: 'The Free plan includes 3 AI applications a month, the basic templates and email support. No credit card is required. The count resets at the start of each month.',
      da: 'Den gratis plan indeholder 3 AI-ansøgninger om måneden, de grundlæggende skabeloner og support via e-mail. Der kræves intet betalingskort. Antallet nulstilles ved starten af hver måned.',
    },
  },
  {
    id: 'paid-plans',
    question: {
      en: 'What do Pro and Elite add?',
      da: 'Hvad får jeg med Pro og Elite?',
    },
    answer: {
      en: 'Pro (19 USD or 129 DKK a month) gives unlimited applications, premium templates, advanced research, LinkedIn integration and priority support. Elite (39 USD or 269 DKK a month) adds DOCX export, custom branding, API access and a dedicated manager. Yearly billing saves 20%.',
      da: 'Pro (19 USD eller 129 kr. om måneden) giver ubegrænsede ansøgninger, premium-skabeloner, avanceret research, LinkedIn-integration og prioriteret support. Elite (39 USD eller 269 kr. om måneden) tilføjer DOCX-eksport, eget branding, API-adgang og en fast kontaktperson. Årlig betaling sparer 20 %.',
    },
  },
  {
    id: 'cancel',
    question: {
      en: 'How do I cancel my subscription?',
      da: 'Hvordan opsiger jeg mit abonnement?',
    },
    answer: {
      en: 'Open Billing and choose Manage billing to cancel at any time. There are no cancellation fees; changes take effect at the next billing period, and paid plans have a 14-day money-back guarantee.',
      da: 'Åbn Fakturering og vælg Administrer fakturering for at opsige når som helst. Der er ingen opsigelsesgebyrer; ændringer træder i kraft ved næste betalingsperiode, og betalte planer har 14 dages pengene-tilbage-garanti.',
    },
  },
  {
    id: 'data-gdpr',
    question: {
      en: 'How is my data protected?',
      da: 'Hvordan beskyttes mine data?',
    },
    answer: {
      en: 'Applywise is GDPR-compliant: your CVs and applications are only visible to you, connections are encrypted and we never sell your data. From the GDPR page you can export all your data as a file at any time; we answer data requests within 30 days.',
      da: 'Applywise overholder GDPR: dine CV’er og ansøgninger er kun synlige for dig, forbindelser er krypterede, og vi sælger aldrig dine data. Fra GDPR-siden kan du når som helst eksportere alle dine data som en fil; vi besvarer anmodninger om data inden for 30 dage.',
    },
  },
  {
    id: 'delete-account',
    question: {
      en: 'How do I delete my account?',
      da: 'Hvordan sletter jeg min konto?',
    },
    answer: {
      en: 'Sign in and open the GDPR page, choose Delete account and confirm. Your profile, CVs, applications and saved jobs are deleted. After a cancelled subscription, data is kept for 30 days and then deleted.',
      da: 'Log ind, åbn GDPR-siden, vælg Slet konto og bekræft. Din profil, dine CV’er, ansøgninger og gemte job slettes. Efter et opsagt abonnement opbevares data i 30 dage og slettes derefter.',
    },
  },
  {
    id: 'share-application',
    question: {
      en: 'Can I share an application?',
      da: 'Kan jeg dele en ansøgning?',
    },
    answer: {
      en: 'Yes. Create a share link for an application and send it to anyone; you can protect it with a password and let it expire. The recipient can read the text and download it as a PDF without an account.',
      da: 'Ja. Opret et delingslink til en ansøgning og send det til hvem som helst; du kan beskytte det med en adgangskode og lade det udløbe. Modtageren kan læse teksten og hente den som PDF uden en konto.',
    },
  },
  {
    id: 'track-applications',
    question: {
      en: 'How do I track my applications?',
      da: 'Hvordan følger jeg mine ansøgninger?',
    },
    answer: {
      en: 'Every generated application appears under Applications, where you set its status (sent, interview, offer and so on). Analytics shows how many jobs you applied to, your success rate and the time to interview.',
      da: 'Alle genererede ansøgninger vises under Ansøgninger, hvor du angiver status (sendt, samtale, tilbud osv.). Statistik viser, hvor mange job du har søgt, din succesrate og tiden til samtale.',
    },
  },
  {
    id: 'support-hours',
    question: {
      en: 'How fast does support answer?',
      da: 'Hvor hurtigt svarer support?',
    },
    answer: {
      en: 'Write to us by email or with the contact form and we respond within 24 hours on weekdays. The AI assistant answers common questions around the clock.',
      da: 'Skriv til os på e-mail eller via kontaktformularen, så svarer vi inden for 24 timer på hverdage. AI-assistenten besvarer almindelige spørgsmål døgnet rundt.',
    },
  },
  {
    id: 'payment-methods',
    question: {
      en: 'Which payment methods do you accept?',
      da: 'Hvilke betalingsmetoder tager I imod?',
    },
    answer: {
      en: 'We accept major cards and PayPal, and bank transfer for annual plans. Payments are processed by our card payment provider and prices include taxes.',
      da: 'Vi tager imod de store betalingskort og PayPal samt bankoverførsel for årsplaner. Betalinger håndteres af vores betalingsudbyder, og priserne er inklusive moms.',
    },
  },
];

/** Lower-cased, accent-folded text, so "cv" finds "CV" and "ansogning" finds "ansøgning"-like words. */
function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * The entries whose question or answer (in `language`) contain every word of `query`. An empty
 * query matches everything.
 */
export function searchFaq(
  query: string,
  language: FaqLanguage,
  entries: readonly FaqEntry[] = HELP_FAQ,
): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question[language]} ${entry.answer[language]}`);
    return words.every((word) => haystack.includes(word));
  });
}
