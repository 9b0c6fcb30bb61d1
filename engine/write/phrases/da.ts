import type { Phrasebook } from './types.ts';

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
    ({ co, from }) =>
      `Jeg søger stillingen ${co.at} for at give min karriere en ny retning, og jeg tager min erfaring som ${from} med mig.`,
    ({ from }) =>
      `Min baggrund som ${from} ligger inden for et andet felt, og det er den erfaring, jeg vil bygge videre på i stillingen.`,
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
  ],
  recentRole: [
    ({ roleAt }) => `Senest har jeg arbejdet som ${roleAt}.`,
    ({ roleAt }) => `Min seneste stilling var som ${roleAt}.`,
  ],
  studyDone: [
    ({ degreeAt }) => `Jeg er uddannet ${degreeAt}.`,
    ({ degreeAt }) => `Jeg har gennemført uddannelsen ${degreeAt}.`,
  ],
  studyOngoing: [
    ({ degreeAt }) => `Jeg er i gang med uddannelsen ${degreeAt}.`,
    ({ degreeAt }) => `Jeg læser i øjeblikket ${degreeAt}.`,
  ],
  topMatch: [
    ({ list }) => `I søger en med ${list} – og det er netop her, min erfaring ligger.`,
    ({ list }) => `I jeres opslag lægger I vægt på ${list}, og det er noget, jeg har arbejdet med.`,
    ({ list }) => `Jeg har bidt mærke i, at I efterspørger ${list} – det kan jeg tilbyde.`,
  ],
  openingExtra: [
    () => `I det følgende vil jeg vise, hvordan min erfaring passer til det, I søger.`,
    () => `Jeg vil gerne kort fortælle, hvorfor jeg tror, jeg vil være en god tilføjelse til jeres team.`,
  ],
  noMatch: [
    () =>
      `I det følgende vil jeg kort fortælle, hvad jeg kan bidrage med i stillingen, og hvorfor jeg gerne vil være en del af jeres team.`,
    () => `Nedenfor beskriver jeg kort, hvad jeg kan bidrage med i stillingen.`,
    () => `I det følgende vil jeg fortælle, hvad jeg kan tilbyde i denne rolle.`,
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
    ({ roleAt, period }) =>
      `I dag arbejder jeg som ${roleAt}${period}, og den praktiske erfaring vil jeg gerne tage med ind i stillingen.`,
    ({ roleAt, period }) =>
      `Min nuværende stilling som ${roleAt}${period} giver mig praktisk erfaring, som jeg kan bygge videre på.`,
  ],
  rolePastPlain: [
    ({ roleAt, period }) =>
      `Som ${roleAt}${period} fik jeg praktisk erfaring, som jeg vil tage med ind i stillingen.`,
    ({ roleAt, period }) =>
      `Min tid som ${roleAt}${period} gav mig praktisk erfaring, som jeg kan bygge videre på.`,
  ],
  roleTools: [
    ({ list, current }) =>
      current ? `Her arbejder jeg også med ${list}.` : `Her arbejdede jeg også med ${list}.`,
    ({ list, current }) => `Også ${list} ${current ? 'bruger' : 'brugte'} jeg i det arbejde.`,
  ],
  previousRole: [
    ({ roleAt, period, list }) => `Før det arbejdede jeg som ${roleAt}${period} med ${list}.`,
    ({ roleAt, period, list }) => `Tidligere har jeg som ${roleAt}${period} arbejdet med ${list}.`,
    ({ roleAt, period, list }) =>
      `I min tidligere stilling som ${roleAt}${period} omfattede arbejdet blandt andet ${list}.`,
  ],
  previousRolePlain: [
    ({ roleAt, period }) =>
      `Før det arbejdede jeg som ${roleAt}${period}, hvor jeg fik yderligere praktisk erfaring.`,
    ({ roleAt, period }) => `Før det arbejdede jeg som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Tidligere har jeg været ansat som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Jeg har også arbejdet som ${roleAt}${period}.`,
  ],
  otherRole: [
    ({ roleAt, period }) => `Jeg har også arbejdet som ${roleAt}${period}.`,
    ({ roleAt, period }) => `Desuden har jeg erfaring som ${roleAt}${period}.`,
  ],
  studyEvidence: [
    ({ degreeAt, period, list }) => `Gennem uddannelsen ${degreeAt}${period} har jeg arbejdet med ${list}.`,
    ({ degreeAt, period, list }) => `Uddannelsen ${degreeAt}${period} har givet mig et fundament i ${list}.`,
  ],
  studyEvidencePlain: [
    ({ degreeAt, period }) =>
      `Uddannelsen ${degreeAt}${period} har givet mig et solidt fagligt fundament, som jeg gerne vil bygge videre på i et job.`,
    ({ degreeAt, period }) => `Uddannelsen ${degreeAt}${period} har givet mig et solidt fagligt fundament.`,
    ({ degreeAt, period }) => `Med uddannelsen ${degreeAt}${period} har jeg et solidt teoretisk grundlag.`,
  ],
  freshStart: [
    () =>
      `Nu glæder jeg mig til at omsætte det, jeg har lært under uddannelsen, til praksis i et professionelt job og vokse med opgaverne.`,
    () => `Nu glæder jeg mig til at bruge det, jeg har lært, i et professionelt job.`,
    () => `Stillingen vil være det ideelle sted at omsætte det, jeg har lært under uddannelsen, til praksis.`,
  ],
  evidenceWrap: [
    () => `Samlet set giver denne erfaring mig et solidt grundlag for stillingen.`,
    () => `Alt i alt giver det mig et solidt grundlag for denne stilling.`,
  ],
  example: [
    ({ line }) => `Et eksempel fra den tid: ${line}`,
    ({ line }) => `Helt konkret: ${line}`,
    ({ line }) => `Et resultat derfra: ${line}`,
  ],
  years: [
    ({ years }) => `Samlet har jeg ${years} års erhvervserfaring.`,
    ({ years }) => `Alt i alt har jeg ${years} års erhvervserfaring bag mig.`,
  ],
  skills: [
    ({ list }) => `Derudover kan jeg tilbyde ${list}, som I også nævner i opslaget.`,
    ({ list }) => `Også ${list} fra jeres opslag kan jeg byde ind med.`,
  ],
  soft: [
    ({ list }) => `I nævner desuden ${list} – det kan jeg også tilbyde.`,
    ({ list }) => `Desuden lægger I vægt på ${list}, som jeg også kan bidrage med.`,
  ],
  education: {
    degree: [
      ({ degreeAt }) => `Jeg er uddannet ${degreeAt}.`,
      ({ degreeAt }) => `Fagligt bygger jeg på uddannelsen ${degreeAt}.`,
    ],
    exam: [
      ({ degreeAt }) => `Jeg har bestået eksamen som ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har desuden kvalifikationen ${degreeAt}, som jeg har taget ved eksamen.`,
    ],
    apprenticeship: [
      ({ degreeAt }) => `Jeg har en erhvervsuddannelse som ${degreeAt}.`,
      ({ degreeAt }) => `Jeg er faglært som ${degreeAt}.`,
    ],
    course: [
      ({ degreeAt }) => `Jeg har gennemført kurset ${degreeAt}.`,
      ({ degreeAt }) => `Jeg har desuden gennemført kurset ${degreeAt}.`,
    ],
    school: [
      ({ degreeAt }) => `Jeg har afsluttet ${degreeAt}.`,
      ({ degreeAt }) => `Min skolegang sluttede med ${degreeAt}.`,
    ],
    other: [
      ({ degreeAt }) => `Jeg har gennemført ${degreeAt}.`,
      ({ degreeAt }) => `Mine kvalifikationer omfatter ${degreeAt}.`,
    ],
  },
  languagesTail: [({ list }) => `og jeg taler ${list}`],
  languages: [
    ({ list }) => `Jeg taler ${list}.`,
    ({ list }) => `Sprogligt kan jeg tilbyde ${list}.`,
    ({ list }) => `Jeg taler ${list}, og jeg bruger gerne mine sprogkundskaber i det daglige arbejde.`,
  ],
  certifications: [
    ({ list }) => `Jeg har desuden følgende certificering: ${list}.`,
    ({ list }) => `Mine kvalifikationer omfatter også ${list}.`,
  ],
  toolkit: [
    ({ list }) =>
      `Mine kompetencer omfatter blandt andet ${list}, og dem vil jeg gerne tage i brug i stillingen fra første dag.`,
    ({ list }) => `Mine kompetencer omfatter blandt andet ${list}.`,
    ({ list }) => `Jeg arbejder blandt andet med ${list}.`,
  ],
  strengths: [
    ({ list }) => `Blandt mine personlige styrker er desuden ${list}.`,
    ({ list }) => `Blandt mine personlige styrker er ${list}.`,
  ],
  moreSkills: [
    ({ list }) => `Derudover har jeg kendskab til ${list}.`,
    ({ list }) => `Mine kompetencer omfatter også ${list}.`,
  ],
  earlierStudy: [
    ({ degreeAt, period }) => `Før det tog jeg uddannelsen ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `Tidligere har jeg gennemført ${degreeAt}${period}.`,
  ],
  localTown: [
    ({ town, co }) => `Da jeg bor i ${town}, kan jeg starte ${co.at} uden at flytte.`,
    ({ town }) => `Jeg bor selv i ${town} og har derfor kort til arbejdspladsen.`,
  ],
  workMode: [
    ({ mode }) =>
      `Jeg sætter også pris på muligheden for ${mode === 'remote' ? 'hjemmearbejde' : 'hybridarbejde'}.`,
    ({ mode }) =>
      `Muligheden for ${mode === 'remote' ? 'at arbejde hjemmefra' : 'hybridarbejde'} passer mig godt.`,
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
    ],
    enthusiastic: [() => `Jeg ville blive rigtig glad for at få stillingen og udvikle mig sammen med jer.`],
  },
  motivationExtra: [
    () => `Jeg trives i et team, hvor man deler viden åbent, og det vil jeg gerne bidrage til i jeres team.`,
    () => `Jeg tager gerne ansvar og lærer gerne af erfarne kolleger undervejs.`,
    () => `Jeg ser stillingen som et sted, hvor jeg både kan bidrage og blive ved med at lære.`,
    () => `Jeg vil gerne udvikle mig sammen med jer på længere sigt.`,
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
};
