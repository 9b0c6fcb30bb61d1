import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts, StudyFacts } from './types.ts';

/** "à l'Université de Lyon", "au Lycée Henri-IV", "à HEC Paris": the preposition a school's name takes. */
function institutionAt(institution: string): string {
  if (/^[aeiouyéèêh]/i.test(institution) && /^(universit|[ée]cole|institut|acad)/i.test(institution)) {
    return `à l'${institution}`;
  }
  if (/^(lyc[ée]e|coll[èe]ge|conservatoire|centre)\b/i.test(institution)) return `au ${institution}`;
  return `à ${institution}`;
}

/** Openings that add one more qualification to what the letter said ("Par ailleurs, j'ai …"). */
const FURTHER = [
  () => `Par ailleurs,`,
  () => `En outre,`,
  () => `De plus,`,
  () => `À cela s'ajoute que`,
  () => `J'ajoute que`,
] as const;

/** French ("Lyon, le 22 novembre 2026", "Objet : …", "Madame, Monsieur,", the closing formula). */
export const fr: Phrasebook = {
  code: 'fr',
  lowercaseAfterGreeting: false,
  fallbackRole: 'collaborateur',
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  date: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
  dateLine: (date, town) => (town ? `${town}, le ${date}` : `Le ${date}`),
  subject: (role) => `Objet : Candidature au poste de ${role}`,
  greeting: () => 'Madame, Monsieur,',
  signoff: (tone) =>
    tone === 'friendly'
      ? 'Bien cordialement,'
      : "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`,
  quote: (text) => `« ${text} »`,
  // Elision outside quotes only: a quoted title stays exactly as the CV writes it.
  finish: (sentence) =>
    sentence
      .split(/(« [^»]* »)/)
      .map((part, i) =>
        i % 2
          ? part
          : part.replace(
              /\b(de|que) (?=[aeiouyéèêâîôAEIOUYÉÈÊÂÎÔ])/g,
              (_, w: string) => `${w.slice(0, -1)}'`,
            ),
      )
      .join(''),
  company: (name) =>
    name
      ? { name, at: `chez ${name}`, for: `pour ${name}`, named: true }
      : {
          name: 'votre entreprise',
          at: 'au sein de votre entreprise',
          for: 'pour votre entreprise',
          named: false,
        },
  roleAt: (position, company) => (company ? `${position} chez ${company}` : position),
  degreeAt: (degree, institution) => (institution ? `${degree} ${institutionAt(institution)}` : degree),
  since: (year) => `depuis ${year}`,
  languageNames: {
    en: 'anglais',
    da: 'danois',
    de: 'allemand',
    es: 'espagnol',
    fr: 'français',
    sv: 'suédois',
    no: 'norvégien',
    nl: 'néerlandais',
    it: 'italien',
    pt: 'portugais',
    pl: 'polonais',
    ar: 'arabe',
    zh: 'chinois',
  },
  languageLevels: {
    native: 'langue maternelle',
    fluent: 'courant',
    good: 'bon niveau',
    intermediate: 'niveau intermédiaire',
    basic: 'notions',
  },
  careerChange: [
    ...cross<{ role: string; co: CompanyForms; from: string }>(
      [
        ({ co }) => `Je postule ${co.at} pour donner une nouvelle orientation à ma carrière`,
        ({ co }) => `Je postule ${co.at} pour donner un nouveau cap à ma vie professionnelle`,
        () => `Je souhaite changer de cap`,
        () => `Je souhaite que ma prochaine étape soit un changement de domaine`,
        ({ co }) => `${co.at}, je souhaite donner une nouvelle direction à mon parcours`,
        ({ co }) => `Je souhaite ouvrir un nouveau chapitre ${co.at}`,
        ({ co }) => `Je souhaite désormais m'orienter vers un nouveau domaine ${co.at}`,
        () => `Je souhaite donner un nouvel élan à ma carrière`,
      ],
      [
        ({ from }) => `, et j'apporterais ce que j'ai appris en tant que ${from}.`,
        ({ from }) => `, en m'appuyant sur mon expérience de ${from}.`,
        ({ from }) => `, en m'appuyant sur ce que j'ai appris en tant que ${from}.`,
        ({ from }) => `, et j'apporterais l'expérience pratique acquise en tant que ${from}.`,
        ({ from }) => `, et mon expérience de ${from} en est le point de départ.`,
        ({ from }) => `, avec ce que j'ai appris en tant que ${from} comme point de départ.`,
      ],
    ),
    ({ from }) =>
      `Mon parcours de ${from} relève d'un autre domaine, et c'est sur cette expérience que je souhaite m'appuyer dans ce poste.`,
    ({ from }) =>
      `Mon expérience de ${from} vient d'un autre domaine, et je souhaite la mettre à profit dans de nouvelles missions.`,
    ({ from, co }) =>
      `Après avoir exercé en tant que ${from}, je souhaite mettre mon expérience au service d'un nouveau domaine ${co.at}.`,
    ({ from }) => `Ce que j'ai appris en tant que ${from} est la base de ma reconversion.`,
    ({ from }) => `Avec mon expérience de ${from}, je souhaite m'ouvrir à un nouveau domaine.`,
    ({ from }) =>
      `L'expérience acquise en tant que ${from} est le socle que j'emporte dans ce changement de cap.`,
  ],

  opening: {
    any: [
      ({ role, co }) => `Je me permets de vous adresser ma candidature au poste de ${role} ${co.at}.`,
      ({ role, co }) =>
        `Par la présente, je souhaite vous proposer ma candidature pour le poste de ${role} ${co.at}.`,
      ({ role, co }) => `Je souhaite postuler au poste de ${role} ${co.at}.`,
    ],
    friendly: [
      ({ role, co }) =>
        `C'est avec plaisir que j'ai découvert votre offre pour le poste de ${role} ${co.at}, et je souhaite y répondre.`,
      ({ role }) =>
        `En lisant votre annonce pour le poste de ${role}, j'ai tout de suite eu envie de postuler.`,
    ],
    formal: [
      ({ role, co }) => `J'ai l'honneur de vous présenter ma candidature au poste de ${role} ${co.at}.`,
      ({ role, co }) => `Par la présente, je sollicite le poste de ${role} ${co.at}.`,
    ],
    enthusiastic: [
      ({ role, co }) =>
        `C'est avec un réel enthousiasme que je vous adresse ma candidature au poste de ${role} ${co.at}.`,
      ({ role, co }) =>
        `Le poste de ${role} ${co.at} correspond exactement à ce que je recherchais, et je postule avec plaisir.`,
    ],
    confident: [
      ({ role, co }) =>
        `Je vous adresse ma candidature au poste de ${role} ${co.at}, car j'ai la conviction de pouvoir apporter une contribution concrète dès le premier jour.`,
      ({ role }) => `J'ai la certitude que mon profil correspond au poste de ${role}.`,
    ],
  },
  currentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `J'occupe actuellement le poste de ${roleAt}`,
      ({ roleAt }) => `Je travaille aujourd'hui en tant que ${roleAt}`,
      ({ roleAt }) => `Mon poste actuel est celui de ${roleAt}`,
      ({ roleAt }) => `Aujourd'hui, je travaille en tant que ${roleAt}`,
      ({ roleAt }) => `Actuellement, j'exerce en tant que ${roleAt}`,
      ({ roleAt }) => `En ce moment, je travaille comme ${roleAt}`,
      ({ roleAt }) => `Je suis actuellement en poste en tant que ${roleAt}`,
      ({ roleAt }) => `À ce jour, j'occupe le poste de ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, où je continue d'élargir mon expérience.`,
      () => `, un poste où j'acquiers chaque jour une expérience pratique.`,
      () => `, et c'est cette expérience que j'apporte à ma candidature.`,
      () => `, et c'est depuis ce poste que je vous adresse ma candidature.`,
    ],
  ),
  recentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `Mon dernier poste était celui de ${roleAt}`,
      ({ roleAt }) => `J'ai récemment travaillé en tant que ${roleAt}`,
      ({ roleAt }) => `Mon dernier poste en date était celui de ${roleAt}`,
      ({ roleAt }) => `Dernièrement, j'ai occupé le poste de ${roleAt}`,
      ({ roleAt }) => `Mon expérience la plus récente est celle de ${roleAt}`,
      ({ roleAt }) => `En dernier lieu, j'ai travaillé en tant que ${roleAt}`,
      ({ roleAt }) => `Mon poste le plus récent était celui de ${roleAt}`,
      ({ roleAt }) => `Dans mon dernier emploi, j'ai exercé en tant que ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, où j'ai élargi mon expérience pratique.`,
      () => `, un poste qui m'a beaucoup appris sur le terrain.`,
      () => `, et c'est cette expérience que j'apporte à ma candidature.`,
      () => `, une expérience sur laquelle s'appuie ma candidature.`,
    ],
  ),
  // The kind of qualification is unknown here: it is a "formation" or a "diplôme", never "études".
  studyDone: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Je suis titulaire du diplôme ${degreeAt}`,
      ({ degreeAt }) => `J'ai suivi la formation ${degreeAt}`,
      ({ degreeAt }) => `J'ai obtenu le diplôme ${degreeAt}`,
      ({ degreeAt }) => `J'ai achevé la formation ${degreeAt}`,
      ({ degreeAt }) => `Côté formation, j'ai obtenu la qualification ${degreeAt}`,
      ({ degreeAt }) => `J'ai mené à son terme la formation ${degreeAt}`,
      ({ degreeAt }) => `Ma qualification est la suivante : ${degreeAt}`,
      ({ degreeAt }) => `Je dispose de la qualification ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, et je souhaite maintenant mettre ces acquis en pratique.`,
      () => `, une base que j'aimerais mettre en pratique.`,
      () => `, et c'est avec ce bagage que je postule.`,
      () => `, ce qui m'a donné une bonne base de connaissances.`,
    ],
  ),
  studyOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Je prépare actuellement le diplôme ${degreeAt}`,
      ({ degreeAt }) => `Je suis actuellement la formation ${degreeAt}`,
      ({ degreeAt }) => `En ce moment, je prépare le diplôme ${degreeAt}`,
      ({ degreeAt }) => `Aujourd'hui, je suis la formation ${degreeAt}`,
      ({ degreeAt }) => `Je poursuis actuellement la formation ${degreeAt}`,
      ({ degreeAt }) => `À l'heure actuelle, je prépare le diplôme ${degreeAt}`,
      ({ degreeAt }) => `Ma formation en cours est celle de ${degreeAt}`,
      ({ degreeAt }) => `Actuellement, je poursuis mes études : ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, et je souhaite mettre en pratique ce que j'apprends.`,
      () => `, des connaissances que je souhaite appliquer sur le terrain.`,
      () => `, et j'ai à cœur d'allier études et pratique.`,
      () => `, et je souhaite compléter cette formation par une expérience pratique.`,
    ],
  ),
  // Not a degree (CAP, apprentissage, formation continue, examen): "formation", never "études".
  trainingOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Je suis actuellement la formation ${degreeAt}`,
      ({ degreeAt }) => `En ce moment, je prépare la qualification ${degreeAt}`,
      ({ degreeAt }) => `Ma formation ${degreeAt} est actuellement en cours`,
      ({ degreeAt }) => `À l'heure actuelle, je poursuis la formation ${degreeAt}`,
      ({ degreeAt }) => `Actuellement, je me forme pour obtenir la qualification ${degreeAt}`,
      ({ degreeAt }) => `J'effectue en ce moment la formation ${degreeAt}`,
      ({ degreeAt }) => `Je me prépare en ce moment à obtenir la qualification ${degreeAt}`,
      ({ degreeAt }) => `Je suis actuellement en formation dans le cadre du parcours ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, et je souhaite mettre en pratique ce que j'apprends.`,
      () => `, et j'ai à cœur d'appliquer sur le terrain ce que j'y apprends.`,
      () => `, et je souhaite compléter cette formation par une expérience en entreprise.`,
      () => ` – une formation que j'aimerais prolonger par la pratique dans un poste comme celui-ci.`,
      () => `, et j'aimerais allier dès maintenant formation et pratique.`,
    ],
  ),
  topMatch: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Votre annonce met l'accent sur des compétences en ${list}`,
        ({ list }) => `Parmi vos exigences figurent des compétences en ${list}`,
        ({ list }) => `Vous attendez des compétences en ${list}`,
        ({ list }) => `En lisant votre annonce, j'ai relevé vos attentes en ${list}`,
        ({ list }) => `Vous recherchez des compétences en ${list}`,
        ({ list }) => `Votre offre mentionne des compétences en ${list}`,
        ({ list }) => `Pour ce poste, vous demandez des compétences en ${list}`,
        ({ list }) => `Votre annonce cite ${list} parmi les compétences attendues`,
      ],
      [
        () => `, et c'est avec cela que j'ai travaillé.`,
        () => `, un domaine que couvre mon expérience.`,
        () => `, que mon parcours vous apporte.`,
        () => `, et j'ai mis cela en pratique dans mon parcours.`,
        () => `, ce que mon parcours me permet d'apporter.`,
      ],
    ),
    ({ list }) =>
      `Vous recherchez des compétences en ${list} : c'est précisément là que se situe mon expérience.`,
    ({ list }) =>
      `En lisant votre annonce, j'ai relevé vos attentes en ${list} – c'est exactement ce que j'ai pratiqué.`,
    ({ list }) => `Les compétences en ${list} que vous recherchez sont au cœur de mon expérience.`,
  ],
  openingExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `Dans cette lettre, je souhaite vous montrer`,
        () => `Je décris ci-dessous`,
        () => `Je souhaite vous montrer`,
        () => `Cette lettre expose`,
        () => `Permettez-moi de vous expliquer brièvement`,
        () => `Par cette lettre, je souhaite vous montrer`,
      ],
      [
        () => ` en quoi mon expérience correspond à vos attentes.`,
        () => ` comment mon parcours s'accorde avec ce poste.`,
        () => ` en quoi mon expérience répond à vos exigences.`,
        ({ co }) => ` pourquoi je serais un atout ${co.for}.`,
      ],
    ),
    ({ co }) => `Voici pourquoi je pense avoir toute ma place ${co.at}.`,
  ],
  noMatch: [
    ...cross<{ role: string }>(
      [
        () => `Je souhaite vous présenter brièvement`,
        () => `Je décris ci-dessous`,
        () => `Par cette lettre, je souhaite vous montrer`,
        () => `Permettez-moi de résumer`,
        () => `Dans les paragraphes suivants, je souhaite vous expliquer`,
        () => `Dans la suite de cette lettre, je souhaite vous montrer`,
        () => `Ici, je souhaite vous expliquer`,
        () => `À travers cette lettre, je souhaite vous exposer`,
      ],
      [
        () => ` ce que je peux apporter à ce poste.`,
        () => ` ce que je peux apporter et pourquoi ce poste m'intéresse.`,
        () => ` ce que j'ai accompli jusqu'ici et ce que je souhaite apporter dans ce poste.`,
        () => ` ce que mon expérience me permet d'apporter et pourquoi j'aimerais travailler avec vous.`,
        () =>
          ` l'expérience sur laquelle je m'appuierais et pourquoi ce poste me semble être une bonne prochaine étape.`,
        () => ` ce que j'apporterais dans cette fonction et pourquoi j'aimerais rejoindre votre équipe.`,
        () => ` en quoi mon parcours correspond au poste et ce que je souhaite y apporter.`,
        () => ` pourquoi ce poste m'attire et ce que j'aimerais y accomplir.`,
      ],
    ),
    () => `Vous trouverez ci-après un bref aperçu de l'expérience que je peux vous offrir.`,
  ],

  roleNow: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) =>
        `En tant que ${roleAt}${period}, je travaille au quotidien dans les domaines suivants : ${list}`,
      ({ roleAt, period, list }) =>
        `Dans mon poste actuel de ${roleAt}${period}, je mobilise chaque jour mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon travail de ${roleAt}${period} fait appel à mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Au quotidien, en tant que ${roleAt}${period}, je mets en œuvre mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon poste actuel de ${roleAt}${period} me permet d'appliquer mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Dans mes fonctions de ${roleAt}${period}, je m'appuie sur mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `En poste comme ${roleAt}${period}, je mets à profit mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon quotidien de ${roleAt}${period} repose sur mes compétences en ${list}`,
    ],
    [
      () => `.`,
      () => `, une pratique que j'apporterais au poste.`,
      () => `, que mentionne aussi votre annonce.`,
      () => `, une expérience que j'apporterais à votre équipe.`,
      () => `, que je souhaite continuer à développer avec vous.`,
    ],
  ),
  rolePast: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) =>
        `En tant que ${roleAt}${period}, j'ai travaillé dans les domaines suivants : ${list}`,
      ({ roleAt, period, list }) =>
        `Au cours de mon expérience de ${roleAt}${period}, j'ai mobilisé mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon poste de ${roleAt}${period} faisait appel à mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Dans mes fonctions de ${roleAt}${period}, j'ai mis en œuvre mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Lorsque je travaillais en tant que ${roleAt}${period}, j'ai mis à profit mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon expérience de ${roleAt}${period} m'a permis d'appliquer mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Dans le poste de ${roleAt}${period}, j'ai développé mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Pendant ma période en tant que ${roleAt}${period}, j'ai pratiqué au quotidien les domaines suivants : ${list}`,
    ],
    [
      () => `.`,
      () => `, une pratique que j'apporterais au poste.`,
      () => `, que mentionne aussi votre annonce.`,
      () => `, une expérience que j'apporterais à votre équipe.`,
      () => `, que je souhaite continuer à développer avec vous.`,
    ],
  ),
  roleNowPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `J'occupe actuellement le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Je travaille aujourd'hui en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Aujourd'hui, je travaille comme ${roleAt}${period}`,
        ({ roleAt, period }) => `Au quotidien, j'exerce en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `En ce moment, je travaille en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Actuellement, je travaille en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Actuellement, j'occupe le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Je travaille en ce moment en tant que ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, une expérience pratique que je souhaite mettre au service de votre équipe.`,
        () => `, où j'acquiers chaque jour une expérience pratique.`,
        () => `, une expérience que j'emporterais avec moi.`,
        () => `, ce qui m'apporte chaque jour de la pratique.`,
        () => `, un poste qui m'a beaucoup appris sur le terrain.`,
        () => `, une pratique sur laquelle je souhaite m'appuyer dans ce poste.`,
        () => `, un emploi qui m'a beaucoup appris.`,
        () => `, et c'est cette pratique que je mettrais au service du poste.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Mon poste actuel de ${roleAt}${period} m'apporte une expérience concrète sur laquelle je peux m'appuyer.`,
    ({ roleAt, period }) =>
      `Mon travail actuel de ${roleAt}${period} me donne une expérience concrète au quotidien.`,
    ({ roleAt, period }) =>
      `C'est en tant que ${roleAt}${period} que j'acquiers aujourd'hui mon expérience pratique.`,
    ({ roleAt, period }) =>
      `Chaque jour, en tant que ${roleAt}${period}, j'enrichis mon expérience pratique.`,
    ({ roleAt, period }) =>
      `Mon emploi actuel de ${roleAt}${period} m'a donné une expérience concrète que j'aimerais mettre à profit dans un nouveau cadre.`,
  ],
  rolePastPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `J'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai occupé le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai exercé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Mon parcours comprend un poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai travaillé comme ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai tenu le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai exercé les fonctions de ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, où j'ai acquis une expérience concrète.`,
        () => `, et c'est sur cette expérience que je m'appuierais.`,
        () => `, un poste qui m'a beaucoup appris sur le terrain.`,
        () => `, ce qui m'a donné des bases concrètes sur lesquelles m'appuyer.`,
      ],
    ),
    ({ roleAt, period }) =>
      `En tant que ${roleAt}${period}, j'ai acquis une expérience pratique que j'apporterais à ce poste.`,
    ({ roleAt, period }) =>
      `Mon expérience de ${roleAt}${period} m'a donné des bases concrètes sur lesquelles m'appuyer.`,
    ({ roleAt, period }) => `En tant que ${roleAt}${period}, j'ai beaucoup appris sur le terrain.`,
    ({ roleAt, period }) => `C'est en tant que ${roleAt}${period} que j'ai acquis une expérience pratique.`,
    ({ roleAt, period }) => `Mon travail de ${roleAt}${period} m'a beaucoup appris sur le terrain.`,
    ({ roleAt, period }) => `De mon passage comme ${roleAt}${period}, je garde une expérience concrète.`,
    ({ roleAt, period }) => `Sur le terrain, j'ai beaucoup appris en tant que ${roleAt}${period}.`,
  ],
  roleTools: cross<{ list: string; current: boolean }>(
    [
      ({ list, current }) => (current ? `J'y utilise également ${list}` : `J'y ai également utilisé ${list}`),
      ({ list, current }) => `Dans ce poste, ${current ? "j'utilise" : "j'ai utilisé"} aussi ${list}`,
      ({ list, current }) => `Dans cet emploi, ${current ? "j'utilise" : "j'ai utilisé"} également ${list}`,
      ({ list, current }) =>
        `${current ? 'Je travaille' : "J'ai travaillé"} aussi avec ${list} dans ce poste`,
      ({ list, current }) => `Mon travail ${current ? 'comprend' : 'comprenait'} aussi ${list}`,
      ({ list, current }) => `J'y ${current ? 'travaille' : 'ai travaillé'} en outre avec ${list}`,
      ({ list, current }) =>
        `Dans le cadre de ce poste, ${current ? "j'utilise" : "j'ai utilisé"} par ailleurs ${list}`,
      ({ list, current }) =>
        `Mes tâches y ${current ? 'comprennent' : 'comprenaient'} aussi l'utilisation de ${list}`,
    ],
    [
      () => `.`,
      () => `, ce que j'apporterais aussi au poste.`,
      () => `, au quotidien.`,
      () => `, en parallèle de mes missions principales.`,
      ({ current }) => `, ce qui ${current ? 'enrichit' : 'a enrichi'} mon expérience pratique.`,
    ],
  ),
  previousRole: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) =>
        `Auparavant, en tant que ${roleAt}${period}, j'ai développé mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Précédemment, mon poste de ${roleAt}${period} faisait déjà appel à mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Mon expérience précédente de ${roleAt}${period} m'a également permis de pratiquer les domaines suivants : ${list}`,
      ({ roleAt, period, list }) =>
        `Avant cela, en tant que ${roleAt}${period}, j'ai mobilisé mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Plus tôt, dans le poste de ${roleAt}${period}, j'ai mis en œuvre mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Dans un poste antérieur de ${roleAt}${period}, j'ai appliqué mes compétences en ${list}`,
      ({ roleAt, period, list }) =>
        `Antérieurement, en tant que ${roleAt}${period}, je travaillais déjà dans les domaines suivants : ${list}`,
      ({ roleAt, period, list }) =>
        `Mon poste précédent de ${roleAt}${period} reposait aussi sur mes compétences en ${list}`,
    ],
    [
      () => `.`,
      () => `, une pratique que j'apporterais au poste.`,
      () => `, que mentionne aussi votre annonce.`,
      () => `, une expérience que j'apporterais à votre équipe.`,
      () => `, une expérience sur laquelle je m'appuie encore aujourd'hui.`,
    ],
  ),
  previousRolePlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Auparavant, j'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai précédemment occupé le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Précédemment, j'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Avant ce poste, j'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Avant cela, j'ai occupé le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Antérieurement, j'ai exercé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Auparavant, j'ai occupé le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Précédemment, j'ai exercé en tant que ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, ce qui a enrichi mon expérience pratique.`,
        () => `, un poste qui a élargi mon expérience pratique.`,
        () => `, ce qui m'a permis d'acquérir davantage d'expérience concrète.`,
        () => `, une expérience qui m'accompagne encore aujourd'hui.`,
        () => `, un poste qui m'a beaucoup appris sur le terrain.`,
        () => `, et je m'appuie encore aujourd'hui sur cette expérience.`,
        () => `, une expérience que j'apporterais également au poste.`,
      ],
    ),
    ({ roleAt, period }) => `Mon expérience antérieure comprend le poste de ${roleAt}${period}.`,
    ({ roleAt, period }) => `Plus tôt, j'ai travaillé en tant que ${roleAt}${period}.`,
    ({ roleAt, period }) => `J'ai également travaillé en tant que ${roleAt}${period}.`,
  ],
  otherRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `J'ai également travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai aussi occupé le poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `Par ailleurs, j'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `J'ai en outre exercé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `À cela s'ajoute mon expérience de ${roleAt}${period}`,
        ({ roleAt, period }) => `Mon parcours comprend aussi un poste de ${roleAt}${period}`,
        ({ roleAt, period }) => `De plus, j'ai travaillé en tant que ${roleAt}${period}`,
        ({ roleAt, period }) => `Une autre étape de mon parcours a été mon poste de ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, ce qui a également enrichi mon expérience pratique.`,
        () => `, une expérience que j'apporterais elle aussi.`,
        () => `, une étape dont je retiens beaucoup de pratique.`,
        () => `, un poste qui m'a beaucoup appris sur le terrain.`,
        () => `, et je m'appuie encore aujourd'hui sur cette expérience.`,
        () => `, une expérience qui reste précieuse pour moi.`,
      ],
    ),
    ({ roleAt, period }) => `Mon expérience comprend également une période en tant que ${roleAt}${period}.`,
    ({ roleAt, period }) => `J'apporte aussi une expérience de ${roleAt}${period}.`,
    ({ roleAt, period }) => `Mon parcours compte également un poste de ${roleAt}${period}.`,
  ],
  studyEvidence: cross<StudyFacts>(
    [
      ({ degreeAt, period, list }) =>
        `Ma formation ${degreeAt}${period} m'a permis d'acquérir des compétences en ${list}`,
      ({ degreeAt, period, list }) =>
        `Au cours de ma formation ${degreeAt}${period}, j'ai travaillé dans les domaines suivants : ${list}`,
      ({ degreeAt, period, list }) =>
        `Pendant ma formation ${degreeAt}${period}, j'ai acquis des compétences en ${list}`,
      ({ degreeAt, period, list }) =>
        `Ma formation ${degreeAt}${period} couvrait les domaines suivants : ${list}`,
      ({ degreeAt, period, list }) =>
        `Grâce à ma formation ${degreeAt}${period}, je dispose de compétences en ${list}`,
      ({ degreeAt, period, list }) =>
        `Tout au long de ma formation ${degreeAt}${period}, j'ai pratiqué les domaines suivants : ${list}`,
      ({ degreeAt, period, list }) =>
        `De ma formation ${degreeAt}${period}, je retiens des compétences en ${list}`,
      ({ degreeAt, period, list }) =>
        `Ma formation ${degreeAt}${period} m'a apporté des connaissances en ${list}`,
    ],
    [
      () => `.`,
      () => `, que mentionne aussi votre annonce.`,
      () => `, et je souhaite maintenant les mettre en pratique.`,
      () => `, une base que j'apporterais à votre équipe.`,
      () => `, que je souhaite continuer à développer dans ce poste.`,
    ],
  ),
  studyEvidencePlain: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) =>
          `Ma formation ${degreeAt}${period} m'a apporté de solides bases académiques`,
        ({ degreeAt, period }) =>
          `Avec ma formation ${degreeAt}${period}, je dispose de solides bases théoriques`,
        ({ degreeAt, period }) =>
          `Ma formation ${degreeAt}${period} m'a donné une bonne préparation à la vie professionnelle`,
        ({ degreeAt, period }) =>
          `Grâce à ma formation ${degreeAt}${period}, j'ai constitué une solide base de connaissances`,
        ({ degreeAt, period }) => `De solides bases me viennent de ma formation ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Pendant ma formation ${degreeAt}${period}, j'ai acquis de bonnes bases`,
        ({ degreeAt, period }) =>
          `Ma formation ${degreeAt}${period} m'a permis d'acquérir les fondamentaux de ma discipline`,
        ({ degreeAt, period }) =>
          `Au cours de ma formation ${degreeAt}${period}, j'ai assimilé les connaissances essentielles de mon domaine`,
        ({ degreeAt, period }) =>
          `J'aborde le monde du travail avec le bagage de ma formation ${degreeAt}${period}`,
        ({ degreeAt, period }) =>
          `Je tire de ma formation ${degreeAt}${period} un socle de connaissances théoriques`,
      ],
      [
        () => `.`,
        () => `, et je souhaite m'appuyer sur ces acquis dans un cadre professionnel.`,
        () => `, et je souhaite maintenant mettre ces acquis en pratique.`,
        () => `, un point de départ pour mes premiers pas dans la vie professionnelle.`,
      ],
    ),
    ({ degreeAt, period }) =>
      `Les connaissances acquises pendant ma formation ${degreeAt}${period}, je souhaite maintenant les mettre en pratique.`,
  ],
  freshStart: [
    ...cross<{ role: string }>(
      [
        () => `Je souhaite désormais mettre en pratique ce que j'ai appris dans un cadre professionnel`,
        () => `Ma prochaine étape est de mettre mes connaissances en pratique`,
        () => `Je souhaite maintenant faire mes premiers pas dans la vie professionnelle`,
        () => `J'ai hâte de commencer ma vie professionnelle`,
        () => `Mon objectif est désormais de transformer mes études en travail concret`,
        () => `La prochaine étape pour moi est d'entrer dans la vie professionnelle`,
        () => `Je veux à présent appliquer sur le terrain ce que j'ai appris`,
        () =>
          `Ce que je recherche maintenant, c'est d'appliquer dans un emploi ce que j'ai appris pendant mes études`,
      ],
      [
        () => `.`,
        () => `, et ce poste serait un bon point de départ.`,
        () => `, et je souhaite continuer à apprendre au fil des missions.`,
        () => `, et j'aimerais le faire dans un poste comme celui-ci.`,
        () => `, et ce poste m'en donnerait l'occasion.`,
      ],
    ),
    () =>
      `Je souhaite désormais mettre en pratique ce que j'ai appris pendant mes études dans un cadre professionnel et progresser au fil des missions.`,
    () => `Ce poste serait un bon cadre pour appliquer ce que j'ai appris pendant mes études.`,
    () => `Apprendre sur le terrain est ce qui m'attire maintenant.`,
    () => `Je souhaite maintenant mettre mes connaissances en pratique.`,
  ],
  evidenceWrap: [
    ...cross<{ role: string }>(
      [
        () => `Dans l'ensemble, ce parcours`,
        () => `Tout cela`,
        () => `Ce bagage`,
        () => `Mon expérience jusqu'ici`,
        () => `L'ensemble de ce parcours`,
        () => `Mon parcours`,
        () => `Cette expérience`,
        () => `Mon chemin jusqu'ici`,
      ],
      [
        () => ` constitue une base solide pour ce poste.`,
        () => ` constitue une bonne préparation aux missions de ce poste.`,
        () => ` est ce que j'apporterais à votre équipe.`,
        () => ` est ce sur quoi je souhaite m'appuyer dans ce poste.`,
        () => ` me donne de bonnes bases pour les missions du poste.`,
        () => ` est ce que je mettrais au service du poste.`,
      ],
    ),
  ],
  example: [
    ...cross<{ line: string }>(
      [
        () => `Un exemple`,
        () => `Un exemple concret`,
        () => `Un résultat`,
        () => `Un point que je retiens`,
        () => `Un aperçu`,
        () => `Une illustration`,
        () => `Un exemple représentatif`,
      ],
      [
        ({ line }) => ` de cette période : ${line}`,
        ({ line }) => ` de ce poste : ${line}`,
        ({ line }) => ` de mon travail à ce poste : ${line}`,
        ({ line }) => ` de cette expérience : ${line}`,
        ({ line }) => ` de ces années : ${line}`,
        ({ line }) => ` de mes missions à ce poste : ${line}`,
      ],
    ),
    ({ line }) => `Pour citer un exemple concret : ${line}`,
    ({ line }) => `Concrètement, cela s'est traduit ainsi : ${line}`,
    ({ line }) => `Pour illustrer mon travail dans ce poste : ${line}`,
    ({ line }) => `Concrètement : ${line}`,
  ],
  years: [
    ...cross<{ years: number }>(
      [
        ({ years }) => `Au total, je dispose de ${years} ans d'expérience professionnelle`,
        ({ years }) => `Je peux m'appuyer sur ${years} ans d'expérience professionnelle`,
        ({ years }) => `Mon expérience professionnelle couvre désormais ${years} ans`,
        ({ years }) => `À ce jour, j'ai cumulé ${years} ans d'expérience professionnelle`,
        ({ years }) => `Je compte ${years} ans d'expérience professionnelle`,
        ({ years }) => `Au fil de mon parcours, j'ai réuni ${years} ans d'expérience professionnelle`,
        ({ years }) => `Au cours de ma carrière, j'ai acquis ${years} ans d'expérience professionnelle`,
        ({ years }) => `À ce jour, je compte ${years} ans d'expérience professionnelle`,
      ],
      [
        () => `.`,
        () => `, une expérience que je souhaite mettre au service de ce poste.`,
        () => `, une expérience sur laquelle je m'appuierais dans ce poste.`,
        () => `, et c'est cette expérience que j'apporterais au poste.`,
        () => `, une base sur laquelle je souhaite continuer à progresser dans ce poste.`,
        () => `, que je souhaite mettre au service de votre équipe.`,
        () => `, et cette expérience, je souhaite la mettre à profit dans ce poste.`,
      ],
    ),
    ({ years }) => `J'ai ainsi ${years} ans d'expérience professionnelle.`,
    ({ years }) => `Je dispose de ${years} ans d'expérience professionnelle sur lesquels bâtir.`,
    ({ years }) => `Mon parcours professionnel représente ${years} ans d'expérience.`,
    ({ years }) => `En tout, cela fait ${years} ans d'expérience professionnelle.`,
    ({ years }) => `En additionnant mes postes, mon expérience professionnelle atteint ${years} ans.`,
    ({ years }) => `Au total, ${years} ans d'expérience professionnelle accompagnent cette candidature.`,
  ],
  skills: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Je peux également vous apporter des compétences en ${list}`,
        ({ list }) => `J'ai également des compétences en ${list}`,
        ({ list }) => `Je dispose aussi de compétences en ${list}`,
        ({ list }) => `Mon profil comprend aussi des compétences en ${list}`,
        ({ list }) => `Par ailleurs, j'ai de l'expérience en ${list}`,
        ({ list }) => `J'apporte en outre des compétences en ${list}`,
        ({ list }) => `De plus, je possède des compétences en ${list}`,
        ({ list }) => `À cela s'ajoutent mes compétences en ${list}`,
      ],
      [
        () => `, comme le demande votre annonce.`,
        () => `, que cite votre annonce.`,
        () => `, un autre point de votre annonce.`,
        () => `, une autre exigence de votre annonce.`,
        () => `, ce que votre annonce demande aussi.`,
      ],
    ),
    ({ list }) => `Votre annonce mentionne aussi des compétences en ${list}, que je peux également apporter.`,
    ({ list }) => `De votre annonce, je couvre en outre les compétences suivantes : ${list}.`,
  ],
  soft: [
    ...cross<{ list: string }>(
      [
        () => `Par ailleurs,`,
        () => `En outre,`,
        () => `De plus,`,
        () => `Sur le plan personnel,`,
        () => `Sur le plan humain,`,
        () => `À cela s'ajoute que`,
        () => `Au quotidien,`,
        () => `Parallèlement,`,
      ],
      [
        ({ list }) => ` j'apporte des qualités que vous recherchez : ${list}.`,
        ({ list }) => ` je peux apporter des qualités que cite votre annonce : ${list}.`,
        ({ list }) => ` je possède des qualités que mentionne votre annonce : ${list}.`,
        ({ list }) => ` j'apporte ce que votre annonce demande : ${list}.`,
        ({ list }) => ` je dispose des qualités que vous mentionnez : ${list}.`,
      ],
    ),
    ({ list }) => `Votre annonce cite aussi des qualités que je peux apporter : ${list}.`,
    ({ list }) => `Vous mentionnez aussi des qualités que j'apporte : ${list}.`,
    ({ list }) => `Parmi les qualités que vous citez, je peux apporter les suivantes : ${list}.`,
    ({ list }) => `J'apporte en outre ces qualités mentionnées dans votre annonce : ${list}.`,
  ],
  education: {
    degree: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `J'ai étudié ${degreeAt}`,
          ({ degreeAt }) => `Sur le plan académique, j'ai suivi la formation ${degreeAt}`,
          ({ degreeAt }) => `Côté études, j'ai suivi la formation ${degreeAt}`,
          ({ degreeAt }) => `À mon expérience s'ajoute la formation ${degreeAt}`,
          ({ degreeAt }) => `Pour ce qui est des études, j'ai suivi la formation ${degreeAt}`,
          ({ degreeAt }) => `Académiquement, j'ai suivi la formation ${degreeAt}`,
          ({ degreeAt }) => `J'ai suivi la formation ${degreeAt}`,
          ({ degreeAt }) => `Mon diplôme est ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, qui m'a donné de solides bases théoriques.`,
          () => `, et je souhaite mettre ces acquis au service du poste.`,
          () => `, une base sur laquelle je m'appuierais dans ce poste.`,
          () => `, et ces connaissances font aussi partie de ce que j'apporte.`,
          () => `, des connaissances que je souhaite mettre en pratique ici.`,
        ],
      ),
      ({ degreeAt }) => `Ma formation universitaire : ${degreeAt}.`,
      ({ degreeAt }) => `Sur le plan universitaire, je m'appuie sur ma formation ${degreeAt}.`,
      ({ degreeAt }) => `Côté formation, j'ai étudié ${degreeAt}.`,
      ({ degreeAt }) => `En matière d'études, je m'appuie sur la formation ${degreeAt}.`,
    ],
    // Opening words × the statement: neither half is an optional clause (two such in a row read heavy).
    exam: [
      ...cross<{ degreeAt: string }>(
        [...FURTHER, () => `Côté formation,`, () => `Sur le plan de la formation,`, () => `En complément,`],
        [
          ({ degreeAt }) => ` j'ai réussi l'examen ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai passé avec succès l'examen ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai obtenu par examen la qualification ${degreeAt}.`,
          ({ degreeAt }) => ` je suis titulaire de la qualification ${degreeAt}, obtenue par examen.`,
          ({ degreeAt }) => ` l'examen ${degreeAt} fait partie de mes qualifications.`,
        ],
      ),
      ({ degreeAt }) => `J'ai réussi l'examen ${degreeAt}.`,
      ({ degreeAt }) => `J'ai passé avec succès l'examen ${degreeAt}.`,
      ({ degreeAt }) => `À cela s'ajoute l'examen ${degreeAt}, que j'ai réussi.`,
      ({ degreeAt }) => `L'examen ${degreeAt} fait également partie de mon parcours.`,
    ],
    apprenticeship: [
      ...cross<{ degreeAt: string }>(
        [
          ...FURTHER,
          () => `Côté formation,`,
          () => `En matière de formation,`,
          () => `Sur le plan de la formation,`,
        ],
        [
          ({ degreeAt }) => ` j'ai suivi un apprentissage de ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai effectué un apprentissage de ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai appris le métier de ${degreeAt} par l'apprentissage.`,
          ({ degreeAt }) => ` mon parcours comprend un apprentissage de ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai achevé un apprentissage de ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `J'ai suivi un apprentissage de ${degreeAt}.`,
      ({ degreeAt }) => `Ma formation professionnelle est celle de ${degreeAt}.`,
      ({ degreeAt }) => `La base de mon travail est mon apprentissage de ${degreeAt}.`,
    ],
    course: [
      ...cross<{ degreeAt: string }>(
        [
          ...FURTHER,
          () => `Pour compléter mon parcours,`,
          () => `En complément,`,
          () => `En formation continue,`,
        ],
        [
          ({ degreeAt }) => ` j'ai suivi le cours ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai pris part au cours ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai enrichi ma formation avec le cours ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai participé au cours ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai mené à son terme le cours ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `J'ai suivi le cours ${degreeAt}.`,
      ({ degreeAt }) => `Ma formation continue comprend le cours ${degreeAt}.`,
      ({ degreeAt }) => `Le cours ${degreeAt} fait aussi partie de ma formation.`,
    ],
    school: [
      ...cross<{ degreeAt: string }>(
        [
          ...FURTHER,
          () => `Pour ce qui est de ma formation initiale,`,
          () => `Au départ de mon parcours,`,
          () => `Plus tôt dans mon parcours,`,
        ],
        [
          ({ degreeAt }) => ` j'ai obtenu le diplôme ${degreeAt}.`,
          ({ degreeAt }) => ` ma scolarité s'est achevée par le diplôme ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai terminé ma scolarité avec le diplôme ${degreeAt}.`,
          ({ degreeAt }) => ` je suis titulaire du diplôme ${degreeAt}.`,
          ({ degreeAt }) => ` j'ai achevé ma scolarité en obtenant le diplôme ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `J'ai obtenu le diplôme ${degreeAt}.`,
      ({ degreeAt }) => `Ma scolarité s'est achevée par le diplôme ${degreeAt}.`,
      ({ degreeAt }) => `Au terme de ma scolarité, j'ai obtenu le diplôme ${degreeAt}.`,
    ],
    // "la qualification suivante : …": the name keeps no article it does not have.
    other: [
      ...cross<{ degreeAt: string }>(
        [...FURTHER, () => `Côté formation,`, () => `Dans un autre registre,`, () => `En complément,`],
        [
          ({ degreeAt }) => ` j'ai obtenu la qualification suivante : ${degreeAt}.`,
          ({ degreeAt }) => ` je suis titulaire de la qualification suivante : ${degreeAt}.`,
          ({ degreeAt }) => ` mon parcours comprend la qualification suivante : ${degreeAt}.`,
          ({ degreeAt }) => ` je dispose de la qualification suivante : ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `J'ai obtenu la qualification suivante : ${degreeAt}.`,
      ({ degreeAt }) => `Parmi mes qualifications figure la suivante : ${degreeAt}.`,
      ({ degreeAt }) => `Je suis aussi titulaire de la qualification suivante : ${degreeAt}.`,
      ({ degreeAt }) => `À cela s'ajoute la qualification suivante : ${degreeAt}.`,
      ({ degreeAt }) => `Une autre de mes qualifications est la suivante : ${degreeAt}.`,
      ({ degreeAt }) => `J'ai obtenu la qualification suivante : ${degreeAt}, ce qui complète mon parcours.`,
      ({ degreeAt }) =>
        `Parmi mes qualifications figure la suivante : ${degreeAt}, une base que j'apporterais également.`,
      ({ degreeAt }) =>
        `Je suis aussi titulaire de la qualification suivante : ${degreeAt}, qui complète mon expérience.`,
      ({ degreeAt }) =>
        `À cela s'ajoute la qualification suivante : ${degreeAt}, et j'apporterais ces connaissances au poste.`,
    ],
  },
  languagesTail: [
    ({ list }) => `et je parle ${list}`,
    ({ list }) => `et je parle également ${list}`,
    ({ list }) => `et je parle aussi ${list}`,
    ({ list }) => `et, côté langues, je parle ${list}`,
    ({ list }) => `et, en matière de langues, je parle ${list}`,
    ({ list }) => `et, pour ce qui est des langues, je parle ${list}`,
    ({ list }) => `et, sur le plan linguistique, je parle ${list}`,
    ({ list }) => `et, en ce qui concerne les langues, je parle ${list}`,
    ({ list }) => `et, par ailleurs, je parle ${list}`,
    ({ list }) => `et, s'agissant des langues, je parle ${list}`,
    ({ list }) => `et, du côté des langues, je parle ${list}`,
    ({ list }) => `et, en outre, je parle ${list}`,
    ({ list }) => `et, quant aux langues, je parle ${list}`,
  ],
  languages: [
    ...cross<{ list: string }>(
      [
        () => `Par ailleurs,`,
        () => `En outre,`,
        () => `De plus,`,
        () => `Parallèlement,`,
        () => `Au-delà de mon parcours,`,
      ],
      [
        ({ list }) => ` je parle ${list}.`,
        ({ list }) => ` mes compétences linguistiques sont les suivantes : ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        () => `Côté langues,`,
        () => `En matière de langues,`,
        () => `Pour ce qui est des langues,`,
        () => `Sur le plan linguistique,`,
        () => `S'agissant des langues,`,
        () => `En ce qui concerne les langues,`,
        () => `Quant aux langues,`,
        () => `Du côté des langues,`,
        () => `Concernant les langues,`,
        () => `Au chapitre des langues,`,
      ],
      [({ list }) => ` je parle ${list}.`, ({ list }) => ` mes compétences sont les suivantes : ${list}.`],
    ),
    ({ list }) => `À cela s'ajoute que je parle ${list}.`,
    ({ list }) => `J'ajoute que je parle ${list}.`,
    ({ list }) => `Je précise que je parle ${list}.`,
    ({ list }) => `Je parle ${list}.`,
    ({ list }) => `Je parle également ${list}.`,
    ({ list }) =>
      `Je parle ${list}, ce que j'aurais plaisir à mettre à profit dans mon travail au quotidien.`,
    ({ list }) => `Côté langues, je parle ${list}, ce que j'apporterais également au poste.`,
    ({ list }) => `Je parle ${list}, et j'aimerais m'en servir dans ce poste.`,
    ({ list }) => `En matière de langues, je parle ${list}, ce que j'apporterais à votre équipe.`,
    ({ list }) => `Je parle également ${list}, ce qui peut servir au quotidien.`,
    ({ list }) => `Sur le plan linguistique, je parle ${list}, et je mettrais volontiers cela à profit.`,
  ],
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Je suis aussi titulaire de ${list}`,
        ({ list }) => `J'ai en outre obtenu ${list}`,
        ({ list }) => `Côté certifications, je suis titulaire de ${list}`,
        ({ list }) => `Par ailleurs, j'ai obtenu ${list}`,
        ({ list }) => `En complément, je possède ${list}`,
        ({ list }) => `En matière de certifications, j'ai obtenu ${list}`,
        ({ list }) => `De plus, je dispose de ${list}`,
        ({ list }) => `Je possède également ${list}`,
      ],
      [
        () => `.`,
        () => `, en plus de mon expérience professionnelle.`,
        () => `, un atout que j'apporterais également au poste.`,
        () => `, ce qui complète ma formation.`,
        () => `, ce qui atteste de ma formation.`,
      ],
    ),
    ({ list }) => `Je suis également titulaire de la certification suivante : ${list}.`,
    ({ list }) => `Mes qualifications comprennent aussi ${list}.`,
    ({ list }) => `Ma formation est complétée par ${list}.`,
    ({ list }) => `Mon parcours compte aussi ${list}.`,
  ],
  licence: [
    ...cross<Record<string, never>>(
      [
        () => `Par ailleurs,`,
        () => `En outre,`,
        () => `De plus,`,
        () => `Je précise que`,
        () => `J'ajoute que`,
        () => `Je signale que`,
        () => `Je mentionne aussi que`,
        () => `Sur le plan pratique,`,
      ],
      [
        () => ` je suis titulaire du permis de conduire.`,
        () => ` je dispose du permis de conduire.`,
        () => ` je possède le permis de conduire.`,
        () => ` j'ai le permis de conduire.`,
        () => ` je détiens le permis de conduire.`,
      ],
    ),
    () => `Je suis titulaire du permis de conduire.`,
    () => `Je dispose également du permis de conduire.`,
    () => `Je possède aussi le permis de conduire.`,
  ],
  toolkit: cross<{ list: string }>(
    [
      ({ list }) => `Mes compétences incluent notamment ${list}`,
      ({ list }) => `Je travaille notamment avec ${list}`,
      ({ list }) => `Je maîtrise notamment ${list}`,
      ({ list }) => `Mes connaissances couvrent ${list}`,
      ({ list }) => `Je suis à l'aise avec ${list}`,
      ({ list }) => `Mon profil comprend des connaissances en ${list}`,
      ({ list }) => `Je dispose de connaissances en ${list}`,
      ({ list }) => `Côté compétences, j'apporte ${list}`,
    ],
    [
      () => `.`,
      () => `, que je souhaite mettre à profit dans ce poste dès le premier jour.`,
      () => `, une base pour commencer dans ce poste.`,
      () => `, ce que j'apporterais à votre équipe.`,
      () => `, et c'est avec ce bagage que je postule.`,
      () => `, que je souhaite continuer à développer dans ce poste.`,
    ],
  ),
  // Opening words × the statement: neither half is an optional clause (two such in a row read heavy).
  strengths: cross<{ list: string }>(
    [
      () => `Sur le plan personnel,`,
      () => `Sur le plan humain,`,
      () => `Côté personnalité,`,
      () => `Personnellement,`,
      () => `À titre personnel,`,
      () => `Pour ma part,`,
      () => `Au travail,`,
      () => `Au quotidien,`,
    ],
    [
      ({ list }) => ` je peux compter sur ces qualités : ${list}.`,
      ({ list }) => ` j'apporte les qualités suivantes : ${list}.`,
      ({ list }) => ` je citerais ces qualités : ${list}.`,
      ({ list }) => ` je mets en avant ces atouts : ${list}.`,
      ({ list }) => ` mes points forts sont les suivants : ${list}.`,
    ],
  ),
  moreSkills: [
    ...cross<{ list: string }>(
      [...FURTHER, () => `En complément,`, () => `Dans un autre registre,`, () => `Parallèlement,`],
      [
        ({ list }) => ` je connais ${list}.`,
        ({ list }) => ` je travaille avec ${list}.`,
        ({ list }) => ` je suis à l'aise avec ${list}.`,
        ({ list }) => ` j'ai des connaissances en ${list}.`,
        ({ list }) => ` mes connaissances couvrent ${list}.`,
      ],
    ),
    ({ list }) => `Mes compétences comprennent également ${list}.`,
    ({ list }) => `Je connais également ${list}.`,
  ],
  earlierStudy: cross<{ degreeAt: string; period: string }>(
    [
      ({ degreeAt, period }) => `Auparavant, j'ai suivi la formation ${degreeAt}${period}`,
      ({ degreeAt, period }) => `J'ai auparavant obtenu le diplôme ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Avant cela, j'ai obtenu ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Plus tôt, j'avais suivi la formation ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Précédemment, j'ai achevé la formation ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Mon parcours comprend aussi la formation ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Antérieurement, j'ai obtenu la qualification ${degreeAt}${period}`,
      ({ degreeAt, period }) =>
        `Dans une étape antérieure, j'ai mené à son terme la formation ${degreeAt}${period}`,
    ],
    [
      () => `.`,
      () => `, ce qui a posé les bases de la suite de mon parcours.`,
      () => `, une étape antérieure de ma formation.`,
      () => `, qui fait partie des bases que j'apporte.`,
      () => `, et cette formation m'accompagne encore.`,
    ],
  ),
  localTown: cross<{ town: string; co: CompanyForms }>(
    [
      ({ town }) => `Habitant à ${town}`,
      ({ town }) => `Comme je vis à ${town}`,
      ({ town }) => `Résidant à ${town}`,
      ({ town }) => `Comme j'habite à ${town}`,
      ({ town }) => `Puisque je réside à ${town}`,
      ({ town }) => `Vivant à ${town}`,
      ({ town }) => `Mon domicile étant à ${town}`,
      ({ town }) => `Comme je réside à ${town}`,
    ],
    [
      () => `, je pourrais vous rejoindre sans déménager.`,
      () => `, je serais à proximité de vos locaux.`,
      () => `, je pourrais me rendre facilement sur mon lieu de travail.`,
      () => `, je pourrais commencer sans avoir à déménager.`,
      () => `, j'aurais un trajet court jusqu'au travail.`,
    ],
  ),
  workMode: cross<{ mode: 'remote' | 'hybrid' }>(
    [
      ({ mode }) =>
        `J'apprécie également la possibilité de ${mode === 'remote' ? 'télétravailler' : 'travailler en mode hybride'}`,
      ({ mode }) =>
        `La possibilité de ${mode === 'remote' ? 'travailler à distance' : 'travailler en mode hybride'} me convient très bien`,
      ({ mode }) =>
        `J'apprécie que le poste puisse s'exercer ${mode === 'remote' ? 'à distance' : 'en partie à distance'}`,
      ({ mode }) =>
        `${mode === 'remote' ? 'Le travail à distance' : 'Un mode hybride'} me conviendrait très bien`,
      ({ mode }) =>
        `Le fonctionnement ${mode === 'remote' ? 'à distance' : 'hybride'} du poste me convient bien`,
      ({ mode }) => `Travailler ${mode === 'remote' ? 'à distance' : 'en mode hybride'} me correspond bien`,
      ({ mode }) =>
        `Je vois d'un bon œil ${mode === 'remote' ? 'le travail à distance' : 'le mode de travail hybride'} que propose le poste`,
      ({ mode }) =>
        `Le ${mode === 'remote' ? 'télétravail' : 'mode de travail hybride'} prévu pour ce poste m'intéresse`,
    ],
    [
      () => `.`,
      () => `, et je travaillerais volontiers ainsi.`,
      () => `, un point que j'ai noté en lisant votre annonce.`,
      () => `, ce qui compte dans mon intérêt pour le poste.`,
      () => `, et c'est ainsi que j'aimerais travailler avec vous.`,
      () => `, ce qui est pour moi un atout de votre offre.`,
    ],
  ),
  contact: (phone, email) =>
    phone && email
      ? `Vous pouvez me joindre au ${phone} ou par e-mail à ${email}.`
      : phone
        ? `Vous pouvez me joindre au ${phone}.`
        : email
          ? `Vous pouvez me joindre par e-mail à ${email}.`
          : null,

  motivation: {
    any: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ list }) => `Ce qui m'attire dans ce poste, c'est qu'il fait appel à des compétences en ${list}`,
        ({ list }) => `Mon intérêt pour ce poste tient au fait qu'il repose sur des connaissances en ${list}`,
        ({ co, list }) => `Je postule ${co.at} car ce poste s'appuie sur des compétences en ${list}`,
        ({ co, list }) =>
          `J'adresse ma candidature à ${co.name} parce que le poste met l'accent sur des compétences en ${list}`,
        ({ co, list }) => `Le poste proposé ${co.at} demande des compétences en ${list}`,
        ({ co, list }) =>
          `Si je me tourne vers ${co.name}, c'est parce que ce poste est centré sur des compétences en ${list}`,
        ({ co, list }) =>
          `Ma candidature ${co.for} s'explique par la place que ce poste accorde aux compétences en ${list}`,
      ],
      [
        () => `, un domaine dans lequel je souhaite continuer à progresser.`,
        () => `, et j'aimerais y prendre davantage de responsabilités avec le temps.`,
        () => ` : j'y vois la prochaine étape logique de mon parcours.`,
        () => `, et je souhaite mettre en pratique ce que j'ai appris en la matière.`,
        () => `, ce qui correspond à l'orientation que je souhaite donner à ma carrière.`,
        () => `, et c'est dans ce sens que je veux évoluer professionnellement.`,
      ],
    ),
    enthusiastic: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ co, list }) =>
          `Ce serait une joie de rejoindre ${co.name} dans un poste qui fait appel à des compétences en ${list}`,
        ({ co, list }) =>
          `J'ai vraiment envie de mettre mes connaissances en ${list} au service de ${co.name}`,
        ({ co, list }) =>
          `Travailler ${co.for} sur un poste qui repose sur des compétences en ${list} me tient à cœur`,
        ({ co, list }) =>
          `C'est avec grand plaisir que je postule ${co.at} pour un poste axé sur des compétences en ${list}`,
        ({ list }) =>
          `Mon enthousiasme pour ce poste vient de la place qu'il donne aux compétences en ${list}`,
        ({ co, list }) =>
          `Je me réjouis à l'idée de travailler ${co.at} sur un poste qui demande des compétences en ${list}`,
        ({ co, list }) => `L'idée d'appliquer mes connaissances en ${list} ${co.at} me motive beaucoup`,
      ],
      [
        () => `, et je souhaite continuer à progresser dans ce domaine.`,
        () => ` : j'y verrais une très belle étape dans mon parcours.`,
        () => `, et j'ai hâte d'apprendre aux côtés de votre équipe.`,
        () => `, et j'aimerais y évoluer sur la durée.`,
        () => `, ce qui me permettrait de grandir professionnellement.`,
        () => `, et c'est dans cette voie que je veux avancer.`,
      ],
    ),
    confident: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ co, list }) => `Je veux mettre mes connaissances en ${list} au service de ${co.name}`,
        ({ list }) => `Ce poste demande des compétences en ${list}`,
        ({ co, list }) => `Grâce à mes connaissances en ${list}, je peux être utile ${co.at}`,
        ({ co, list }) => `Ma candidature ${co.for} s'appuie sur mes connaissances en ${list}`,
        ({ co, list }) => `Le poste ${co.at} est centré sur des compétences en ${list}`,
        ({ co, list }) =>
          `J'ai choisi de postuler ${co.at} parce que le poste mise sur des compétences en ${list}`,
        ({ co, list }) => `Pour ce poste ${co.at}, je m'appuie sur mes compétences en ${list}`,
      ],
      [
        () => `, et j'ai l'intention de prendre des responsabilités dans ce domaine.`,
        () => ` : c'est la prochaine étape logique de mon parcours.`,
        () => `, et j'ai à cœur d'apporter une contribution concrète à vos projets.`,
        () => `, et je compte bien continuer à développer mes compétences sur le terrain.`,
        () => `, ce qui correspond à l'orientation que je donne à ma carrière.`,
        () => `, et c'est dans cette direction que j'entends évoluer.`,
      ],
    ),
  },
  motivationPlain: {
    any: [
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Je souhaite rejoindre ${co.name}`,
          ({ co }) => `J'aimerais intégrer l'équipe de ${co.name}`,
          ({ co }) => `Mon souhait est d'évoluer ${co.at}`,
          ({ co }) => `C'est avec conviction que je postule ${co.at}`,
          ({ co }) => `J'aspire à travailler ${co.for}`,
          ({ co }) => `Il me tient à cœur de rejoindre ${co.name}`,
          ({ co }) => `Je présente ma candidature à ${co.name}`,
        ],
        [
          () => ` car ce poste correspond à l'orientation que je veux donner à ma carrière.`,
          () => ` pour franchir une nouvelle étape dans ma carrière.`,
          () => `, car je veux continuer à progresser sur le plan professionnel.`,
          () => `, avec l'envie de mettre en pratique ce que j'ai appris.`,
          () => `, car le travail que vous menez m'intéresse beaucoup.`,
          () => ` afin d'appliquer mes connaissances et de les approfondir sur le terrain.`,
        ],
      ),
      ({ co }) =>
        `Ce poste m'attire car il me permettrait de franchir une nouvelle étape dans ma carrière ${co.at}.`,
      ({ co }) => `Travailler ${co.for} donnerait à ma carrière l'orientation que je recherche.`,
    ],
    enthusiastic: [
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Ce serait un véritable plaisir de rejoindre ${co.name}`,
          ({ co }) => `C'est avec enthousiasme que je postule ${co.at}`,
          ({ co }) => `J'ai très envie d'intégrer ${co.name}`,
          ({ co }) => `Travailler ${co.for} serait pour moi une vraie joie`,
          ({ co }) => `La perspective de rejoindre ${co.name} me motive beaucoup`,
          ({ co }) => `Je me réjouirais de pouvoir évoluer ${co.at}`,
          ({ co }) => `Intégrer ${co.name} me tient particulièrement à cœur`,
        ],
        [
          () => `, car cela représenterait une belle étape dans ma carrière.`,
          () => `, car j'ai hâte de relever de nouveaux défis.`,
          () => `, car je souhaite grandir professionnellement à vos côtés.`,
          () => `, car j'aimerais y mettre en pratique ce que j'ai appris.`,
          () => `, car ce poste me permettrait d'avancer dans la direction que je vise.`,
          () => `, d'autant que j'apprécie beaucoup le travail que vous menez.`,
        ],
      ),
      ({ co }) => `Ce serait un véritable plaisir de rejoindre ${co.name} sur ce poste et d'y évoluer.`,
      ({ co }) => `La perspective de travailler ${co.for} m'enthousiasme vraiment.`,
    ],
  },
  motivationExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `J'aimerais contribuer à vos activités`,
        () => `Je prendrais volontiers des responsabilités au sein de votre équipe`,
        () => `Je souhaite apporter ce que je sais à votre équipe`,
        () => `L'idée de rejoindre votre équipe me motive`,
        () => `J'ai à cœur de m'investir pleinement dans les missions du poste`,
        () => `Mon intention est de contribuer à l'équipe dès le départ`,
        () => `Je recherche une équipe où le savoir se partage`,
        () => `J'ai envie de relever les défis de ce poste`,
      ],
      [
        () => `.`,
        () => `, tout en continuant à apprendre.`,
        () => `, en continuant d'apprendre de mes collègues.`,
        () => `, dans une perspective de long terme.`,
        () => `, avec l'envie d'évoluer à vos côtés.`,
      ],
    ),
    () =>
      `J'aime travailler dans une équipe où le savoir se partage ouvertement, et je souhaite y contribuer au sein de la vôtre.`,
    () => `J'aime prendre des responsabilités et apprendre au contact de collègues expérimentés.`,
    () => `Je vois dans ce poste l'occasion de contribuer tout en continuant à apprendre.`,
    () => `J'aimerais m'investir durablement à vos côtés.`,
    () => `J'aimerais contribuer à vos activités et continuer à progresser à vos côtés.`,
    () => `Les nouvelles missions me motivent, tout comme apprendre des personnes qui m'entourent.`,
    () => `Faire partie d'une équipe qui partage ses connaissances compte beaucoup pour moi.`,
    () => `Je souhaite m'inscrire dans la durée dans un poste comme celui-ci.`,
  ],
  motivationRole: [
    ({ role }) =>
      `Le poste de ${role} est pour moi l'occasion de mettre à profit ce que j'ai appris et de continuer à progresser.`,
    ({ role }) => `Je vois le poste de ${role} comme la bonne prochaine étape pour moi.`,
    ({ role }) =>
      `Au poste de ${role}, je souhaite prendre en charge les missions que vous décrivez et les mener à bien.`,
    ({ role }) => `Le poste de ${role} correspond au métier que je veux exercer dans les années à venir.`,
    ({ role }) =>
      `Le poste de ${role} me permettrait de mettre mon expérience à profit dans un nouveau cadre.`,
    ({ role }) => `Rejoindre votre équipe au poste de ${role} serait une étape importante de mon parcours.`,
  ],

  closing: {
    any: [
      () =>
        `Je me tiens à votre disposition pour un entretien afin de vous exposer plus en détail mes motivations.`,
      () => `Je souhaiterais vivement pouvoir vous présenter mon parcours lors d'un entretien.`,
    ],
    friendly: [
      () =>
        `Ce serait avec plaisir que j'échangerais avec vous lors d'un entretien pour en savoir plus sur l'équipe.`,
      () => `Ce serait un plaisir d'en discuter avec vous de vive voix.`,
    ],
    formal: [
      () => `Je reste à votre entière disposition pour un entretien à la date qui vous conviendra.`,
      () => `Je vous saurais gré de bien vouloir m'accorder un entretien.`,
    ],
    enthusiastic: [
      () => `J'ai hâte d'échanger avec vous et de vous en dire plus lors d'un entretien !`,
      () => `Ce serait un grand plaisir de vous rencontrer lors d'un entretien.`,
    ],
    confident: [
      () => `Je me réjouis de vous montrer lors d'un entretien ce que je peux apporter à votre équipe.`,
      () =>
        `Je suis disponible pour vous présenter lors d'un entretien la valeur que j'apporterais à votre équipe.`,
    ],
  },
  closingExtra: [
    () =>
      `Je vous remercie du temps consacré à ma candidature et de l'attention que vous voudrez bien lui porter.`,
    () => `Je vous remercie de l'attention portée à ma candidature.`,
    () => `Je vous remercie pour le temps consacré à la lecture de ma lettre.`,
    () => `Merci pour votre temps et votre considération.`,
  ],
  availability: [
    () => `Je m'adapterai volontiers à vos disponibilités pour un éventuel entretien.`,
    () => `Je m'adapterai volontiers à votre agenda pour convenir d'un entretien.`,
    () => `Je peux me rendre disponible pour un entretien selon vos contraintes.`,
    () => `Pour un entretien, je m'organiserai en fonction de vos disponibilités.`,
    () => `Vous pouvez me proposer la date d'entretien qui vous arrange.`,
    () => `Nous pourrons convenir ensemble d'une date d'entretien.`,
    () => `Je me libérerai volontiers pour un entretien au moment qui vous convient.`,
    () => `La date d'un éventuel entretien peut être fixée selon votre calendrier.`,
    () => `Pour fixer un entretien, je m'adapte à vos horaires.`,
    () => `Je trouverai volontiers un créneau pour un entretien selon vos disponibilités.`,
    () => `Un entretien peut avoir lieu à la date de votre choix.`,
    () => `Quant à la date d'un entretien, je suivrai volontiers vos propositions.`,
  ],
  closingMore: [
    () => `Si vous avez des questions sur ma candidature, j'y répondrai volontiers.`,
    () => `Si un point de ma candidature mérite d'être précisé, je le ferai avec plaisir.`,
    () => `Je peux vous transmettre tout document complémentaire dont vous auriez besoin.`,
    () => `N'hésitez pas à me contacter si vous souhaitez en savoir plus.`,
  ],
};
