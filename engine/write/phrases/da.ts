import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts } from './types.ts';

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
  currentRole: [
    ({ roleAt }) => `I dag arbejder jeg som ${roleAt}.`,
    ({ roleAt }) => `Jeg er i øjeblikket ansat som ${roleAt}.`,
    ({ roleAt }) => `Mit nuværende job er som ${roleAt}.`,
    ({ roleAt }) => `Til daglig arbejder jeg som ${roleAt}.`,
    ({ roleAt }) => `Lige nu er jeg ansat som ${roleAt}.`,
  ],
  recentRole: [
    ({ roleAt }) => `Senest har jeg arbejdet som ${roleAt}.`,
    ({ roleAt }) => `Min seneste stilling var som ${roleAt}.`,
    ({ roleAt }) => `Senest var jeg ansat som ${roleAt}.`,
  ],
  studyDone: [
    ({ degreeAt }) => `Jeg er uddannet ${degreeAt}.`,
    ({ degreeAt }) => `Jeg har gennemført uddannelsen ${degreeAt}.`,
    ({ degreeAt }) => `Jeg har kvalifikationen ${degreeAt}.`,
    ({ degreeAt }) => `Jeg har afsluttet uddannelsen ${degreeAt}.`,
    ({ degreeAt }) => `Min uddannelse er ${degreeAt}.`,
    ({ degreeAt }) => `Med ${degreeAt} i bagagen er jeg klar til næste skridt.`,
    ({ degreeAt }) => `Fagligt har jeg ${degreeAt}.`,
  ],
  studyOngoing: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Jeg er i gang med uddannelsen ${degreeAt}`,
        ({ degreeAt }) => `Jeg læser i øjeblikket ${degreeAt}`,
        ({ degreeAt }) => `For tiden læser jeg ${degreeAt}`,
        ({ degreeAt }) => `Lige nu er jeg i gang med uddannelsen ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, og det, jeg lærer, vil jeg gerne bruge i praksis.`,
        () => ` – viden, jeg gerne vil omsætte til praksis.`,
        () => `, og jeg ser frem til at kombinere studiet med praktisk arbejde.`,
      ],
    ),
  ],
  topMatch: [
    ({ list }) => `I søger en med ${list} – og det er netop her, min erfaring ligger.`,
    ({ list }) => `I jeres opslag lægger I vægt på ${list}, og det er noget, jeg har arbejdet med.`,
    ({ list }) => `Jeg har bidt mærke i, at I efterspørger ${list} – det kan jeg tilbyde.`,
    ({ list }) => `Blandt jeres krav er ${list}, og det dækker min erfaring.`,
    ({ list }) => `I efterspørger ${list}, og netop det har jeg arbejdet med.`,
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

  roleNow: [
    ({ roleAt, period, list }) => `Som ${roleAt}${period} indgår ${list} i mit daglige arbejde.`,
    ({ roleAt, period, list }) =>
      `I min nuværende stilling som ${roleAt}${period} arbejder jeg dagligt med ${list}.`,
    ({ roleAt, period, list }) => `Mit arbejde som ${roleAt}${period} omfatter blandt andet ${list}.`,
  ],
  rolePast: [
    ({ roleAt, period, list }) => `Som ${roleAt}${period} indgik ${list} i mit daglige arbejde.`,
    ({ roleAt, period, list }) => `I min tid som ${roleAt}${period} arbejdede jeg med ${list}.`,
    ({ roleAt, period, list }) => `Mit arbejde som ${roleAt}${period} omfattede blandt andet ${list}.`,
  ],
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
  ],
  roleTools: [
    ({ list, current }) =>
      current ? `Her arbejder jeg også med ${list}.` : `Her arbejdede jeg også med ${list}.`,
    ({ list, current }) => `Også ${list} ${current ? 'bruger' : 'brugte'} jeg i det arbejde.`,
    ({ list, current }) => `I det job ${current ? 'bruger' : 'brugte'} jeg også ${list}.`,
    ({ list, current }) => `Jeg ${current ? 'arbejder' : 'arbejdede'} også med ${list} i det job.`,
    ({ list, current }) => `Arbejdet ${current ? 'omfatter' : 'omfattede'} også ${list}.`,
  ],
  previousRole: [
    ({ roleAt, period, list }) => `Før det arbejdede jeg som ${roleAt}${period} med ${list}.`,
    ({ roleAt, period, list }) => `Tidligere har jeg som ${roleAt}${period} arbejdet med ${list}.`,
    ({ roleAt, period, list }) =>
      `I min tidligere stilling som ${roleAt}${period} omfattede arbejdet blandt andet ${list}.`,
  ],
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
  studyEvidence: [
    ({ degreeAt, period, list }) => `Gennem uddannelsen ${degreeAt}${period} har jeg arbejdet med ${list}.`,
    ({ degreeAt, period, list }) => `Uddannelsen ${degreeAt}${period} har givet mig et fundament i ${list}.`,
  ],
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
      ],
      [
        () => `.`,
        () => `, og det vil jeg gerne bygge videre på i et job.`,
        () => `, og den viden vil jeg nu gerne bruge i praksis.`,
        () => ` – et grundlag for mine første skridt på arbejdsmarkedet.`,
      ],
    ),
    ({ degreeAt, period }) => `Min viden fra uddannelsen ${degreeAt}${period} vil jeg gerne bygge videre på.`,
  ],
  freshStart: [
    () =>
      `Nu glæder jeg mig til at omsætte det, jeg har lært under uddannelsen, til praksis i et professionelt job og vokse med opgaverne.`,
    () => `Nu glæder jeg mig til at bruge det, jeg har lært, i et professionelt job.`,
    () => `Stillingen vil være det ideelle sted at omsætte det, jeg har lært under uddannelsen, til praksis.`,
    () => `Nu er jeg klar til at tage de første skridt på arbejdsmarkedet.`,
    () => `Mit næste skridt er at bruge min viden i praksis, og stillingen vil være et godt sted at begynde.`,
    () => `Jeg glæder mig til at starte mit arbejdsliv og lære i jobbet.`,
    () => `Nu vil jeg gerne omsætte min uddannelse til praktisk arbejde.`,
    () => `Nu vil jeg gerne omsætte min viden til praksis.`,
    () => `Næste skridt for mig er at komme i gang med arbejdslivet.`,
    () => `At lære i praksis er det, jeg ser frem til nu.`,
  ],
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
      ],
      [
        ({ line }) => ` fra den tid: ${line}`,
        ({ line }) => ` fra stillingen: ${line}`,
        ({ line }) => ` fra mit arbejde der: ${line}`,
        ({ line }) => ` fra det job: ${line}`,
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
  skills: [
    ({ list }) => `Derudover kan jeg tilbyde ${list}, som I også nævner i opslaget.`,
    ({ list }) => `Også ${list} fra jeres opslag kan jeg byde ind med.`,
    ({ list }) => `I opslaget nævner I også ${list}, som jeg ligeledes kan tilbyde.`,
    ({ list }) => `Jeg kan også tilbyde ${list}, endnu et punkt fra jeres opslag.`,
    ({ list }) => `Fra jeres opslag kan jeg desuden tilbyde ${list}.`,
  ],
  soft: [
    ({ list }) => `I nævner desuden ${list} – det kan jeg også tilbyde.`,
    ({ list }) => `Desuden lægger I vægt på ${list}, som jeg også kan bidrage med.`,
    ({ list }) => `I fremhæver også ${list}, og det har jeg med mig.`,
    ({ list }) => `Jeg har også ${list} med mig, som I nævner i opslaget.`,
    ({ list }) => `Af de egenskaber, I nævner, kan jeg tilbyde ${list}.`,
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
    exam: [
      ({ degreeAt }) => `Jeg har bestået eksamen som ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har desuden kvalifikationen ${degreeAt}, som jeg har taget ved eksamen.`,
      ({ degreeAt }) => `Jeg har bestået eksamenen ${degreeAt}.`,
      ({ degreeAt }) => `Ved eksamen har jeg opnået kvalifikationen ${degreeAt}.`,
      ({ degreeAt }) => `Blandt mine kvalifikationer er eksamenen ${degreeAt}.`,
      ({ degreeAt }) => `Formelt er jeg kvalificeret gennem eksamenen ${degreeAt}.`,
      ({ degreeAt }) => `Eksamenen ${degreeAt} har jeg bestået.`,
      ({ degreeAt }) => `Derudover har jeg bestået eksamenen ${degreeAt}.`,
    ],
    apprenticeship: [
      ({ degreeAt }) => `Jeg har en erhvervsuddannelse som ${degreeAt}.`,
      ({ degreeAt }) => `Jeg er faglært som ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har gennemført en læretid som ${degreeAt}.`,
      ({ degreeAt }) => `Min faglige uddannelse er som ${degreeAt}.`,
      ({ degreeAt }) => `Min baggrund er en erhvervsuddannelse som ${degreeAt}.`,
      ({ degreeAt }) => `Fagligt er jeg uddannet som ${degreeAt}.`,
      ({ degreeAt }) => `Grundlaget for mit arbejde er min læretid som ${degreeAt}.`,
      ({ degreeAt }) => `Mit fag har jeg lært gennem en erhvervsuddannelse som ${degreeAt}.`,
    ],
    course: [
      ({ degreeAt }) => `Jeg har gennemført kurset ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har desuden gennemført kurset ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har også taget kurset ${degreeAt}.`,
      ({ degreeAt }) => `Min efteruddannelse omfatter kurset ${degreeAt}.`,
      ({ degreeAt }) => `Derudover har jeg taget kurset ${degreeAt}.`,
      ({ degreeAt }) => `Som efteruddannelse har jeg gennemført kurset ${degreeAt}.`,
      ({ degreeAt }) => `Kurset ${degreeAt} har jeg også gennemført.`,
      ({ degreeAt }) => `Min uddannelse er suppleret med kurset ${degreeAt}.`,
    ],
    school: [
      ({ degreeAt }) => `Jeg har afsluttet ${degreeAt}.`,
      ({ degreeAt }) => `Min skolegang sluttede med ${degreeAt}.`,
      ({ degreeAt }) => `Jeg gik ud af skolen med ${degreeAt}.`,
      ({ degreeAt }) => `I skolen afsluttede jeg ${degreeAt}.`,
      ({ degreeAt }) => `Skolen afsluttede jeg med ${degreeAt}.`,
      ({ degreeAt }) => `Fra skolen har jeg ${degreeAt}.`,
    ],
    other: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Jeg har gennemført ${degreeAt}`,
          ({ degreeAt }) => `Mine kvalifikationer omfatter ${degreeAt}`,
          ({ degreeAt }) => `Jeg har også ${degreeAt}`,
          ({ degreeAt }) => `Blandt mine kvalifikationer er ${degreeAt}`,
          ({ degreeAt }) => `Derudover har jeg ${degreeAt}`,
          ({ degreeAt }) => `Hertil kommer ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, og den viden tager jeg med ind i stillingen.`,
          () => ` – en del af det grundlag, jeg har med mig.`,
          () => `, hvilket runder min baggrund af.`,
        ],
      ),
      ({ degreeAt }) => `En anden af mine kvalifikationer er ${degreeAt}.`,
      ({ degreeAt }) => `Også ${degreeAt} er en del af min baggrund.`,
    ],
  },
  languagesTail: [({ list }) => `og jeg taler ${list}`],
  languages: [
    ({ list }) => `Jeg taler ${list}.`,
    ({ list }) => `Sprogligt kan jeg tilbyde ${list}.`,
    ({ list }) => `Jeg taler ${list}, og jeg bruger gerne mine sprogkundskaber i det daglige arbejde.`,
    ({ list }) => `På sprogsiden taler jeg ${list}.`,
    ({ list }) => `Hvad angår sprog, taler jeg ${list}.`,
    ({ list }) => `Når det gælder sprog, taler jeg ${list}.`,
    ({ list }) => `Mine sprogkundskaber er ${list}.`,
    ({ list }) => `Ud over min erhvervserfaring taler jeg ${list}.`,
    ({ list }) => `Af sprog taler jeg ${list}.`,
  ],
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Jeg har også ${list}`,
        ({ list }) => `Derudover har jeg opnået ${list}`,
        ({ list }) => `Derudover har jeg ${list}`,
        ({ list }) => `Som supplement har jeg opnået ${list}`,
        ({ list }) => `Af certificeringer har jeg ${list}`,
        ({ list }) => `Mine kvalifikationer omfatter også ${list}`,
      ],
      [
        () => `.`,
        () => `, ved siden af min erhvervserfaring.`,
        () => ` – det tager jeg også med ind i stillingen.`,
        () => `, hvilket supplerer min uddannelse.`,
      ],
    ),
    ({ list }) => `Jeg har desuden følgende certificering: ${list}.`,
    ({ list }) => `Min uddannelse er suppleret med ${list}.`,
    ({ list }) => `Hertil kommer ${list}.`,
    ({ list }) => `Mine kvalifikationer tæller også ${list}.`,
  ],
  licence: [() => `Jeg har kørekort.`, () => `Jeg har desuden kørekort.`, () => `Kørekort har jeg også.`],
  toolkit: [
    ({ list }) =>
      `Mine kompetencer omfatter blandt andet ${list}, og dem vil jeg gerne tage i brug i stillingen fra første dag.`,
    ({ list }) => `Mine kompetencer omfatter blandt andet ${list}.`,
    ({ list }) => `Jeg arbejder blandt andet med ${list}.`,
    ({ list }) => `Jeg er fortrolig med ${list}.`,
    ({ list }) => `Min faglige viden dækker ${list}.`,
    ({ list }) => `Jeg har godt kendskab til ${list}.`,
  ],
  strengths: [
    ({ list }) => `Blandt mine personlige styrker er desuden ${list}.`,
    ({ list }) => `Blandt mine personlige styrker er ${list}.`,
    ({ list }) => `Personligt kan jeg bidrage med ${list}.`,
    ({ list }) => `Mine personlige styrker omfatter ${list}.`,
    ({ list }) => `Personligt bidrager jeg med ${list}.`,
    ({ list }) => `Som person byder jeg på ${list}.`,
    ({ list }) => `Mine styrker tæller ${list}.`,
  ],
  moreSkills: [
    ({ list }) => `Derudover har jeg kendskab til ${list}.`,
    ({ list }) => `Mine kompetencer omfatter også ${list}.`,
    ({ list }) => `Jeg er også fortrolig med ${list}.`,
    ({ list }) => `Jeg har også godt kendskab til ${list}.`,
    ({ list }) => `Min viden dækker desuden ${list}.`,
  ],
  earlierStudy: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) => `Før det tog jeg uddannelsen ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Tidligere har jeg gennemført ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Forinden havde jeg afsluttet ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Inden da gennemførte jeg ${degreeAt}${period}`,
      ],
      [
        () => `.`,
        () => `, som lagde grunden til min videre vej.`,
        () => ` – et tidligere trin i min uddannelse.`,
      ],
    ),
  ],
  localTown: [
    ({ town, co }) => `Da jeg bor i ${town}, kan jeg starte ${co.at} uden at flytte.`,
    ({ town }) => `Jeg bor selv i ${town} og har derfor kort til arbejdspladsen.`,
    ({ town }) => `Jeg bor i ${town}, så jeg kan starte uden at skulle flytte.`,
    ({ town }) => `Da jeg bor i ${town}, har jeg let ved at komme på arbejde.`,
  ],
  workMode: [
    ({ mode }) =>
      `Jeg sætter også pris på muligheden for ${mode === 'remote' ? 'hjemmearbejde' : 'hybridarbejde'}.`,
    ({ mode }) =>
      `Muligheden for ${mode === 'remote' ? 'at arbejde hjemmefra' : 'hybridarbejde'} passer mig godt.`,
    ({ mode }) =>
      `Jeg sætter pris på, at stillingen kan varetages ${mode === 'remote' ? 'hjemmefra' : 'delvist hjemmefra'}.`,
    ({ mode }) => `${mode === 'remote' ? 'Hjemmearbejde' : 'En hybrid ordning'} vil passe mig rigtig godt.`,
  ],
  contact: (phone, email) =>
    phone && email
      ? `I kan fange mig på ${phone} eller på ${email}.`
      : phone || email
        ? `I kan fange mig på ${phone || email}.`
        : null,

  motivation: {
    any: [
      ({ co, list }) =>
        `Det, der tiltaler mig ved stillingen, er fokusset på ${list}: Den erfaring vil jeg gerne bygge videre på ${co.at} og samtidig tage mere ansvar.`,
      ({ co, list }) =>
        `Stillingen tiltaler mig, fordi den bygger på ${list}, og den erfaring vil jeg gerne bruge ${co.for}.`,
      ({ co, list }) =>
        `Jeg søger stillingen ${co.at}, fordi den bygger på ${list}, og det er netop der, jeg gerne vil udvikle mig.`,
    ],
    enthusiastic: [
      ({ co, list }) =>
        `Jeg vil meget gerne bringe min erfaring med ${list} i spil ${co.at} og udvikle mig videre i en rolle med netop det fokus.`,
    ],
    confident: [
      ({ co, list }) => `Med min baggrund i ${list} ved jeg, at jeg hurtigt kan skabe værdi ${co.for}.`,
    ],
  },
  motivationPlain: {
    any: [
      ({ co }) =>
        `Stillingen tiltaler mig, fordi den giver mig mulighed for at tage næste skridt i min karriere ${co.at}.`,
      () => `Jeg vil gerne være en del af jeres team, fordi stillingen passer til den retning, jeg vil gå.`,
      ({ co }) => `Jeg vil gerne bringe min erfaring i spil ${co.at} og udvikle den videre i stillingen.`,
      ({ co }) => `Et job ${co.at} vil give min karriere den retning, jeg søger.`,
    ],
    enthusiastic: [
      () => `Jeg ville blive rigtig glad for at få stillingen og udvikle mig sammen med jer.`,
      ({ co }) => `Jeg vil blive rigtig glad for at komme til at arbejde ${co.at} og vokse med opgaverne.`,
      ({ co }) => `Muligheden for at arbejde ${co.for} glæder jeg mig virkelig over.`,
    ],
  },
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
  ],
  closingMore: [
    () => `Har I spørgsmål til min ansøgning, svarer jeg gerne på dem.`,
    () => `Hvis noget i min ansøgning er uklart, uddyber jeg det gerne.`,
    () => `Jeg sender gerne yderligere dokumenter, hvis I har brug for dem.`,
    () => `I er altid velkomne til at kontakte mig, hvis I vil vide mere.`,
  ],
};
