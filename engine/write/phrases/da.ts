import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts, StudyFacts } from './types.ts';

/** The facts a motivation sentence names. */
type M = { role: string; co: CompanyForms; list: string };

/**
 * The vocabulary's Danish labels of soft skills are nouns ("samarbejde", "ledelse") but for three
 * adjectives, which a sentence about one's strengths cannot take as nouns ("Blandt mine styrker er
 * detaljeorienteret"): those are said as the noun phrase of the same strength.
 */
const STRENGTH_NOUNS: Readonly<Record<string, string>> = {
  detaljeorienteret: 'øje for detaljer',
  struktureret: 'sans for struktur',
  lærevillig: 'lærevillighed',
};
const ADJECTIVE = new RegExp(
  String.raw`(?<!\p{L})(?:${Object.keys(STRENGTH_NOUNS).join('|')})(?!\p{L})`,
  'giu',
);

/** A list of strengths with each adjective said as its noun ("samarbejde og øje for detaljer"). */
function strengthNouns(list: string): string {
  return list.replace(ADJECTIVE, (word) => STRENGTH_NOUNS[word.toLowerCase()] ?? word);
}

/** Danish ("22. november 2026", "Kære …", "Med venlig hilsen"; the ad's readers are addressed as "I"). */
export const da: Phrasebook = {
  code: 'da',
  lowercaseAfterGreeting: false,
  fallbackRole: 'medarbejder',
  months: [
    'januar',
    'februar',
    'marts',
    'april',
    'maj',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'december',
  ],
  date: (day, month, year) => `${day}. ${month} ${year}`,
  dateLine: (date) => date,
  subject: (role) => `Ansøgning: ${role}`,
  greeting: (co, tone) =>
    co.named && (tone === 'friendly' || tone === 'enthusiastic' || tone === 'confident')
      ? `Kære ${co.name},`
      : 'Kære rekrutteringsansvarlige,',
  signoff: () => 'Med venlig hilsen',
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`,
  quote: (text) => `»${text}«`,
  company: (name) =>
    name
      ? { name, at: `hos ${name}`, for: `for ${name}`, named: true }
      : { name: 'jeres virksomhed', at: 'hos jer', for: 'for jer', named: false },
  roleAt: (position, company) => (company ? `${position} hos ${company}` : position),
  degreeAt: (degree, institution) => (institution ? `${degree} fra ${institution}` : degree),
  since: (year) => `siden ${year}`,
  languageNames: {
    en: 'engelsk',
    da: 'dansk',
    de: 'tysk',
    es: 'spansk',
    fr: 'fransk',
    sv: 'svensk',
    no: 'norsk',
    nl: 'hollandsk',
    it: 'italiensk',
    pt: 'portugisisk',
    pl: 'polsk',
    ar: 'arabisk',
    zh: 'kinesisk',
  },
  languageLevels: {
    native: 'modersmål',
    fluent: 'flydende',
    good: 'godt niveau',
    intermediate: 'mellemniveau',
    basic: 'grundlæggende',
  },
  careerChange: [
    ...cross<{ role: string; co: CompanyForms; from: string }>(
      [
        ({ co }) => `Jeg søger stillingen ${co.at} for at give min karriere en ny retning`,
        ({ co }) => `Jeg søger ${co.at} for at give mit arbejdsliv en ny retning`,
        () => `Jeg vil gerne skifte retning`,
        () => `Mit næste skridt er et skifte til et nyt felt`,
        ({ co }) => `${co.at} vil jeg gerne give min karriere en ny retning`,
        ({ co }) => `Jeg vil gerne begynde et nyt kapitel ${co.at}`,
        ({ co }) => `Jeg vil nu gerne skifte til et nyt felt ${co.at}`,
        () => `Jeg er klar til at skifte retning`,
      ],
      [
        ({ from }) => `, og jeg tager min erfaring som ${from} med mig.`,
        ({ from }) => `, og jeg bygger på min erfaring som ${from}.`,
        ({ from }) => `, og her vil jeg bygge videre på min tid som ${from}.`,
        ({ from }) => `, og den praktiske erfaring, jeg har fået som ${from}, tager jeg med.`,
        ({ from }) => `, og min tid som ${from} er grundlaget for det.`,
        ({ from }) => ` – med det, jeg har lært som ${from}, som udgangspunkt.`,
      ],
    ),
    ({ from }) =>
      `Min baggrund som ${from} ligger inden for et andet felt, og det er den erfaring, jeg vil bygge videre på i stillingen.`,
    ({ from }) =>
      `Min erfaring som ${from} kommer fra et andet felt, og den vil jeg gerne bruge i nye opgaver.`,
    ({ from, co }) =>
      `Efter arbejdet som ${from} vil jeg nu gerne tage min erfaring med ind i et nyt felt ${co.at}.`,
    ({ from }) => `Det, jeg har lært som ${from}, er det, jeg vil bygge videre på, når jeg skifter retning.`,
    ({ from }) => `Med erfaringen som ${from} i bagagen er jeg klar til at bruge den på et nyt område.`,
    ({ from }) => `Erfaringen fra min tid som ${from} er det fundament, jeg tager med ind i et nyt fag.`,
  ],

  opening: {
    any: [
      ({ role, co }) => `Jeg søger hermed stillingen som ${role} ${co.at}.`,
      ({ role, co }) =>
        `Med stor interesse har jeg læst jeres stillingsopslag, og jeg søger hermed stillingen som ${role} ${co.at}.`,
      ({ role, co }) => `Jeg vil gerne søge stillingen som ${role} ${co.at}.`,
    ],
    friendly: [
      ({ role, co }) =>
        `Da jeg så jeres opslag om stillingen som ${role}, vidste jeg med det samme, at jeg ville søge ${co.at}.`,
      ({ role }) =>
        `Jeg blev glad, da jeg så jeres opslag, og jeg vil meget gerne søge stillingen som ${role}.`,
    ],
    formal: [
      ({ role, co }) => `Hermed fremsender jeg min ansøgning til stillingen som ${role} ${co.at}.`,
      ({ role, co }) => `Jeg tillader mig hermed at søge stillingen som ${role} ${co.at}.`,
    ],
    enthusiastic: [
      ({ role, co }) =>
        `Jeg blev begejstret, da jeg læste, at stillingen som ${role} ${co.at} er ledig, og jeg søger den med stor glæde.`,
      ({ role, co }) => `Stillingen som ${role} ${co.at} er præcis den slags job, jeg har håbet at finde.`,
    ],
    confident: [
      ({ role, co }) =>
        `Jeg søger stillingen som ${role} ${co.at}, fordi jeg er overbevist om, at jeg kan gøre en forskel fra første dag.`,
      ({ role }) => `Jeg er sikker på, at jeg er et stærkt match til stillingen som ${role}.`,
    ],
  },
  currentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `I dag arbejder jeg som ${roleAt}`,
      ({ roleAt }) => `Jeg er i øjeblikket ansat som ${roleAt}`,
      ({ roleAt }) => `Til daglig arbejder jeg som ${roleAt}`,
      ({ roleAt }) => `Lige nu er jeg ansat som ${roleAt}`,
      ({ roleAt }) => `For tiden arbejder jeg som ${roleAt}`,
      ({ roleAt }) => `Min nuværende stilling er som ${roleAt}`,
      ({ roleAt }) => `Jeg arbejder i dag som ${roleAt}`,
      ({ roleAt }) => `Aktuelt er jeg ansat som ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, hvor jeg dagligt får erfaring fra praksis.`,
      () => ` – erfaring, jeg kan bygge videre på.`,
      () => `, og det er den erfaring, jeg tager udgangspunkt i.`,
      () => `, og herfra tager jeg min erfaring med.`,
      () => ` – det er mit udgangspunkt for denne ansøgning.`,
    ],
  ),
  recentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `Senest har jeg arbejdet som ${roleAt}`,
      ({ roleAt }) => `Min seneste stilling var som ${roleAt}`,
      ({ roleAt }) => `Senest var jeg ansat som ${roleAt}`,
      ({ roleAt }) => `Mit seneste job var som ${roleAt}`,
      ({ roleAt }) => `Jeg arbejdede senest som ${roleAt}`,
      ({ roleAt }) => `Min seneste ansættelse var som ${roleAt}`,
      ({ roleAt }) => `Jeg var senest ansat som ${roleAt}`,
      ({ roleAt }) => `Senest har jeg været ansat som ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, hvor jeg fik erfaring fra praksis.`,
      () => ` – erfaring, jeg kan bygge videre på.`,
      () => `, og det er den erfaring, jeg tager udgangspunkt i.`,
      () => `, og derfra tager jeg min erfaring med.`,
      () => ` – det er mit udgangspunkt for denne ansøgning.`,
    ],
  ),
  // The study may be any kind of education (a degree, an exam, a school-leaving certificate): it
  // is completed or held, never called a degree ("uddannet") here.
  studyDone: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg har afsluttet ${degreeAt}`,
        ({ degreeAt }) => `Jeg har gennemført ${degreeAt}`,
        ({ degreeAt }) => `Min baggrund er ${degreeAt}`,
        ({ degreeAt }) => `Fagligt har jeg ${degreeAt}`,
        ({ degreeAt }) => `Bag mig har jeg ${degreeAt}`,
        ({ degreeAt }) => `Som udgangspunkt har jeg ${degreeAt}`,
        ({ degreeAt }) => `Min faglige baggrund er ${degreeAt}`,
        ({ degreeAt }) => `Jeg har kvalifikationen ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og nu er jeg klar til næste skridt.`,
        () => ` – det er mit udgangspunkt for denne ansøgning.`,
        () => `, og den viden vil jeg gerne bruge i praksis.`,
        () => `, og det er grundlaget for min ansøgning.`,
        () => ` – det vil jeg gerne bygge videre på i et job.`,
      ],
    ),
    ({ degreeAt }) => `Med ${degreeAt} i bagagen er jeg klar til næste skridt.`,
  ],
  // As studyDone: "i gang med", "tager", never "læser" (an apprenticeship is not read).
  studyOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Jeg er i gang med ${degreeAt}`,
      ({ degreeAt }) => `Lige nu er jeg i gang med uddannelsen ${degreeAt}`,
      ({ degreeAt }) => `For tiden tager jeg ${degreeAt}`,
      ({ degreeAt }) => `I øjeblikket er jeg i gang med ${degreeAt}`,
      ({ degreeAt }) => `Jeg er ved at tage ${degreeAt}`,
      ({ degreeAt }) => `Min nuværende uddannelse er ${degreeAt}`,
      ({ degreeAt }) => `Aktuelt er jeg ved at gennemføre ${degreeAt}`,
      ({ degreeAt }) => `Jeg er i gang med uddannelsen ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, og det, jeg lærer, vil jeg gerne bruge i praksis.`,
      () => ` – viden, jeg gerne vil omsætte til praksis.`,
      () => `, og jeg ser frem til at kombinere det med praktisk arbejde.`,
      () => ` – et grundlag, jeg gerne vil bygge videre på i et job.`,
      () => `, og det giver mig et fagligt grundlag for stillingen.`,
    ],
  ),
  // Not a degree (erhvervsuddannelse, omskoling, kursus, eksamen): "i gang med", never "læser".
  trainingOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Jeg er i gang med ${degreeAt}`,
      ({ degreeAt }) => `For tiden gennemfører jeg ${degreeAt}`,
      ({ degreeAt }) => `${degreeAt} er jeg i gang med lige nu`,
      ({ degreeAt }) => `I øjeblikket tager jeg ${degreeAt}`,
      ({ degreeAt }) => `Jeg er undervejs i ${degreeAt}`,
      ({ degreeAt }) => `Aktuelt er jeg midt i ${degreeAt}`,
      ({ degreeAt }) => `Jeg er ved at gennemføre ${degreeAt}`,
      ({ degreeAt }) => `Lige nu står ${degreeAt} på programmet`,
    ],
    [
      () => `.`,
      () => `, og jeg ser frem til at bruge det, jeg lærer, i praksis.`,
      () => ` – og jeg vil gerne have en arbejdsplads, hvor teori og praksis mødes.`,
      () => `, og jeg vil gerne kombinere forløbet med praktisk arbejde.`,
      () => `, og sideløbende vil jeg gerne få praktisk erfaring.`,
      () => `, og en stilling som denne vil være et godt sted at omsætte det til praksis.`,
    ],
  ),
  topMatch: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `I søger en med ${list}`,
        ({ list }) => `I jeres opslag efterspørger I ${list}`,
        ({ list }) => `Blandt jeres krav er ${list}`,
        ({ list }) => `I efterspørger ${list}`,
        ({ list }) => `Jeres opslag nævner ${list}`,
        ({ list }) => `I beder om ${list}`,
        ({ list }) => `Til stillingen ønsker I ${list}`,
      ],
      [
        () => `, og det har jeg arbejdet med.`,
        () => ` – det kan jeg tilbyde.`,
        () => `, og det dækker min erfaring.`,
        () => `, og netop det har jeg erfaring med.`,
        () => ` – det er noget, jeg har arbejdet med.`,
        () => `, og det kan jeg byde ind med.`,
      ],
    ),
    ({ list }) => `I søger en med ${list} – og det er netop her, min erfaring ligger.`,
    ({ list }) => `I jeres opslag lægger I vægt på ${list}, og det er noget, jeg har arbejdet med.`,
    ({ list }) => `Jeg har bidt mærke i, at I efterspørger ${list} – det kan jeg tilbyde.`,
    ({ list }) => `Det, I beder om – ${list} – er kernen i min erfaring.`,
  ],
  openingExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `I det følgende vil jeg vise,`,
        () => `Herunder beskriver jeg,`,
        () => `Lad mig vise,`,
        () => `I dette brev fortæller jeg,`,
        () => `Jeg vil gerne kort fortælle,`,
        () => `Med dette brev vil jeg vise,`,
      ],
      [
        () => ` hvordan min erfaring passer til det, I søger.`,
        () => ` hvordan min baggrund passer til stillingen.`,
        () => ` hvordan min erfaring matcher jeres krav.`,
        () => ` hvorfor jeg tror, jeg vil være en god tilføjelse til jeres team.`,
      ],
    ),
    ({ co }) => `Her er grunden til, at jeg tror, jeg vil passe godt ind ${co.at}.`,
  ],
  noMatch: [
    ...cross<{ role: string }>(
      [
        () => `I det følgende vil jeg kort fortælle,`,
        () => `Nedenfor beskriver jeg kort,`,
        () => `Med dette brev vil jeg gerne vise,`,
        () => `Lad mig kort fortælle,`,
        () => `I de næste afsnit vil jeg gerne beskrive,`,
        () => `I resten af brevet vil jeg vise,`,
        () => `Her vil jeg gerne fortælle,`,
        () => `Herunder vil jeg gerne beskrive,`,
      ],
      [
        () => ` hvad jeg kan bidrage med i stillingen.`,
        () => ` hvad jeg kan bidrage med, og hvorfor stillingen interesserer mig.`,
        () => ` hvad jeg har lavet indtil nu, og hvad jeg gerne vil bidrage med i stillingen.`,
        () =>
          ` hvad jeg kan bidrage med ud fra min hidtidige erfaring, og hvorfor jeg gerne vil arbejde hos jer.`,
        () => ` hvilken erfaring jeg vil trække på, og hvorfor jeg ser stillingen som et godt næste skridt.`,
        () => ` hvad jeg vil tage med mig ind i jobbet, og hvorfor jeg gerne vil være en del af jeres team.`,
        () => ` hvad min hidtidige erfaring har forberedt mig på, og hvorfor stillingen tiltaler mig.`,
        () => ` hvordan min baggrund passer til stillingen, og hvad jeg gerne vil bidrage med.`,
      ],
    ),
    () => `Her følger en kort beskrivelse af den erfaring, jeg kan tilbyde jer.`,
  ],

  roleNow: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Som ${roleAt}${period} indgår ${list} i mit daglige arbejde`,
      ({ roleAt, period, list }) =>
        `I min nuværende stilling som ${roleAt}${period} arbejder jeg dagligt med ${list}`,
      ({ roleAt, period, list }) => `Mit arbejde som ${roleAt}${period} omfatter blandt andet ${list}`,
      ({ roleAt, period, list }) => `I dag er jeg ${roleAt}${period} og arbejder her med ${list}`,
      ({ roleAt, period, list }) => `I mit job som ${roleAt}${period} arbejder jeg med ${list}`,
      ({ roleAt, period, list }) => `Mine opgaver som ${roleAt}${period} omfatter ${list}`,
      ({ roleAt, period, list }) => `I min stilling som ${roleAt}${period} beskæftiger jeg mig med ${list}`,
      ({ roleAt, period, list }) => `I arbejdet som ${roleAt}${period} indgår ${list}`,
    ],
    [
      () => `.`,
      () => `, og den erfaring vil jeg gerne bruge i stillingen.`,
      () => ` – noget, I også efterspørger i opslaget.`,
      () => `, og det vil jeg gerne bygge videre på hos jer.`,
      () => `, hvilket giver mig et solidt grundlag for stillingen.`,
    ],
  ),
  rolePast: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Som ${roleAt}${period} indgik ${list} i mit daglige arbejde`,
      ({ roleAt, period, list }) => `I min tid som ${roleAt}${period} arbejdede jeg med ${list}`,
      ({ roleAt, period, list }) => `Mit arbejde som ${roleAt}${period} omfattede blandt andet ${list}`,
      ({ roleAt, period, list }) => `Som ${roleAt}${period} arbejdede jeg blandt andet med ${list}`,
      ({ roleAt, period, list }) => `I mit job som ${roleAt}${period} arbejdede jeg med ${list}`,
      ({ roleAt, period, list }) => `Mine opgaver som ${roleAt}${period} omfattede ${list}`,
      ({ roleAt, period, list }) => `I stillingen som ${roleAt}${period} beskæftigede jeg mig med ${list}`,
      ({ roleAt, period, list }) => `I arbejdet som ${roleAt}${period} indgik ${list}`,
    ],
    [
      () => `.`,
      () => `, og den erfaring vil jeg gerne bruge i stillingen.`,
      () => ` – noget, I også efterspørger i opslaget.`,
      () => `, og det vil jeg gerne bygge videre på hos jer.`,
      () => `, hvilket giver mig et solidt grundlag for stillingen.`,
    ],
  ),
  roleNowPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `I dag arbejder jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg er i øjeblikket ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Til daglig arbejder jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Lige nu er jeg ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `For tiden arbejder jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg arbejder i dag som ${roleAt}${period}`,
        ({ roleAt, period }) => `Aktuelt arbejder jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg er for tiden ansat som ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, og den praktiske erfaring vil jeg gerne tage med ind i stillingen.`,
        () => `, hvor jeg hver dag får praktisk erfaring.`,
        () => `, et job, der har lært mig meget i praksis.`,
        () => `, og den erfaring tager jeg med mig.`,
        () => `, hvor jeg hver dag lærer nyt i praksis.`,
        () => `, og den praksis vil jeg gerne bygge videre på her.`,
        () => `, et job, hvor jeg har lært meget.`,
        () => `, og den praksis vil jeg gerne bruge i stillingen.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Min nuværende stilling som ${roleAt}${period} giver mig praktisk erfaring, som jeg kan bygge videre på.`,
    ({ roleAt, period }) => `Mit nuværende job som ${roleAt}${period} giver mig praktisk erfaring hver dag.`,
    ({ roleAt, period }) => `Praktisk erfaring får jeg i mit nuværende job som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Hver dag som ${roleAt}${period} giver mig mere praktisk erfaring.`,
    ({ roleAt, period }) =>
      `Mit job som ${roleAt}${period} har givet mig erfaring fra praksis, som jeg gerne vil bruge i nye rammer.`,
  ],
  rolePastPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Jeg har arbejdet som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg var ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg har været ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Tidligere har jeg arbejdet som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg arbejdede som ${roleAt}${period}`,
        ({ roleAt, period }) => `Min erfaring omfatter arbejde som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg har haft en stilling som ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, hvor jeg fik praktisk erfaring.`,
        () => `, og den erfaring vil jeg bygge videre på.`,
        () => `, et job, der lærte mig meget i praksis.`,
        () => `, hvilket gav mig praktisk erfaring, som jeg kan bygge videre på.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Som ${roleAt}${period} fik jeg praktisk erfaring, som jeg vil tage med ind i stillingen.`,
    ({ roleAt, period }) =>
      `Min tid som ${roleAt}${period} gav mig praktisk erfaring, som jeg kan bygge videre på.`,
    ({ roleAt, period }) => `Som ${roleAt}${period} lærte jeg meget i praksis.`,
    ({ roleAt, period }) => `Praktisk erfaring fik jeg som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Mit arbejde som ${roleAt}${period} lærte mig meget i praksis.`,
    ({ roleAt, period }) => `Fra min tid som ${roleAt}${period} har jeg praktisk erfaring med mig.`,
    ({ roleAt, period }) => `Arbejdslivet kender jeg fra min tid som ${roleAt}${period}.`,
  ],
  roleTools: cross<{ list: string; current: boolean }>(
    [
      ({ list, current }) => `Her ${current ? 'arbejder' : 'arbejdede'} jeg også med ${list}`,
      ({ list, current }) => `Også ${list} ${current ? 'bruger' : 'brugte'} jeg i det arbejde`,
      ({ list, current }) => `I det job ${current ? 'bruger' : 'brugte'} jeg også ${list}`,
      ({ list, current }) => `Jeg ${current ? 'arbejder' : 'arbejdede'} også med ${list} i det job`,
      ({ list, current }) => `Arbejdet ${current ? 'omfatter' : 'omfattede'} også ${list}`,
      ({ list, current }) => `I stillingen ${current ? 'indgår' : 'indgik'} også ${list}`,
      ({ list, current }) => `Til mine opgaver ${current ? 'hører' : 'hørte'} også ${list}`,
      ({ list, current }) => `Mine opgaver i det job ${current ? 'omfatter' : 'omfattede'} også ${list}`,
    ],
    [
      () => `.`,
      () => `, og den erfaring tager jeg med mig.`,
      () => ` – noget, jeg kan bruge hos jer.`,
      () => `, hvilket har udvidet min faglige værktøjskasse.`,
      () => `, og det har styrket min praktiske erfaring.`,
      () => ` – erfaring, der er relevant her.`,
    ],
  ),
  previousRole: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Før det arbejdede jeg som ${roleAt}${period} med ${list}`,
      ({ roleAt, period, list }) => `Tidligere har jeg som ${roleAt}${period} arbejdet med ${list}`,
      ({ roleAt, period, list }) =>
        `I min tidligere stilling som ${roleAt}${period} omfattede arbejdet blandt andet ${list}`,
      ({ roleAt, period, list }) => `Inden da var jeg ${roleAt}${period}, hvor jeg arbejdede med ${list}`,
      ({ roleAt, period, list }) =>
        `Forinden arbejdede jeg som ${roleAt}${period}, hvor ${list} indgik i opgaverne`,
      ({ roleAt, period, list }) => `Som ${roleAt}${period} arbejdede jeg tidligere med ${list}`,
      ({ roleAt, period, list }) =>
        `I en tidligere stilling som ${roleAt}${period} arbejdede jeg med ${list}`,
      ({ roleAt, period, list }) =>
        `Før den stilling var jeg ansat som ${roleAt}${period} og arbejdede med ${list}`,
    ],
    [
      () => `.`,
      () => `, og den erfaring har jeg stadig med mig.`,
      () => ` – erfaring, jeg også trækker på i dag.`,
      () => `, hvilket har styrket mit faglige grundlag.`,
      () => `, og det tager jeg også med ind i stillingen.`,
    ],
  ),
  previousRolePlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Før det arbejdede jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Tidligere har jeg været ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Forinden var jeg ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Inden da arbejdede jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Længere tilbage arbejdede jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Inden den stilling arbejdede jeg som ${roleAt}${period}`,
        ({ roleAt, period }) => `Tidligere var jeg ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Før da var jeg ansat som ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, hvor jeg fik yderligere praktisk erfaring.`,
        () => `, en stilling, der udvidede min praktiske erfaring.`,
        () => `, hvor jeg opbyggede mere erfaring fra praksis.`,
        () => `, og den erfaring har jeg stadig glæde af.`,
        () => `, et job, der lærte mig meget i praksis.`,
        () => `, og den erfaring trækker jeg stadig på i dag.`,
        () => ` – erfaring, jeg også vil tage med ind i stillingen.`,
      ],
    ),
    ({ roleAt, period }) => `Min tidligere erfaring omfatter arbejdet som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Tidligere arbejdede jeg som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Forud for det var jeg ansat som ${roleAt}${period}.`,
  ],
  otherRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Jeg har også arbejdet som ${roleAt}${period}`,
        ({ roleAt, period }) => `Desuden har jeg erfaring som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg har også været ansat som ${roleAt}${period}`,
        ({ roleAt, period }) => `Hertil kommer min tid som ${roleAt}${period}`,
        ({ roleAt, period }) => `Jeg har desuden erfaring fra en stilling som ${roleAt}${period}`,
        ({ roleAt, period }) => `Yderligere erfaring har jeg fra mit arbejde som ${roleAt}${period}`,
        ({ roleAt, period }) => `Derudover har jeg arbejdet som ${roleAt}${period}`,
        ({ roleAt, period }) => `Et andet skridt i mit arbejdsliv var min tid som ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => ` – det har også udvidet min praktiske erfaring.`,
        () => `, og den erfaring tager jeg også med mig.`,
        () => ` – en erfaring, jeg har glæde af i dag.`,
        () => ` – der lærte jeg meget i praksis.`,
        () => `, og den erfaring trækker jeg stadig på i dag.`,
        () => ` – erfaring, jeg også vil tage med ind i stillingen.`,
      ],
    ),
    ({ roleAt, period }) => `En anden del af min erfaring er min tid som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Erfaring som ${roleAt}${period} er også en del af min baggrund.`,
    ({ roleAt, period }) => `Min baggrund tæller også arbejde som ${roleAt}${period}.`,
    ({ roleAt, period }) => `En anden stilling, jeg har haft, er ${roleAt}${period}.`,
  ],
  studyEvidence: cross<StudyFacts>(
    [
      ({ degreeAt, period, list }) => `Gennem uddannelsen ${degreeAt}${period} har jeg arbejdet med ${list}`,
      ({ degreeAt, period, list }) => `Uddannelsen ${degreeAt}${period} har givet mig et fundament i ${list}`,
      ({ degreeAt, period, list }) => `Under ${degreeAt}${period} har jeg arbejdet med ${list}`,
      ({ degreeAt, period, list }) => `${degreeAt}${period} har givet mig viden om ${list}`,
      ({ degreeAt, period, list }) => `Med ${degreeAt}${period} har jeg et grundlag i ${list}`,
      ({ degreeAt, period, list }) =>
        `I forbindelse med ${degreeAt}${period} har jeg beskæftiget mig med ${list}`,
      ({ degreeAt, period, list }) => `Min baggrund i ${degreeAt}${period} omfatter ${list}`,
      ({ degreeAt, period, list }) =>
        `Det, jeg har lært gennem ${degreeAt}${period}, omfatter blandt andet ${list}`,
    ],
    [
      () => `.`,
      () => `, og den viden vil jeg gerne bruge i praksis.`,
      () => ` – et grundlag, jeg gerne vil bygge videre på i jobbet.`,
      () => `, og det vil jeg nu gerne omsætte til praksis.`,
      () => `, hvilket er et godt udgangspunkt for stillingen.`,
    ],
  ),
  studyEvidencePlain: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) =>
          `Uddannelsen ${degreeAt}${period} har givet mig et solidt fagligt fundament`,
        ({ degreeAt, period }) => `Med uddannelsen ${degreeAt}${period} har jeg et solidt teoretisk grundlag`,
        ({ degreeAt, period }) => `Uddannelsen ${degreeAt}${period} har forberedt mig godt på arbejdslivet`,
        ({ degreeAt, period }) =>
          `Gennem uddannelsen ${degreeAt}${period} har jeg opbygget et solidt vidensgrundlag`,
        ({ degreeAt, period }) =>
          `Et solidt fagligt grundlag har jeg fået gennem uddannelsen ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Uddannelsen ${degreeAt}${period} er mit faglige fundament`,
        ({ degreeAt, period }) => `Uddannelsen ${degreeAt}${period} har givet mig en solid faglig ballast`,
        ({ degreeAt, period }) => `Min faglige viden bygger på uddannelsen ${degreeAt}${period}`,
      ],
      [
        () => `.`,
        () => `, og det vil jeg gerne bygge videre på i et job.`,
        () => `, og den viden vil jeg nu gerne bruge i praksis.`,
        () => ` – et grundlag for mine første skridt på arbejdsmarkedet.`,
        () => `, og det vil jeg nu gerne omsætte i et job.`,
      ],
    ),
    ({ degreeAt, period }) => `Min viden fra uddannelsen ${degreeAt}${period} vil jeg gerne bygge videre på.`,
  ],
  freshStart: cross<{ role: string }>(
    [
      () => `Nu glæder jeg mig til at omsætte det, jeg har lært under uddannelsen, til praksis`,
      () => `Jeg vil nu gerne bruge det, jeg har lært, i et professionelt job`,
      () => `Mit næste skridt er at bringe min viden i spil i praksis`,
      () => `Jeg er nu klar til at tage de første skridt på arbejdsmarkedet`,
      () => `Næste skridt for mig er at komme i gang med arbejdslivet`,
      () => `Nu vil jeg gerne omsætte min uddannelse til praktisk arbejde`,
      () => `Det, jeg ser frem til nu, er at komme ud i praksis`,
      () => `Jeg glæder mig til at starte mit arbejdsliv`,
    ],
    [
      () => `.`,
      () => ` og vokse med opgaverne.`,
      () => `, og stillingen vil være et godt sted at begynde.`,
      () => ` – gerne side om side med erfarne kolleger.`,
      () => `, og jeg vil gerne lære af erfarne kolleger undervejs.`,
      () => ` og lære af de opgaver, jobbet byder på.`,
    ],
  ),
  evidenceWrap: [
    ...cross<{ role: string }>(
      [
        () => `Den samlede erfaring`,
        () => `Alt dette`,
        () => `Den baggrund`,
        () => `Min hidtidige erfaring`,
        () => `Alt det`,
        () => `Min vej hertil`,
        () => `Den erfaring`,
        () => `Min baggrund`,
      ],
      [
        () => ` giver mig et solidt grundlag for stillingen.`,
        () => ` har forberedt mig godt på stillingens opgaver.`,
        () => ` er det, jeg vil tage med ind i jeres team.`,
        () => ` er det, jeg vil bygge videre på i jobbet.`,
        () => ` har rustet mig til de opgaver, stillingen byder på.`,
        () => ` er det, jeg gerne vil sætte i spil i stillingen.`,
      ],
    ),
  ],
  example: [
    ...cross<{ line: string }>(
      [
        () => `Et eksempel`,
        () => `Et konkret eksempel`,
        () => `Et resultat`,
        () => `Noget, jeg gerne fremhæver`,
        () => `Et udpluk`,
        () => `Et udsnit`,
        () => `Et kort eksempel`,
      ],
      [
        ({ line }) => ` fra den tid: ${line}`,
        ({ line }) => ` fra stillingen: ${line}`,
        ({ line }) => ` fra mit arbejde der: ${line}`,
        ({ line }) => ` fra det job: ${line}`,
        ({ line }) => ` fra den stilling: ${line}`,
        ({ line }) => ` fra min tid der: ${line}`,
      ],
    ),
    ({ line }) => `Helt konkret: ${line}`,
    ({ line }) => `Sådan så det ud i praksis: ${line}`,
    ({ line }) => `Som illustration af mit arbejde der: ${line}`,
    ({ line }) => `Konkret betød det blandt andet: ${line}`,
  ],
  years: [
    ...cross<{ years: number }>(
      [
        ({ years }) => `Samlet har jeg ${years} års erhvervserfaring`,
        ({ years }) => `Jeg kan trække på ${years} års erhvervserfaring`,
        ({ years }) => `Min erhvervserfaring strækker sig i dag over ${years} år`,
        ({ years }) => `Alt i alt har jeg ${years} års erhvervserfaring`,
        ({ years }) => `Jeg har nu ${years} års erhvervserfaring bag mig`,
        ({ years }) => `Bag mig ligger ${years} års erhvervserfaring`,
        ({ years }) => `Gennem mit arbejdsliv har jeg samlet ${years} års erhvervserfaring`,
        ({ years }) => `Indtil nu har jeg ${years} års erhvervserfaring`,
      ],
      [
        () => `.`,
        () => `, og den erfaring vil jeg gerne bruge i stillingen.`,
        () => ` – erfaring, jeg vil bygge videre på i jobbet.`,
        () => `, og den erfaring tager jeg med ind i stillingen.`,
        () => ` – et grundlag, jeg vil bygge videre på i stillingen.`,
        () => `, som jeg gerne vil bruge hos jer.`,
        () => `, og den erfaring vil jeg gerne sætte i spil hos jer.`,
      ],
    ),
    ({ years }) => `Alt i alt har jeg ${years} års erhvervserfaring bag mig.`,
    ({ years }) => `Jeg har ${years} års erhvervserfaring at bygge på.`,
    ({ years }) => `Indtil nu har mit arbejdsliv givet mig ${years} års erhvervserfaring.`,
    ({ years }) => `Samlet set har jeg ${years} års erfaring fra arbejdsmarkedet.`,
    ({ years }) => `Min erhvervserfaring tæller ${years} år.`,
    ({ years }) => `Lægger jeg mine stillinger sammen, har jeg ${years} års erhvervserfaring.`,
    ({ years }) => `I alt står ${years} års erhvervserfaring bag denne ansøgning.`,
  ],
  // The list is what the ad asks for: every tail says so.
  skills: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Derudover kan jeg tilbyde ${list}`,
        ({ list }) => `Desuden kan jeg byde ind med ${list}`,
        ({ list }) => `Jeg kan ligeledes tilbyde ${list}`,
        ({ list }) => `Hertil kommer ${list}`,
        ({ list }) => `I bagagen har jeg desuden ${list}`,
        ({ list }) => `Jeg kan desuden bidrage med ${list}`,
        ({ list }) => `Oven i det kan jeg tilbyde ${list}`,
      ],
      [
        () => `, som I også nævner i opslaget.`,
        () => ` – endnu et punkt fra jeres opslag.`,
        () => `, som I også efterspørger.`,
        () => `, som også står i jeres opslag.`,
        () => ` – også det nævner I i opslaget.`,
        () => `, der også indgår i jeres krav.`,
      ],
    ),
    ({ list }) => `Også ${list} fra jeres opslag kan jeg byde ind med.`,
    ({ list }) => `I opslaget nævner I også ${list}, som jeg ligeledes kan tilbyde.`,
    ({ list }) => `Fra jeres opslag kan jeg desuden tilbyde ${list}.`,
  ],
  soft: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `I nævner desuden ${strengthNouns(list)}`,
        ({ list }) => `Desuden lægger I vægt på ${strengthNouns(list)}`,
        ({ list }) => `I fremhæver også ${strengthNouns(list)}`,
        ({ list }) => `Jeres opslag nævner også ${strengthNouns(list)}`,
        ({ list }) => `Blandt jeres ønsker er også ${strengthNouns(list)}`,
        ({ list }) => `I efterspørger desuden ${strengthNouns(list)}`,
        ({ list }) => `I opslaget nævner I desuden ${strengthNouns(list)}`,
      ],
      [
        () => ` – det kan jeg tilbyde.`,
        () => `, og det har jeg med mig.`,
        () => `, og det kan jeg bidrage med.`,
        () => ` – det bringer jeg med mig.`,
        () => `, og det er en del af min profil.`,
        () => `, og det kan jeg byde ind med.`,
      ],
    ),
    ({ list }) => `Jeg har også ${strengthNouns(list)} med mig, som I nævner i opslaget.`,
    ({ list }) => `Af de egenskaber, I nævner, kan jeg tilbyde ${strengthNouns(list)}.`,
  ],
  education: {
    degree: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Jeg er uddannet ${degreeAt}`,
          ({ degreeAt }) => `Jeg har uddannelsen ${degreeAt}`,
          ({ degreeAt }) => `Min uddannelse er ${degreeAt}`,
          ({ degreeAt }) => `Fagligt bygger jeg på uddannelsen ${degreeAt}`,
          ({ degreeAt }) => `Uddannelsesmæssigt har jeg ${degreeAt}`,
          ({ degreeAt }) => `Bag min erfaring ligger uddannelsen ${degreeAt}`,
          ({ degreeAt }) => `Jeg har læst ${degreeAt}`,
          ({ degreeAt }) => `Akademisk har jeg uddannelsen ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, som har givet mig et solidt teoretisk grundlag.`,
          () => `, og den viden vil jeg gerne bygge videre på i stillingen.`,
          () => ` – et grundlag, jeg vil bruge i stillingen.`,
          () => `, og den viden tager jeg også med.`,
          () => ` – viden, jeg gerne vil omsætte til praksis her.`,
        ],
      ),
      ({ degreeAt }) => `Min faglige baggrund er uddannelsen ${degreeAt}.`,
      ({ degreeAt }) => `Uddannelsesmæssigt bygger jeg på ${degreeAt}.`,
      ({ degreeAt }) => `Som uddannelse har jeg ${degreeAt}.`,
      ({ degreeAt }) => `Akademisk har jeg en baggrund i ${degreeAt}.`,
      ({ degreeAt }) => `Teoretisk bygger jeg på uddannelsen ${degreeAt}.`,
    ],
    exam: cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg har bestået eksamenen ${degreeAt}`,
        ({ degreeAt }) => `Derudover har jeg bestået eksamenen ${degreeAt}`,
        ({ degreeAt }) => `Eksamenen ${degreeAt} har jeg bestået`,
        ({ degreeAt }) => `Blandt mine kvalifikationer er eksamenen ${degreeAt}`,
        ({ degreeAt }) => `Formelt er jeg kvalificeret gennem eksamenen ${degreeAt}`,
        ({ degreeAt }) => `Ved eksamen har jeg opnået kvalifikationen ${degreeAt}`,
        ({ degreeAt }) => `Jeg har bestået eksamen som ${degreeAt}`,
        ({ degreeAt }) => `Jeg har også bestået ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og det har givet mig et solidt fagligt fundament.`,
        () => ` – et fagligt grundlag, jeg bygger videre på.`,
        () => `, hvilket supplerer min praktiske erfaring.`,
        () => ` – det grundlag vil jeg gerne bruge i jobbet.`,
        () => `, og det vil jeg gerne bruge i stillingen.`,
      ],
    ),
    apprenticeship: cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg har en erhvervsuddannelse som ${degreeAt}`,
        ({ degreeAt }) => `Jeg er faglært som ${degreeAt}`,
        ({ degreeAt }) => `Jeg har gennemført en læretid som ${degreeAt}`,
        ({ degreeAt }) => `Min faglige baggrund er en uddannelse som ${degreeAt}`,
        ({ degreeAt }) => `Fagligt er jeg uddannet som ${degreeAt}`,
        ({ degreeAt }) => `Grundlaget for mit arbejde er min læretid som ${degreeAt}`,
        ({ degreeAt }) => `Min læretid har jeg taget som ${degreeAt}`,
        ({ degreeAt }) => `Jeg er udlært som ${degreeAt}`,
        ({ degreeAt }) => `Af uddannelse er jeg ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og den faglige ballast tager jeg med mig.`,
        () => ` – et solidt fagligt grundlag for stillingen.`,
        () => `, og det grundlag bygger jeg videre på i jobbet.`,
        () => ` – et forløb, der kombinerer teori og praksis.`,
        () => `, og den viden vil jeg gerne bruge i stillingen.`,
      ],
    ),
    course: cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg har gennemført kurset ${degreeAt}`,
        ({ degreeAt }) => `Jeg har også taget kurset ${degreeAt}`,
        ({ degreeAt }) => `Min efteruddannelse omfatter kurset ${degreeAt}`,
        ({ degreeAt }) => `Derudover har jeg taget kurset ${degreeAt}`,
        ({ degreeAt }) => `Som efteruddannelse har jeg gennemført ${degreeAt}`,
        ({ degreeAt }) => `Kurset ${degreeAt} har jeg også gennemført`,
        ({ degreeAt }) => `Til min efteruddannelse hører kurset ${degreeAt}`,
        ({ degreeAt }) => `Jeg har desuden gennemført kurset ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og det, jeg lærte der, vil jeg gerne bruge i stillingen.`,
        () => ` – viden, jeg kan bruge i det daglige arbejde.`,
        () => `, og det supplerer min praktiske erfaring.`,
        () => `, og det har givet mig ny faglig viden.`,
        () => ` – et supplement til min øvrige baggrund.`,
      ],
    ),
    school: cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg har afsluttet ${degreeAt}`,
        ({ degreeAt }) => `Min skolegang sluttede med ${degreeAt}`,
        ({ degreeAt }) => `Jeg gik ud af skolen med ${degreeAt}`,
        ({ degreeAt }) => `I skolen afsluttede jeg ${degreeAt}`,
        ({ degreeAt }) => `Skolen afsluttede jeg med ${degreeAt}`,
        ({ degreeAt }) => `Fra skolen har jeg ${degreeAt}`,
        ({ degreeAt }) => `Jeg har ${degreeAt}`,
        ({ degreeAt }) => `Min skolegang afsluttede jeg med ${degreeAt}`,
        ({ degreeAt }) => `Som afslutning på min skolegang tog jeg ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og det grundlag bygger jeg videre på i jobbet.`,
        () => ` – et grundlag, jeg siden har bygget videre på.`,
        () => ` – en del af den baggrund, jeg tager med ind i stillingen.`,
        () => ` – et supplement til min praktiske erfaring.`,
      ],
    ),
    other: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Jeg har gennemført ${degreeAt}`,
          ({ degreeAt }) => `Mine kvalifikationer omfatter ${degreeAt}`,
          ({ degreeAt }) => `Jeg har også ${degreeAt}`,
          ({ degreeAt }) => `Blandt mine kvalifikationer er ${degreeAt}`,
          ({ degreeAt }) => `Derudover har jeg ${degreeAt}`,
          ({ degreeAt }) => `Hertil kommer ${degreeAt}`,
          ({ degreeAt }) => `Desuden kan jeg nævne ${degreeAt}`,
          ({ degreeAt }) => `Ud over min erfaring har jeg ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, og den viden tager jeg med ind i stillingen.`,
          () => ` – en del af det grundlag, jeg har med mig.`,
          () => `, hvilket runder min baggrund af.`,
          () => ` – et supplement til min praktiske erfaring.`,
          () => ` – det bringer jeg gerne i spil i jobbet.`,
        ],
      ),
      ({ degreeAt }) => `En anden af mine kvalifikationer er ${degreeAt}.`,
      ({ degreeAt }) => `Også ${degreeAt} er en del af min baggrund.`,
    ],
  },
  languagesTail: [
    ({ list }) => `og jeg taler ${list}`,
    ({ list }) => `og sprogligt kan jeg tilbyde ${list}`,
    ({ list }) => `og mine sprogkundskaber er ${list}`,
    ({ list }) => `og desuden taler jeg ${list}`,
    ({ list }) => `og jeg taler også ${list}`,
    ({ list }) => `og på sprogsiden taler jeg ${list}`,
    ({ list }) => `og hvad angår sprog, taler jeg ${list}`,
    ({ list }) => `og af sprog taler jeg ${list}`,
    ({ list }) => `og derudover taler jeg ${list}`,
    ({ list }) => `og hertil kommer, at jeg taler ${list}`,
    ({ list }) => `og når det gælder sprog, taler jeg ${list}`,
    ({ list }) => `og ud over det taler jeg ${list}`,
    ({ list }) => `og jeg kan desuden tilbyde ${list} på sprogsiden`,
    ({ list }) => `og sprogligt taler jeg ${list}`,
  ],
  // A tail never names a language or a level: those are in the list, as the CV gives them.
  languages: cross<{ list: string }>(
    [
      ({ list }) => `Jeg taler ${list}`,
      ({ list }) => `Sprogligt kan jeg tilbyde ${list}`,
      ({ list }) => `På sprogsiden taler jeg ${list}`,
      ({ list }) => `Hvad angår sprog, taler jeg ${list}`,
      ({ list }) => `Når det gælder sprog, taler jeg ${list}`,
      ({ list }) => `Mine sprogkundskaber er ${list}`,
      ({ list }) => `Af sprog taler jeg ${list}`,
      ({ list }) => `Ud over det faglige taler jeg ${list}`,
    ],
    [
      () => `.`,
      () => `, og det bruger jeg gerne i det daglige arbejde.`,
      () => ` – sprog, jeg gerne bruger i jobbet.`,
      () => `, hvilket kan komme til nytte i stillingen.`,
      () => ` – det bringer jeg gerne i spil, hvor opgaverne kræver det.`,
      () => ` – en del af det, jeg kan tilbyde.`,
    ],
  ),
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Jeg har også ${list}`,
        ({ list }) => `Derudover har jeg opnået ${list}`,
        ({ list }) => `Derudover har jeg ${list}`,
        ({ list }) => `Som supplement har jeg opnået ${list}`,
        ({ list }) => `Af certificeringer har jeg ${list}`,
        ({ list }) => `Mine kvalifikationer omfatter også ${list}`,
        ({ list }) => `Jeg kan desuden dokumentere ${list}`,
        ({ list }) => `Hertil kommer ${list}`,
      ],
      [
        () => `.`,
        () => ` – det tager jeg med ind i stillingen.`,
        () => `, som jeg gerne bringer i spil i jobbet.`,
        () => `, hvilket styrker mit faglige grundlag.`,
        () => ` – et supplement til min øvrige baggrund.`,
      ],
    ),
    ({ list }) => `Mine kvalifikationer tæller også ${list}.`,
  ],
  // Only that the applicant holds a driving licence: no class, no car, no claim beyond it.
  licence: cross<Record<string, never>>(
    [
      () => `Jeg har kørekort`,
      () => `Desuden har jeg kørekort`,
      () => `Kørekort har jeg også`,
      () => `Jeg har også kørekort`,
      () => `Derudover har jeg kørekort`,
      () => `Jeg er i besiddelse af kørekort`,
      () => `Jeg har i øvrigt kørekort`,
      () => `Hertil kommer, at jeg har kørekort`,
    ],
    [
      () => `.`,
      () => `, så jeg kan påtage mig opgaver, der kræver kørsel.`,
      () => `, hvilket kan være en fordel, hvis jobbet indebærer kørsel.`,
      () => ` – nyttigt, hvis arbejdet indebærer kørsel.`,
      () => `, og det kan komme til nytte, hvis opgaverne kræver kørsel.`,
      () => ` – en fordel, hvis der er kørsel forbundet med stillingen.`,
    ],
  ),
  toolkit: cross<{ list: string }>(
    [
      ({ list }) => `Mine kompetencer omfatter blandt andet ${list}`,
      ({ list }) => `Jeg arbejder blandt andet med ${list}`,
      ({ list }) => `Jeg er fortrolig med ${list}`,
      ({ list }) => `Min faglige viden dækker ${list}`,
      ({ list }) => `Jeg har kendskab til ${list}`,
      ({ list }) => `Blandt mine kompetencer er ${list}`,
      ({ list }) => `Fagligt kan jeg byde ind med ${list}`,
      ({ list }) => `Til mine kompetencer hører ${list}`,
    ],
    [
      () => `.`,
      () => `, og det vil jeg gerne tage i brug i stillingen.`,
      () => ` – et grundlag, jeg gerne vil bygge videre på.`,
      () => `, som jeg gerne bringer i spil i jobbet.`,
      () => ` – noget, jeg kan bidrage med hos jer.`,
      () => ` – det er mit faglige udgangspunkt.`,
    ],
  ),
  // The list is the CV's strengths as nouns (see strengthNouns): "Blandt mine styrker er ledelse".
  strengths: cross<{ list: string }>(
    [
      ({ list }) => `Blandt mine personlige styrker er ${strengthNouns(list)}`,
      ({ list }) => `Personligt kan jeg bidrage med ${strengthNouns(list)}`,
      ({ list }) => `Mine personlige styrker omfatter ${strengthNouns(list)}`,
      ({ list }) => `Som person byder jeg på ${strengthNouns(list)}`,
      ({ list }) => `Til mine styrker hører ${strengthNouns(list)}`,
      ({ list }) => `Af personlige kompetencer vil jeg nævne ${strengthNouns(list)}`,
      ({ list }) => `På det personlige plan bidrager jeg med ${strengthNouns(list)}`,
      ({ list }) => `Desuden vil jeg fremhæve ${strengthNouns(list)} blandt mine personlige styrker`,
    ],
    [
      () => `.`,
      () => `, som jeg også vil bringe i spil i jobbet.`,
      () => ` – det er en del af det, jeg kan tilbyde.`,
      () => `, og det vil jeg gerne bruge i det daglige arbejde.`,
      () => `, og det vil jeg gerne bruge sammen med nye kolleger.`,
      () => ` – noget, jeg også vil bruge hos jer.`,
    ],
  ),
  moreSkills: cross<{ list: string }>(
    [
      ({ list }) => `Derudover har jeg kendskab til ${list}`,
      ({ list }) => `Mine kompetencer omfatter også ${list}`,
      ({ list }) => `Jeg er også fortrolig med ${list}`,
      ({ list }) => `Min viden dækker desuden ${list}`,
      ({ list }) => `Jeg kender desuden til ${list}`,
      ({ list }) => `Hertil kommer kendskab til ${list}`,
      ({ list }) => `Blandt mine øvrige kompetencer er ${list}`,
      ({ list }) => `Af øvrige kompetencer kan jeg nævne ${list}`,
    ],
    [
      () => `.`,
      () => `, og det kan jeg også bruge hos jer.`,
      () => ` – noget, der er relevant for jobbet.`,
      () => `, og den viden vil jeg gerne bruge i det daglige arbejde.`,
      () => `, hvilket kan være nyttigt i stillingen.`,
      () => ` – det bringer jeg gerne i spil i jobbet.`,
    ],
  ),
  // The earlier qualification may be of any kind: it was taken or completed, not "studied".
  earlierStudy: cross<{ degreeAt: string; period: string }>(
    [
      ({ degreeAt, period }) => `Før det tog jeg ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Tidligere har jeg gennemført ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Forinden havde jeg afsluttet ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Inden da gennemførte jeg ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Bag mig har jeg desuden ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Forud for det afsluttede jeg ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Min vej hertil gik gennem ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Et tidligere trin var ${degreeAt}${period}`,
    ],
    [
      () => `.`,
      () => ` – det gav mig et første fagligt grundlag.`,
      () => ` – et tidligere trin i min uddannelse.`,
      () => `, og det har jeg stadig glæde af.`,
      () => ` – en del af det fundament, jeg bygger på i dag.`,
      () => `, hvilket også er en del af min faglige ballast.`,
    ],
  ),
  localTown: [
    ...cross<{ town: string; co: CompanyForms }>(
      [
        ({ town }) => `Jeg bor i ${town}`,
        ({ town }) => `Jeg bor selv i ${town}`,
        ({ town }) => `Min bopæl er i ${town}`,
        ({ town }) => `Jeg er bosat i ${town}`,
        ({ town }) => `Til daglig bor jeg i ${town}`,
        ({ town }) => `Jeg har min bopæl i ${town}`,
        ({ town }) => `Mit hjem ligger i ${town}`,
      ],
      [
        () => `, så jeg kan starte uden at skulle flytte.`,
        () => `, så jeg har kort til arbejdspladsen.`,
        () => `, og derfor kan jeg starte uden at flytte.`,
        () => `, så jeg har let ved at komme på arbejde.`,
        () => ` – en flytning er derfor ikke nødvendig.`,
        () => `, hvilket gør det let for mig at komme til og fra arbejde.`,
      ],
    ),
    ({ town, co }) => `Da jeg bor i ${town}, kan jeg starte ${co.at} uden at flytte.`,
    ({ town }) => `Da jeg bor i ${town}, har jeg let ved at komme på arbejde.`,
  ],
  // The ad's arrangement, named by its mode in the head; the tail says the applicant likes it.
  workMode: cross<{ mode: 'remote' | 'hybrid' }>(
    [
      ({ mode }) =>
        mode === 'remote'
          ? `Muligheden for at arbejde hjemmefra`
          : `Muligheden for at arbejde delvist hjemmefra`,
      ({ mode }) => (mode === 'remote' ? `Muligheden for hjemmearbejde` : `Muligheden for hybridarbejde`),
      ({ mode }) =>
        mode === 'remote'
          ? `At stillingen kan varetages hjemmefra,`
          : `At stillingen kan varetages delvist hjemmefra,`,
      ({ mode }) => (mode === 'remote' ? `Jeres ordning med hjemmearbejde` : `Jeres hybride ordning`),
      ({ mode }) =>
        mode === 'remote'
          ? `At arbejdet kan foregå hjemmefra,`
          : `At arbejdet kan foregå både på kontoret og hjemmefra,`,
      ({ mode }) => (mode === 'remote' ? `Hjemmearbejde` : `En hybrid ordning`),
      ({ mode }) => (mode === 'remote' ? `Jeres tilbud om hjemmearbejde` : `Jeres tilbud om hybridarbejde`),
      ({ mode }) =>
        mode === 'remote' ? `At kunne arbejde hjemmefra` : `At kunne veksle mellem kontoret og hjemmearbejde`,
    ],
    [
      () => ` passer mig godt.`,
      () => ` vil passe mig rigtig godt.`,
      () => ` sætter jeg stor pris på.`,
      () => ` er et klart plus for mig.`,
      () => ` tiltaler mig.`,
      () => ` er en af de ting, der gør stillingen interessant for mig.`,
      () => ` passer godt til den måde, jeg gerne vil arbejde på.`,
    ],
  ),
  contact: (phone, email) =>
    phone && email
      ? `I kan fange mig på ${phone} eller på ${email}.`
      : phone || email
        ? `I kan fange mig på ${phone || email}.`
        : null,

  motivation: {
    any: [
      ({ co, list }) =>
        `Stillingen tiltaler mig, fordi den bygger på ${list}, og det, jeg har lært, vil jeg gerne bruge ${co.at}.`,
      ({ co, list }) =>
        `Jeg søger stillingen ${co.at}, fordi den bygger på ${list}, og i den retning vil jeg gerne udvikle mig.`,
      // Each reason reads with each aim: the role's focus in the head, the company in the tail.
      ...cross<M>(
        [
          ({ list }) => `Det, der tiltaler mig ved stillingen, er fokusset på ${list}`,
          ({ list }) => `Stillingen interesserer mig, fordi den drejer sig om ${list}`,
          ({ list }) => `Jeg søger, fordi opgaverne har fokus på ${list}`,
          ({ list }) => `Min grund til at søge er, at stillingen er centreret om ${list}`,
          ({ list }) => `Særligt interessant ved stillingen er vægten på ${list}`,
          ({ list }) => `Jobbet fanger min interesse, fordi ${list} står centralt i det`,
          ({ list }) => `Jeg har valgt at søge, da arbejdet handler om ${list}`,
        ],
        [
          ({ co }) => `, og det vil jeg gerne bygge videre på ${co.at}.`,
          ({ co }) => ` – ${co.at} vil jeg gerne bruge min viden og udvikle mig fagligt.`,
          ({ co }) => `; et job ${co.at} ville være det næste skridt i min karriere.`,
          ({ co }) => `, og ${co.at} vil jeg gerne tage mere ansvar på mig.`,
          ({ co }) => ` – derfor ser jeg stillingen ${co.at} som et naturligt næste skridt.`,
          ({ co }) => `, og det, jeg har lært, vil jeg gerne bringe i spil ${co.at}.`,
        ],
      ),
    ],
    enthusiastic: [
      ({ co, list }) => `Jeg vil meget gerne udvikle mig videre ${co.at} i en rolle med fokus på ${list}.`,
      ...cross<M>(
        [
          ({ list }) => `Det glæder mig at se en stilling med fokus på ${list}`,
          ({ list }) => `Jeg er begejstret for stillingen, fordi den bygger på ${list}`,
          ({ list }) => `Især vægten på ${list} gør stillingen spændende for mig`,
          ({ list }) => `Jeg vil meget gerne have et job, hvor ${list} står i centrum`,
          ({ list }) => `Muligheden for at sætte ${list} i centrum af mit arbejde tiltaler mig meget`,
          ({ list }) => `Med stor interesse har jeg læst, at stillingen handler om ${list}`,
          ({ list }) => `Stillingen vækker virkelig min interesse, da den er bygget op om ${list}`,
        ],
        [
          ({ co }) => `, og jeg vil rigtig gerne udvikle mig videre ${co.at}.`,
          ({ co }) => ` – en plads ${co.at} ville være et stort skridt fremad for mig.`,
          ({ co }) => `; jeg vil med glæde bringe min viden i spil ${co.at}.`,
          ({ co }) => `, og jeg vil meget gerne tage næste skridt i min karriere ${co.at}.`,
          ({ co }) => ` – jeg ville glæde mig til at lære nyt og bidrage ${co.at}.`,
          ({ co }) => `, og et job ${co.at} ville være en fin mulighed for at udvikle mig fagligt.`,
        ],
      ),
    ],
    confident: [
      ({ co, list }) => `Med min baggrund i ${list} ved jeg, at jeg hurtigt kan skabe værdi ${co.for}.`,
      ...cross<M>(
        [
          ({ list }) => `Stillingen drejer sig om ${list}`,
          ({ list }) => `Jobbet bygger på ${list}`,
          ({ list }) => `Jeg søger, fordi opgaverne er centreret om ${list}`,
          ({ list }) => `Stillingsopslaget fangede min opmærksomhed, fordi det efterspørger ${list}`,
          ({ list }) => `Med overbevisning søger jeg stillingen, da den har fokus på ${list}`,
          ({ list }) => `Min grund til at søge er klar: Stillingen kræver ${list}`,
          ({ list }) => `Vægten på ${list} er for mig en klar grund til at søge`,
        ],
        [
          ({ co }) => `, og det, jeg har lært, vil jeg gerne sætte målrettet i spil ${co.at}.`,
          ({ co }) => ` – ${co.at} vil jeg bidrage fra starten og vokse med opgaven.`,
          ({ co }) => `, så jeg er sikker på, at jeg kan bidrage ${co.at} og udvikle mig videre.`,
          ({ co }) => `; ${co.at} vil jeg gerne tage ansvar og bruge min viden.`,
          ({ co }) => `, og jeg ser stillingen ${co.at} som det rigtige næste skridt i min karriere.`,
          ({ co }) => `, som jeg gerne vil bygge videre på ${co.at}.`,
        ],
      ),
    ],
  },
  motivationPlain: {
    any: [
      ({ co }) =>
        `Stillingen tiltaler mig, fordi den giver mig mulighed for at tage næste skridt i min karriere ${co.at}.`,
      () => `Jeg vil gerne være en del af jeres team, fordi stillingen passer til den retning, jeg vil gå.`,
      ({ co }) => `Et job ${co.at} vil give min karriere den retning, jeg søger.`,
      ({ co }) => `Jeg søger stillingen, fordi jeg gerne vil bruge det, jeg kan, ${co.at}.`,
      ({ co }) => `Det, der trækker mig mod stillingen, er muligheden for at udvikle mig fagligt ${co.at}.`,
      ({ co }) =>
        `Stillingen giver mig mulighed for at bygge videre på det, jeg har lært, og derfor søger jeg ${co.at}.`,
      ({ co }) => `Jeg ser stillingen ${co.at} som et godt sted at udvikle mig videre.`,
      ({ co }) => `${co.at} ser jeg en mulighed for at udvikle mig i en retning, jeg gerne vil gå.`,
      () => `Jeg søger stillingen, fordi den giver mig mulighed for at tage mere ansvar og lære nyt.`,
      ({ co }) => `Det er opgaverne i stillingen, der har fået mig til at søge ${co.at}.`,
      ({ co }) => `Jeg vil gerne bidrage til jeres arbejde og samtidig udvikle mig fagligt ${co.at}.`,
      () =>
        `For mig er stillingen et naturligt næste skridt, fordi den lader mig bygge videre på det, jeg kan.`,
      ({ co }) =>
        `Jeg søger ${co.at}, fordi jeg gerne vil være med til at løse de opgaver, stillingen rummer.`,
      () =>
        `I mit næste job søger jeg nye opgaver og mulighed for at udvikle mig, og det ser jeg i stillingen.`,
      ({ co }) => `Stillingen interesserer mig, fordi den giver mig mulighed for at vokse fagligt ${co.at}.`,
      ({ co }) => `Næste skridt i mit arbejdsliv vil jeg gerne tage ${co.at}.`,
      // Each head reads with each reason: the company in the head, the role in the reason.
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Jeg søger ${co.at}`,
          ({ co }) => `Jeg vil gerne starte ${co.at}`,
          ({ co }) => `Et job ${co.at} tiltaler mig`,
          ({ co }) => `Det er ${co.at}, jeg helst vil arbejde`,
          ({ co }) => `For mig er ${co.name} et oplagt sted at søge`,
          ({ co }) => `Jeg ønsker at blive en del af ${co.name}`,
        ],
        [
          () => `, fordi stillingen vil være et naturligt næste skridt i min karriere.`,
          () => `, fordi jeg i stillingen får mulighed for at udvikle mig fagligt.`,
          () => `, da stillingen lader mig bruge det, jeg har lært, og samtidig lære nyt.`,
          () => ` – opgaverne peger i den retning, jeg gerne vil udvikle mig i.`,
          () => `, fordi jeg gerne vil bygge videre på det, jeg kan, i en stilling som denne.`,
          () => `, fordi jeg finder opgaverne i stillingen spændende.`,
          () => `, fordi jeg her kan bidrage og samtidig lære af kollegerne.`,
        ],
      ),
    ],
    enthusiastic: [
      () => `Jeg ville blive rigtig glad for at få stillingen og udvikle mig sammen med jer.`,
      ({ co }) => `Jeg vil blive rigtig glad for at komme til at arbejde ${co.at} og vokse med opgaverne.`,
      ({ co }) => `Muligheden for at arbejde ${co.for} glæder jeg mig virkelig over.`,
      ({ co }) => `Jeg glæder mig meget over muligheden for at komme til at arbejde ${co.at}.`,
      ({ co }) => `Det ville glæde mig meget at få lov til at bidrage ${co.at}.`,
      ({ co }) => `Jeg vil meget gerne udvikle mig ${co.at}, og derfor søger jeg stillingen med glæde.`,
      ({ co }) =>
        `Stillingen tiltaler mig rigtig meget, og jeg vil gerne tage næste skridt i min karriere ${co.at}.`,
      () => `Jeg ser virkelig frem til muligheden for at bidrage til jeres arbejde.`,
      () => `Det ville betyde meget for mig at få stillingen og blive en del af jeres team.`,
      ({ co }) => `Jeg har stor lyst til at tage fat på opgaverne ${co.at} og vokse med dem.`,
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Jeg har stor lyst til at komme til ${co.name}`,
          ({ co }) => `Det ville være en stor glæde for mig at arbejde ${co.at}`,
          ({ co }) => `Muligheden for at starte ${co.at} glæder mig rigtig meget`,
          ({ co }) => `Jeg søger med stor glæde ${co.at}`,
          () => `Jeres opslag fangede straks min interesse`,
          ({ co }) => `Et job ${co.at} ville betyde meget for mig`,
        ],
        [
          () => `, fordi stillingen vil være et spændende næste skridt i min karriere.`,
          () => `, fordi stillingen giver mig en god mulighed for at udvikle mig fagligt.`,
          () => `, da jeg i stillingen vil kunne bruge det, jeg har lært, og lære meget nyt.`,
          () => ` – opgaverne i stillingen tiltaler mig virkelig.`,
          () => `, fordi jeg gerne vil vokse med de opgaver, stillingen rummer.`,
          () => `, fordi jeg gerne vil bidrage til jeres arbejde og lære nyt undervejs.`,
        ],
      ),
    ],
  },
  // Stock lines: a wish or what matters to the applicant at work, never a trait.
  motivationExtra: [
    () => `Jeg trives i et team, hvor man deler viden åbent, og det vil jeg gerne bidrage til i jeres team.`,
    () => `Jeg tager gerne ansvar og lærer gerne af erfarne kolleger undervejs.`,
    () => `Jeg ser stillingen som et sted, hvor jeg både kan bidrage og blive ved med at lære.`,
    () => `Jeg vil gerne udvikle mig sammen med jer på længere sigt.`,
    () => `Jeg kan godt lide at falde til i et nyt team og lære, hvordan det arbejder.`,
    () => `Jeg vil sætte pris på at kunne bidrage til jeres arbejde og udvikle mig videre sammen med jer.`,
    () => `Jeg ser frem til nye opgaver og til at lære af de mennesker, jeg arbejder sammen med.`,
    () => `Det betyder meget for mig at være en del af et team, der deler sin viden.`,
    () => `Jeg vil gerne blive og udvikle mig i en stilling som denne i mange år.`,
    () => `Jeg er klar til at tage min erfaring med ind i jeres team og bygge videre på den.`,
    () => `Det vigtigste for mig i et nyt job er at kunne gøre en forskel i hverdagen.`,
    () => `Jeg glæder mig til at lære jeres arbejdsgange at kende og finde min plads i teamet.`,
    () => `Et arbejdssted, hvor man hjælper hinanden, er noget, jeg sætter stor pris på.`,
    () => `Godt kollegaskab betyder meget for mig i hverdagen.`,
    () => `For mig er det vigtigt at kunne se mening i de opgaver, jeg løser.`,
    () => `Jeg håber at kunne blive en del af jeres team og bidrage til jeres opgaver.`,
    ({ co }) => `${co.at} ser jeg gode muligheder for at udvikle mig fagligt.`,
    () => `Gode kolleger og spændende opgaver er det, jeg søger i mit næste job.`,
    () => `Jeg sætter pris på en arbejdsplads, hvor der er plads til at stille spørgsmål.`,
    () => `Mine kræfter vil jeg gerne bruge på opgaver, der gør en forskel.`,
    () => `Mit mål er at blive en del af jeres team og vokse med opgaverne over tid.`,
    () => `En arbejdsplads med plads til faglig udvikling er vigtig for mig.`,
    () => `Jeg vil gerne være med til at løse jeres opgaver og lære af jer undervejs.`,
    () => `Faglig udvikling og et godt samspil med kollegerne er vigtigt for mig.`,
    () => `På længere sigt ser jeg mig selv vokse med ansvaret i en stilling som denne.`,
    () => `Jeg forventer at lære meget af jer og vil gerne give det tilbage gennem mit arbejde.`,
    () => `Lige så vigtige som opgaverne er for mig de mennesker, jeg arbejder sammen med.`,
    () => `Jeg vil gerne lære jeres arbejdsplads at kende indefra og bidrage, hvor jeg kan.`,
    () => `At kunne udvikle mig fagligt i takt med opgaverne er vigtigt for mig.`,
    () => `Jeg håber at kunne vokse med opgaverne og tage mere ansvar med tiden.`,
    () => `Jeg ser frem til at blive en del af en arbejdsplads, hvor man lærer af hinanden.`,
    () => `Det motiverer mig at arbejde et sted, hvor man deler viden og erfaringer.`,
    () => `Så snart jeg er startet, vil jeg gerne bidrage til jeres team.`,
    () => `Stillingen vil give mig mulighed for at lære nyt og samtidig bidrage med det, jeg kan.`,
    () => `Et job, hvor jeg kan lære af andre og dele det, jeg selv ved, er det, jeg søger.`,
    () => `Jeg vil gerne finde mig godt til rette hos jer og bidrage på længere sigt.`,
    () => `Mit ønske er at blive en del af et team, hvor jeg kan udvikle mig fagligt.`,
    () => `Muligheden for faglig udvikling vægter jeg højt i mit næste job.`,
    () => `Mennesker, jeg kan lære af, er noget af det, jeg sætter mest pris på i et job.`,
    () => `Det giver mig energi at lære nyt, og det håber jeg at kunne gøre hos jer.`,
    () => `Som en del af jeres fællesskab vil jeg gerne bidrage med mit arbejde.`,
    () => `Hverdagen i et team, hvor opgaverne løses i fællesskab, tiltaler mig.`,
  ],
  motivationRole: [
    ({ role }) =>
      `Stillingen som ${role} er for mig en mulighed for at bruge det, jeg har lært, og udvikle mig videre.`,
    ({ role }) => `Jeg ser stillingen som ${role} som det rigtige næste skridt for mig.`,
    ({ role }) => `Som ${role} vil jeg gerne tage fat på de opgaver, I beskriver, og føre dem til ende.`,
    ({ role }) => `Arbejdet som ${role} er det, jeg gerne vil beskæftige mig med i de kommende år.`,
    ({ role }) => `Et job som ${role} vil give mig mulighed for at bruge min erfaring i nye rammer.`,
    ({ role }) => `At blive ${role} hos jer vil være et vigtigt skridt i mit arbejdsliv.`,
  ],

  closing: {
    any: [
      () => `Jeg vil meget gerne uddybe min ansøgning ved en samtale.`,
      () => `Jeg fortæller gerne mere om min erfaring ved en personlig samtale.`,
    ],
    friendly: [
      () => `Jeg vil rigtig gerne mødes til en snak og høre mere om teamet.`,
      () => `Det ville være dejligt at tale med jer om stillingen.`,
    ],
    formal: [
      () => `Jeg står gerne til rådighed for en samtale, når det passer jer.`,
      () => `Jeg vil sætte pris på muligheden for at præsentere mig selv ved en samtale.`,
    ],
    enthusiastic: [
      () => `Jeg glæder mig til at høre fra jer og fortæller meget gerne mere ved en samtale!`,
      () => `Jeg vil blive rigtig glad for en invitation til en samtale.`,
    ],
    confident: [
      () => `Jeg ser frem til at vise jer ved en samtale, hvad jeg kan bidrage med.`,
      () => `Jeg er klar til at fortælle ved en samtale, hvordan jeg kan styrke jeres team.`,
    ],
  },
  closingExtra: [
    () => `Tak, fordi I tog jer tid til at læse min ansøgning og overveje mig til stillingen.`,
    () => `Tak, fordi I tog jer tid til at læse min ansøgning.`,
    () => `Tak for jeres tid, og fordi I overvejer min ansøgning.`,
    () => `På forhånd tak for jeres tid.`,
  ],
  availability: [
    () => `Tidspunktet for en samtale tilpasser jeg gerne efter jeres kalender.`,
    () => `Jeg tilpasser mig gerne jeres kalender, når det gælder en samtale.`,
    () => `Tidspunktet for en samtale kan I frit vælge.`,
    () => `Et tidspunkt for en samtale finder vi sagtens sammen.`,
    () => `Når det gælder tidspunktet for en samtale, indretter jeg mig gerne efter jer.`,
    () => `En samtale kan også foregå online, hvis I foretrækker det.`,
    () => `I er velkomne til at foreslå et tidspunkt for en samtale.`,
    () => `Ønsker I en samtale, rykker jeg gerne rundt på mine aftaler.`,
    () => `Til en samtale kan jeg møde på det tidspunkt, I foreslår.`,
    () => `Et møde kan jeg sagtens tilpasse jeres kalender.`,
    () => `Med hensyn til en samtale retter jeg mig gerne efter jeres planer.`,
  ],
  closingMore: [
    () => `Har I spørgsmål til min ansøgning, svarer jeg gerne på dem.`,
    () => `Hvis noget i min ansøgning er uklart, uddyber jeg det gerne.`,
    () => `Jeg sender gerne yderligere dokumenter, hvis I har brug for dem.`,
    () => `I er altid velkomne til at kontakte mig, hvis I vil vide mere.`,
  ],
};
