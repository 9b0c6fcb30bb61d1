import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts } from './types.ts';

/** The facts a motivation sentence names. */
type M = { role: string; co: CompanyForms; list: string };

/** Verbs CV bullets open with that do not end in "-ed" (present or irregular past). */
const VERBS = new Set(
  `lead led build built run ran cut wrote write make made win won grow grew drive drove set take took teach
  taught bring brought keep kept manage develop design own work mentor organise organize introduce create
  deliver support plan coordinate maintain implement prepare train handle care provide ensure conduct
  monitor oversee oversaw help negotiate analyse analyze improve reduce increase launch automate produce
  oversee sell sold meet met`.split(/\s+/),
);

/** British English letter conventions ("22 November 2026", "Dear Hiring Manager,", "Kind regards,"). */
export const en: Phrasebook = {
  code: 'en',
  lowercaseAfterGreeting: false,
  fallbackRole: 'team member',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  date: (day, month, year) => `${day} ${month} ${year}`,
  dateLine: (date) => date,
  subject: () => null,
  greeting: (co, tone) =>
    co.named && (tone === 'friendly' || tone === 'enthusiastic')
      ? `Dear ${co.name} team,`
      : 'Dear Hiring Manager,',
  signoff: (tone) =>
    tone === 'formal' ? 'Yours sincerely,' : tone === 'friendly' ? 'Best regards,' : 'Kind regards,',
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  quote: (text) => `“${text}”`,
  company: (name) =>
    name
      ? { name, at: `at ${name}`, for: `for ${name}`, named: true }
      : { name: 'your company', at: 'at your company', for: 'for your company', named: false },
  roleAt: (position, company) => (company ? `${position} at ${company}` : position),
  degreeAt: (degree, institution) =>
    institution ? `${degree} at ${/^universit/i.test(institution) ? 'the ' : ''}${institution}` : degree,
  since: (year) => `since ${year}`,
  languageNames: {
    en: 'English',
    da: 'Danish',
    de: 'German',
    es: 'Spanish',
    fr: 'French',
    sv: 'Swedish',
    no: 'Norwegian',
    nl: 'Dutch',
    it: 'Italian',
    pt: 'Portuguese',
    pl: 'Polish',
    ar: 'Arabic',
    zh: 'Chinese',
  },
  languageLevels: {
    native: 'native',
    fluent: 'fluent',
    good: 'good',
    intermediate: 'intermediate',
    basic: 'basic',
  },
  careerChange: [
    ...cross<{ role: string; co: CompanyForms; from: string }>(
      [
        ({ co }) => `I am applying ${co.for} to move my career in a new direction`,
        ({ co }) => `I am applying ${co.at} to take my working life in a new direction`,
        () => `I am looking to change direction`,
        () => `I want my next step to be a change of field`,
        ({ co }) => `I want to give my career a new direction ${co.at}`,
        ({ co }) => `I would like to start a new chapter ${co.at}`,
        ({ co }) => `I would now like to take my work in a new direction ${co.at}`,
        () => `I am ready to change direction`,
      ],
      [
        ({ from }) => `, and I would bring what I have learned as ${from} with me.`,
        ({ from }) => `, drawing on my experience as ${from}.`,
        ({ from }) => `, building on my time as ${from}.`,
        ({ from }) => `, and the practical experience I gained as ${from} would come with me.`,
        ({ from }) => `, and my time as ${from} is the experience I would build on.`,
        ({ from }) => ` – with what I learned as ${from} as my starting point.`,
      ],
    ),
    ({ from }) =>
      `My background as ${from} is in a different field, and it is the experience I would build on in this role.`,
    ({ from }) =>
      `My experience as ${from} comes from another field, and I would like to put it to use in new work.`,
    ({ from, co }) =>
      `Having worked as ${from}, I would now like to take my experience into a new field ${co.at}.`,
    ({ from }) => `What I learned as ${from} is what I would build on as I change direction.`,
    ({ from }) => `Coming from work as ${from}, I am ready to apply that experience in a new area.`,
    ({ from }) =>
      `The experience I gathered as ${from} is the foundation I would take into this change of direction.`,
  ],

  opening: {
    any: [
      ({ role, co }) => `I am writing to apply for the position of ${role} ${co.at}.`,
      ({ role, co }) => `Please accept my application for the ${role} role ${co.at}.`,
      ({ role, co }) => `I would like to apply for the ${role} position ${co.at}.`,
    ],
    friendly: [
      ({ role, co }) =>
        `I was glad to come across your opening for the ${role} position ${co.at}, and I would love to apply.`,
      ({ role, co }) =>
        `When I read that the ${role} position was open, I knew I wanted to apply to ${co.name}.`,
    ],
    formal: [
      ({ role, co }) => `I hereby apply for the position of ${role} ${co.at}.`,
      ({ role, co }) => `I wish to submit my application for the post of ${role} ${co.at}.`,
    ],
    enthusiastic: [
      ({ role, co }) =>
        `I was genuinely excited to read that ${co.name} is hiring for the ${role} position, and I am delighted to apply.`,
      ({ role, co }) =>
        `The ${role} position ${co.at} is exactly the kind of role I have been hoping to find, and I am eager to apply.`,
    ],
    confident: [
      ({ role, co }) =>
        `I am applying for the ${role} position ${co.at} because I am convinced I can make a real contribution from day one.`,
      ({ role, co }) => `I am confident that I am a strong candidate for the ${role} position ${co.at}.`,
    ],
  },
  currentRole: [
    ...cross<{ roleAt: string }>(
      [
        ({ roleAt }) => `I currently work as ${roleAt}`,
        ({ roleAt }) => `At present I am employed as ${roleAt}`,
        ({ roleAt }) => `Today I work as ${roleAt}`,
        ({ roleAt }) => `At the moment I work as ${roleAt}`,
        ({ roleAt }) => `Right now, I am employed as ${roleAt}`,
        ({ roleAt }) => `My current job is as ${roleAt}`,
        ({ roleAt }) => `These days I work as ${roleAt}`,
        ({ roleAt }) => `Currently, I am employed as ${roleAt}`,
      ],
      [
        () => `.`,
        () => `, where I gain practical experience every day.`,
        () => `, and that experience comes with me.`,
        () => ` – a job that teaches me a lot in practice.`,
        () => `, and I would build on that experience here.`,
      ],
    ),
    ({ roleAt }) => `At present I am working as ${roleAt}.`,
    ({ roleAt }) => `My present job is as ${roleAt}.`,
  ],
  recentRole: [
    ...cross<{ roleAt: string }>(
      [
        ({ roleAt }) => `Most recently I worked as ${roleAt}`,
        ({ roleAt }) => `My most recent position was as ${roleAt}`,
        ({ roleAt }) => `Most recently I was employed as ${roleAt}`,
        ({ roleAt }) => `My most recent job was as ${roleAt}`,
        ({ roleAt }) => `My last position was as ${roleAt}`,
        ({ roleAt }) => `Most recently, I held the position of ${roleAt}`,
        ({ roleAt }) => `My latest position was as ${roleAt}`,
        ({ roleAt }) => `The last job I held was as ${roleAt}`,
      ],
      [
        () => `.`,
        () => `, where I gained practical experience.`,
        () => `, and that experience comes with me.`,
        () => ` – a job that taught me a great deal in practice.`,
        () => `, and I would build on that experience here.`,
      ],
    ),
  ],
  studyDone: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `I have completed my ${degreeAt}`,
        ({ degreeAt }) => `I have finished my ${degreeAt}`,
        ({ degreeAt }) => `I hold the qualification ${degreeAt}`,
        ({ degreeAt }) => `My background is my ${degreeAt}`,
        ({ degreeAt }) => `As my qualification, I bring my ${degreeAt}`,
        ({ degreeAt }) => `I have successfully completed my ${degreeAt}`,
        ({ degreeAt }) => `My academic background is my ${degreeAt}`,
        ({ degreeAt }) => `I am applying with a completed ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, and I am now ready for the next step.`,
        () => ` – the basis I would build on in this role.`,
        () => `, and I would now like to put it to use in practice.`,
        () => `, which I would like to build on professionally.`,
      ],
    ),
    ({ degreeAt }) => `With my ${degreeAt} completed, I am ready for the next step.`,
  ],
  studyOngoing: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `I am currently studying for my ${degreeAt}`,
        ({ degreeAt }) => `At present I am completing my ${degreeAt}`,
        ({ degreeAt }) => `Right now I am studying for my ${degreeAt}`,
        ({ degreeAt }) => `These days I am completing my ${degreeAt}`,
        ({ degreeAt }) => `My ${degreeAt} is currently under way`,
        ({ degreeAt }) => `At the moment I am working towards my ${degreeAt}`,
        ({ degreeAt }) => `Currently I am pursuing my ${degreeAt}`,
        ({ degreeAt }) => `My studies for the ${degreeAt} are ongoing`,
      ],
      [
        () => `.`,
        () => `, and I am keen to put what I am learning into practice.`,
        () => ` – knowledge I would like to apply in practice.`,
        () => `, and I look forward to combining my studies with practical work.`,
        () => `, and I would like to gain professional experience alongside it.`,
      ],
    ),
  ],
  // Not a degree (apprenticeship, retraining, course, exam): under way, never "studying".
  trainingOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `I am currently completing my ${degreeAt}`,
      ({ degreeAt }) => `At present I am partway through my ${degreeAt}`,
      ({ degreeAt }) => `My ${degreeAt} is currently under way`,
      ({ degreeAt }) => `Right now I am in the middle of my ${degreeAt}`,
      ({ degreeAt }) => `At the moment I am working my way through my ${degreeAt}`,
      ({ degreeAt }) => `My ${degreeAt} is still in progress`,
      ({ degreeAt }) => `I am presently undertaking my ${degreeAt}`,
      ({ degreeAt }) => `Currently I am pursuing my ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, and I look forward to applying what I learn in practice.`,
      () => ` – and I would like to put what I am learning to work in a role like this.`,
      () => `, and I would welcome the chance to gain practical experience alongside it.`,
      () => `, and I would like to combine it with hands-on work.`,
      () => `, and I am keen to use what I learn there in day-to-day work.`,
    ],
  ),
  topMatch: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Your advertisement asks for ${list}`,
        ({ list }) => `You are looking for ${list}`,
        ({ list }) => `Your requirements include ${list}`,
        ({ list }) => `I noticed that you are looking for ${list}`,
        ({ list }) => `Reading your advertisement, I noticed the emphasis on ${list}`,
        ({ list }) => `Your advertisement names ${list}`,
        ({ list }) => `The position calls for ${list}`,
        ({ list }) => `Your advertisement places weight on ${list}`,
      ],
      [
        () => `, and that is where my experience lies.`,
        () => ` – an area my experience covers.`,
        () => `, which my background covers.`,
        () => `, and that matches my background.`,
        () => `, which is what my experience is built on.`,
      ],
    ),
    ({ list }) => `You are looking for ${list} – precisely what my background offers.`,
    ({ list }) =>
      `Reading your advertisement, I noticed the emphasis on ${list} – which is exactly what I have worked with.`,
    ({ list }) => `What you ask for – ${list} – is what my experience is built on.`,
  ],
  openingExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `In this letter I would like to show`,
        () => `Below I describe`,
        () => `Let me show you`,
        () => `This letter sets out`,
        () => `I would like to explain briefly`,
        () => `Here I set out`,
      ],
      [
        () => ` how my experience fits what you are looking for.`,
        () => ` how my background fits the position.`,
        () => ` how my experience matches your requirements.`,
        ({ co }) => ` why I believe I would be a good addition ${co.at}.`,
      ],
    ),
  ],
  noMatch: [
    ...cross<{ role: string }>(
      [
        () => `In the following I would like to explain`,
        () => `Below I set out briefly`,
        () => `In this letter I would like to show`,
        () => `Let me set out`,
        () => `Over the next paragraphs I would like to describe`,
        () => `Allow me to use the following lines to outline`,
        () => `With this letter I would like to explain`,
        () => `Here I would like to set out`,
      ],
      [
        () => ` what I can bring to this role.`,
        () => ` what I would contribute in this position and why it interests me.`,
        () => ` what I have done so far and what I would like to contribute in this role.`,
        () => ` what I can contribute from my experience so far and why I would like to work with you.`,
        () => ` which experience I would draw on and why I see this position as a good next step.`,
        () => ` what I would bring to the job and why I would like to join your team.`,
        () => ` what my experience so far has prepared me for and why this role appeals to me.`,
        () => ` how my background relates to the position and what I would like to contribute.`,
      ],
    ),
    () => `Here is a short account of the experience I would bring with me.`,
  ],

  roleNow: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `As ${roleAt}${period},`,
        ({ roleAt, period }) => `In my current role as ${roleAt}${period},`,
        ({ roleAt, period }) => `In my job as ${roleAt}${period},`,
        ({ roleAt, period }) => `In my present position as ${roleAt}${period},`,
      ],
      [
        ({ list }) => ` I work with ${list}.`,
        ({ list }) => ` my daily work covers ${list}.`,
        ({ list }) => ` I work with ${list} every day.`,
        ({ list }) => ` my tasks include ${list}.`,
        ({ list }) => ` my work involves ${list}.`,
        ({ list }) => ` I regularly work with ${list}.`,
      ],
    ),
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) =>
          `Working with ${list} is part of my everyday work as ${roleAt}${period}`,
        ({ roleAt, period, list }) => `My current position as ${roleAt}${period} involves ${list}`,
        ({ roleAt, period, list }) => `My everyday work as ${roleAt}${period} includes ${list}`,
        ({ roleAt, period, list }) => `I currently work with ${list} as ${roleAt}${period}`,
        ({ roleAt, period, list }) => `Day to day, my work as ${roleAt}${period} covers ${list}`,
      ],
      [
        () => `.`,
        () => `, and I would bring that experience to this role.`,
        () => ` – practice I would draw on from the start.`,
      ],
    ),
    ({ roleAt, period, list }) => `Among other things, my work as ${roleAt}${period} covers ${list}.`,
  ],
  rolePast: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `As ${roleAt}${period},`,
        ({ roleAt, period }) => `In my role as ${roleAt}${period},`,
        ({ roleAt, period }) => `In my job as ${roleAt}${period},`,
        ({ roleAt, period }) => `During my time as ${roleAt}${period},`,
      ],
      [
        ({ list }) => ` I worked with ${list}.`,
        ({ list }) => ` my daily work covered ${list}.`,
        ({ list }) => ` I worked with ${list} every day.`,
        ({ list }) => ` my tasks included ${list}.`,
        ({ list }) => ` my work involved ${list}.`,
        ({ list }) => ` I regularly worked with ${list}.`,
      ],
    ),
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) =>
          `In my role as ${roleAt}${period}, working with ${list} was part of my daily routine`,
        ({ roleAt, period, list }) => `My position as ${roleAt}${period} involved ${list}`,
        ({ roleAt, period, list }) => `My everyday work as ${roleAt}${period} included ${list}`,
        ({ roleAt, period, list }) => `I worked with ${list} as ${roleAt}${period}`,
        ({ roleAt, period, list }) => `Working with ${list} was part of my job as ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, and I would bring that experience to this role.`,
        () => ` – practice I would draw on from the start.`,
      ],
    ),
    ({ roleAt, period, list }) => `Among other things, my work as ${roleAt}${period} covered ${list}.`,
  ],
  roleNowPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `I currently work as ${roleAt}${period}`,
        ({ roleAt, period }) => `At present I am employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `Today I work as ${roleAt}${period}`,
        ({ roleAt, period }) => `These days I work as ${roleAt}${period}`,
        ({ roleAt, period }) => `At the moment I work as ${roleAt}${period}`,
        ({ roleAt, period }) => `Right now, I am employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `Currently, I am employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `My job at present is as ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, and I would bring that hands-on experience to your team.`,
        () => `, where I gain practical experience every day.`,
        () => `, a job that has taught me a great deal in practice.`,
        () => `, which keeps me close to practical work.`,
        () => `, and that experience comes with me.`,
        () => `, and it is that experience I would build on here.`,
        () => `, a job in which I have learned a lot.`,
        () => `, and I would put that practice to use in this position.`,
      ],
    ),
    ({ roleAt, period }) =>
      `My current position as ${roleAt}${period} gives me practical experience I can build on.`,
    ({ roleAt, period }) => `My day-to-day job is as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Each day as ${roleAt}${period} adds to my practical experience.`,
    ({ roleAt, period }) => `Practical experience comes from my current job as ${roleAt}${period}.`,
    ({ roleAt, period }) =>
      `My present job as ${roleAt}${period} has given me hands-on experience that I would like to put to use in a new setting.`,
  ],
  rolePastPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `I was employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `I previously worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `My experience includes work as ${roleAt}${period}`,
        ({ roleAt, period }) => `In the past I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `For a time I was employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `I held the post of ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, where I gained hands-on experience.`,
        () => `, and that experience is what I would build on.`,
        () => `, a job that taught me a lot in practice.`,
        () => `, which gave me practical experience I can build on.`,
      ],
    ),
    ({ roleAt, period }) =>
      `As ${roleAt}${period}, I gained practical experience that I would bring to this role.`,
    ({ roleAt, period }) => `My time as ${roleAt}${period} gave me practical experience I can build on.`,
    ({ roleAt, period }) => `As ${roleAt}${period}, I learned a great deal in practice.`,
    ({ roleAt, period }) => `Practical experience came from my time as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Hands-on experience is something I gained as ${roleAt}${period}.`,
    ({ roleAt, period }) => `From my time as ${roleAt}${period}, I bring practical experience.`,
    ({ roleAt, period }) => `My previous position was that of ${roleAt}${period}.`,
    ({ roleAt, period }) => `I know day-to-day working life from my time as ${roleAt}${period}.`,
  ],
  roleTools: [
    ...cross<{ list: string; current: boolean }>(
      [
        ({ list, current }) => `There I also ${current ? 'work' : 'worked'} with ${list}`,
        ({ list, current }) => `In that job I also ${current ? 'use' : 'used'} ${list}`,
        ({ list, current }) => `I also ${current ? 'use' : 'used'} ${list} in that job`,
        ({ list, current }) => `The work there ${current ? 'also involves' : 'also involved'} ${list}`,
        ({ list, current }) => `My toolkit there ${current ? 'also includes' : 'also included'} ${list}`,
        ({ list, current }) => `Alongside that, I ${current ? 'work' : 'worked'} with ${list}`,
        ({ list, current }) => `In that role, my work ${current ? 'also covers' : 'also covered'} ${list}`,
        ({ list, current }) => `Day to day, I also ${current ? 'use' : 'used'} ${list} there`,
      ],
      [
        () => `.`,
        ({ current }) => `, which ${current ? 'adds' : 'added'} to my practical experience.`,
        () => ` – experience I would bring to this role as well.`,
        () => `, and I would bring that experience with me.`,
        ({ current }) =>
          current
            ? ` – hands-on experience I am building every day.`
            : ` – hands-on experience I can build on.`,
      ],
    ),
  ],
  previousRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) => `Before that, as ${roleAt}${period}, I worked with ${list}`,
        ({ roleAt, period, list }) => `Earlier, as ${roleAt}${period}, my work included ${list}`,
        ({ roleAt, period, list }) => `My earlier position as ${roleAt}${period} also involved ${list}`,
        ({ roleAt, period, list }) => `Prior to that, I worked with ${list} as ${roleAt}${period}`,
        ({ roleAt, period, list }) => `Before this, my work as ${roleAt}${period} included ${list}`,
        ({ roleAt, period, list }) => `In my previous role as ${roleAt}${period}, I worked with ${list}`,
        ({ roleAt, period, list }) => `Earlier in my career, as ${roleAt}${period}, I worked with ${list}`,
        ({ roleAt, period, list }) => `Previously, as ${roleAt}${period}, my tasks included ${list}`,
      ],
      [
        () => `.`,
        () => `, which added to my practical experience.`,
        () => `, and I still draw on that experience today.`,
        () => ` – experience I would bring to this role as well.`,
        () => `, a position that broadened my practical experience.`,
      ],
    ),
  ],
  previousRolePlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Before that, I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Prior to that, I was employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `Earlier in my career I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Earlier on, I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Before that position, I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Further back, I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Previously, I worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Before this, I was employed as ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, which added to my practical experience.`,
        () => `, a position that broadened my practical experience.`,
        () => `, where I built up further hands-on experience.`,
        () => `, and that experience has stayed with me.`,
        () => `, a job that taught me a lot in practice.`,
        () => `, and I still draw on that experience today.`,
        () => ` – experience I would bring to this role as well.`,
      ],
    ),
    ({ roleAt, period }) => `Earlier in my career I was ${roleAt}${period}.`,
    ({ roleAt, period }) => `My earlier experience includes working as ${roleAt}${period}.`,
    ({ roleAt, period }) => `My path before that included work as ${roleAt}${period}.`,
  ],
  otherRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `I have also worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `I have also been employed as ${roleAt}${period}`,
        ({ roleAt, period }) => `My background also includes work as ${roleAt}${period}`,
        ({ roleAt, period }) => `My career also includes a period as ${roleAt}${period}`,
        ({ roleAt, period }) => `Added to this is my time as ${roleAt}${period}`,
        ({ roleAt, period }) => `Further experience comes from my work as ${roleAt}${period}`,
        ({ roleAt, period }) => `In addition, I have worked as ${roleAt}${period}`,
        ({ roleAt, period }) => `Another step in my career was my time as ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, which broadened my practical experience.`,
        () => `, a position that added to my practical experience.`,
        () => `, and that experience is part of what I would bring.`,
        () => `, a job that taught me a lot in practice.`,
        () => `, and I still draw on that experience today.`,
        () => ` – experience I would bring to this role as well.`,
      ],
    ),
    ({ roleAt, period }) => `Another part of my experience is my time as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Experience as ${roleAt}${period} is also part of my background.`,
    ({ roleAt, period }) => `Another position I have held is ${roleAt}${period}.`,
    ({ roleAt, period }) => `I also bring experience as ${roleAt}${period}.`,
  ],
  studyEvidence: [
    ...cross<{ degreeAt: string; period: string; list: string }>(
      [
        ({ degreeAt, period, list }) => `Through my ${degreeAt}${period}, I have worked with ${list}`,
        ({ degreeAt, period, list }) => `My ${degreeAt}${period} gave me a grounding in ${list}`,
        ({ degreeAt, period, list }) => `During my ${degreeAt}${period}, I worked with ${list}`,
        ({ degreeAt, period, list }) => `In my ${degreeAt}${period}, I gained knowledge of ${list}`,
        ({ degreeAt, period, list }) => `My ${degreeAt}${period} covered ${list}`,
        ({ degreeAt, period, list }) => `As part of my ${degreeAt}${period}, I worked with ${list}`,
        ({ degreeAt, period, list }) =>
          `In the course of my ${degreeAt}${period}, I became familiar with ${list}`,
        ({ degreeAt, period, list }) => `My ${degreeAt}${period} introduced me to ${list}`,
      ],
      [
        () => `.`,
        () => `, and I would like to put that knowledge into practice.`,
        () => ` – a basis I would build on in this role.`,
        () => `, which I would now like to apply in a professional setting.`,
        () => `, and I am keen to build on it at work.`,
      ],
    ),
  ],
  studyEvidencePlain: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) => `My ${degreeAt}${period} has given me a solid academic foundation`,
        ({ degreeAt, period }) => `With my ${degreeAt}${period}, I bring a sound theoretical grounding`,
        ({ degreeAt, period }) => `My ${degreeAt}${period} has prepared me well for professional work`,
        ({ degreeAt, period }) => `Through my ${degreeAt}${period}, I have built a sound base of knowledge`,
        ({ degreeAt, period }) => `A solid foundation comes from my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `What I bring is the grounding of my ${degreeAt}${period}`,
        ({ degreeAt, period }) =>
          `My ${degreeAt}${period} has given me an understanding of the theory behind my field`,
        ({ degreeAt, period }) =>
          `In my ${degreeAt}${period}, I have acquired the core knowledge of my subject`,
        ({ degreeAt, period }) => `I enter the job market with the knowledge from my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `My ${degreeAt}${period} gives me a firm footing in the subject`,
      ],
      [
        () => `.`,
        () => `, and I am keen to build on it in a professional setting.`,
        () => `, and I would now like to put what I learned into practice.`,
        () => ` – a basis for my first steps in working life.`,
      ],
    ),
    ({ degreeAt, period }) => `Knowledge from my ${degreeAt}${period} is what I would build on.`,
  ],
  freshStart: [
    ...cross<{ role: string }>(
      [
        () => `Now I am looking forward to putting what I have learned into practice in a professional role`,
        () => `I am now ready to take my first steps in professional life`,
        () => `My next step is to apply my knowledge in practice`,
        () => `I look forward to starting my working life`,
        () => `Now I would like to turn what I have learned into practical work`,
        () => `Putting my knowledge to work is the step I want to take next`,
        () => `Starting work in a professional role is what I am looking forward to`,
        () => `The move into professional work is the next step I want to take`,
      ],
      [
        () => `.`,
        () => `, and this position would be a good place to start.`,
        () => `, learning on the job as I go.`,
        () => `, and I look forward to growing with the tasks of the job.`,
        () => `, and this role would give me the chance to do so.`,
      ],
    ),
    () =>
      `Now I am looking forward to putting what I learned during my studies into practice in a professional role and growing with the tasks it brings.`,
    () => `This role would be the ideal place to apply what I learned during my studies.`,
    () => `Learning on the job is the next step I am ready for.`,
  ],
  evidenceWrap: [
    ...cross<{ role: string }>(
      [
        () => `Taken together, this experience`,
        () => `All of this`,
        () => `This background`,
        () => `My experience so far`,
        () => `Everything above`,
        () => `Taken as a whole, my background`,
        () => `My path so far`,
        () => `This experience as a whole`,
      ],
      [
        () => ` gives me a solid basis for this role.`,
        () => ` has prepared me well for the tasks of this position.`,
        () => ` is what I would bring to your team.`,
        () => ` is what I would build on in the job.`,
        () => ` is the grounding I would put to use in the position.`,
        () => ` has equipped me for the work the position involves.`,
      ],
    ),
  ],
  example: [
    ...cross<{ line: string }>(
      [
        () => `One example`,
        () => `A concrete example`,
        () => `An example`,
        () => `One result I am glad to point to`,
        () => `A specific result`,
        () => `A typical example`,
        () => `One illustration`,
      ],
      [
        ({ line }) => ` from that role: ${line}`,
        ({ line }) => ` from my time there: ${line}`,
        ({ line }) => ` from that job: ${line}`,
        ({ line }) => ` of my work there: ${line}`,
        ({ line }) => ` from those years: ${line}`,
        ({ line }) => ` from that position: ${line}`,
      ],
    ),
    ({ line }) => `To give a concrete example: ${line}`,
    ({ line }) => `What that looked like in practice: ${line}`,
    ({ line }) => `To illustrate my work there: ${line}`,
    ({ line }) => `In concrete terms: ${line}`,
    ({ line }) => `Here is an example from that position: ${line}`,
  ],
  clause: (line) => {
    const verb = line.match(/^(\p{Lu}\p{Ll}+)\s/u)?.[1];
    if (!verb || !(/[^s]ed$/.test(verb) || VERBS.has(verb.toLowerCase()))) return null;
    // A line with a subject of its own ("Pied Piper is a platform…") is not a bullet's verb phrase.
    if (/^\p{Lu}\S*(?:\s+\p{Lu}\S*)*\s+(?:is|are|was|were|has|have|had)\b/u.test(line)) return null;
    return `I ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
  },
  exampleClause: [
    ({ clause }) => `Among other things, ${clause}`,
    ({ clause }) => `In that role, ${clause}`,
    ({ clause }) => `For example, ${clause}`,
    ({ clause }) => `There, ${clause}`,
    ({ clause }) => `To name one example, ${clause}`,
    ({ clause }) => `In practice, ${clause}`,
    ({ clause }) => `In that position, ${clause}`,
    ({ clause }) => `As one example, ${clause}`,
    ({ clause }) => `In that job, ${clause}`,
    ({ clause }) => `In that post, ${clause}`,
    ({ clause }) => `As part of that work, ${clause}`,
    ({ clause }) => `Among other tasks, ${clause}`,
    ({ clause }) => `By way of example, ${clause}`,
    ({ clause }) => `To give one example, ${clause}`,
    ({ clause }) => `During that time, ${clause}`,
    ({ clause }) => `While there, ${clause}`,
    ({ clause }) => `In that capacity, ${clause}`,
    ({ clause }) => `As part of my role there, ${clause}`,
    ({ clause }) => `In my work there, ${clause}`,
    ({ clause }) => `For instance, ${clause}`,
    ({ clause }) => `To illustrate, ${clause}`,
    ({ clause }) => `Concretely, ${clause}`,
    ({ clause }) => `Specifically, ${clause}`,
    ({ clause }) => `In that setting, ${clause}`,
    ({ clause }) => `During my time there, ${clause}`,
    ({ clause }) => `On the job, ${clause}`,
    ({ clause }) => `While working there, ${clause}`,
    ({ clause }) => `Among the things I did there, ${clause}`,
    ({ clause }) => `As an illustration, ${clause}`,
    ({ clause }) => `In my time there, ${clause}`,
    ({ clause }) => `A case in point: ${clause}`,
    ({ clause }) => `In particular, ${clause}`,
    ({ clause }) => `To give a flavour of the work, ${clause}`,
    ({ clause }) => `To show the kind of work I mean, ${clause}`,
    ({ clause }) => `In the course of that work, ${clause}`,
    ({ clause }) => `Alongside my other tasks, ${clause}`,
    ({ clause }) => `As one of my tasks there, ${clause}`,
    ({ clause }) => `To cite one case, ${clause}`,
    ({ clause }) => `One thing I can point to: ${clause}`,
    ({ clause }) => `To add some detail, ${clause}`,
    ({ clause }) => `One part of that work: ${clause}`,
  ],
  years: [
    ...cross<{ years: number }>(
      [
        ({ years }) => `In total I bring ${years} years of professional experience`,
        ({ years }) => `Altogether I have ${years} years of professional experience behind me`,
        ({ years }) => `I can draw on ${years} years of professional experience`,
        ({ years }) => `My professional experience now spans ${years} years`,
        ({ years }) => `All told, I have ${years} years of professional experience`,
        ({ years }) => `Behind me are ${years} years of professional experience`,
        ({ years }) => `Over my career I have gathered ${years} years of professional experience`,
        ({ years }) => `So far I have ${years} years of professional experience`,
      ],
      [
        () => `.`,
        () => `, and I would bring that experience to this role.`,
        () => ` – experience I would like to put to use in this position.`,
        () => `, and that is the experience I would build on in this job.`,
        () => `, experience I would now like to put to work for you.`,
        () => `, which I would bring with me to this position.`,
        () => ` – a basis I would build on in this job.`,
      ],
    ),
    ({ years }) => `My working life so far adds up to ${years} years of professional experience.`,
    ({ years }) => `That makes ${years} years of professional experience in total.`,
    ({ years }) => `Professionally, I have worked for ${years} years.`,
    ({ years }) => `Adding up my positions, my professional experience comes to ${years} years.`,
    ({ years }) => `In all, ${years} years of professional experience stand behind this application.`,
  ],
  skills: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `I also bring ${list}`,
        ({ list }) => `In addition, I can offer ${list}`,
        ({ list }) => `I can also offer ${list}`,
        ({ list }) => `Beyond that, I bring ${list}`,
        ({ list }) => `My profile also includes ${list}`,
        ({ list }) => `What I can also offer is ${list}`,
        ({ list }) => `Alongside this, I bring ${list}`,
        ({ list }) => `Moreover, I bring ${list}`,
      ],
      [
        () => `, as your advertisement asks.`,
        () => `, which you list among your requirements.`,
        () => ` – another point in your advertisement.`,
        () => `, which your advertisement names.`,
        () => `, as requested in your advertisement.`,
      ],
    ),
    ({ list }) => `Your requirements also include ${list}, which I can offer as well.`,
    ({ list }) => `Your advertisement also lists ${list}, which I can offer too.`,
    ({ list }) => `Further requirements from your advertisement that I meet: ${list}.`,
  ],
  soft: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `On a personal level, I bring ${list}`,
        ({ list }) => `Personally, I can offer ${list}`,
        ({ list }) => `As for personal qualities, I offer ${list}`,
        ({ list }) => `My personal qualities include ${list}`,
        ({ list }) => `I would also bring ${list}`,
        ({ list }) => `Beyond the technical side, I bring ${list}`,
        ({ list }) => `I can also point to ${list}`,
        ({ list }) => `Another thing I bring is ${list}`,
      ],
      [
        () => `, which your advertisement mentions.`,
        () => `, as your advertisement asks.`,
        () => ` – something your advertisement values as well.`,
        () => `, which you also name in your advertisement.`,
        () => `, which you mention as well.`,
      ],
    ),
    ({ list }) => `Your advertisement also values ${list} – something I bring as well.`,
    ({ list }) => `You also mention ${list}, which I would bring to the team as well.`,
    ({ list }) => `Your advertisement also names ${list}, which I can offer as well.`,
    ({ list }) => `I also bring ${list}, which your advertisement mentions.`,
    ({ list }) => `Among the qualities you mention, I can offer ${list}.`,
  ],
  education: {
    degree: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I studied ${degreeAt}`,
          ({ degreeAt }) => `On the academic side, I studied ${degreeAt}`,
          ({ degreeAt }) => `I hold the degree ${degreeAt}`,
          ({ degreeAt }) => `As for my education, I studied ${degreeAt}`,
          ({ degreeAt }) => `In terms of education, I hold ${degreeAt}`,
          ({ degreeAt }) => `Education-wise, I studied ${degreeAt}`,
          ({ degreeAt }) => `Academically, I studied ${degreeAt}`,
          ({ degreeAt }) => `My degree is ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, which gave me a sound theoretical grounding.`,
          () => `, and I would build on what I learned there.`,
          () => ` – a grounding I would put to use in this role.`,
          () => `, and that knowledge is part of what I would bring.`,
          () => `, which I would like to put into practice here.`,
        ],
      ),
      ({ degreeAt }) => `My academic qualification is ${degreeAt}.`,
      ({ degreeAt }) => `Academically, my background is ${degreeAt}.`,
      ({ degreeAt }) => `The academic part of my background is ${degreeAt}.`,
      ({ degreeAt }) => `To my professional experience I add my studies: ${degreeAt}.`,
      ({ degreeAt }) => `My studies were ${degreeAt}.`,
    ],
    exam: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I have passed the examination ${degreeAt}`,
          ({ degreeAt }) => `By examination I obtained the qualification ${degreeAt}`,
          ({ degreeAt }) => `On top of my experience, I passed the examination ${degreeAt}`,
          ({ degreeAt }) => `As for formal qualifications, I passed the examination ${degreeAt}`,
          ({ degreeAt }) => `The examination ${degreeAt} is among my qualifications`,
          ({ degreeAt }) => `My qualifications include the examination ${degreeAt}`,
          ({ degreeAt }) => `I successfully passed the examination ${degreeAt}`,
          ({ degreeAt }) => `In addition, I passed the examination ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, a qualification I would bring to this role.`,
          () => `, and I would put that knowledge to use here.`,
          () => ` – a formal qualification I can build on.`,
          () => `, which adds to my practical experience.`,
        ],
      ),
      ({ degreeAt }) => `I passed the examination as ${degreeAt}.`,
      ({ degreeAt }) => `I also hold the qualification ${degreeAt}, obtained by examination.`,
      ({ degreeAt }) => `My qualifications include ${degreeAt}, which I obtained by examination.`,
    ],
    apprenticeship: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I trained as ${degreeAt}`,
          ({ degreeAt }) => `I completed an apprenticeship as ${degreeAt}`,
          ({ degreeAt }) => `I qualified through an apprenticeship as ${degreeAt}`,
          ({ degreeAt }) => `As for my training, I completed an apprenticeship as ${degreeAt}`,
          ({ degreeAt }) => `Vocationally, I trained as ${degreeAt}`,
          ({ degreeAt }) => `The foundation of my work is my apprenticeship as ${degreeAt}`,
          ({ degreeAt }) => `Through an apprenticeship, I qualified as ${degreeAt}`,
          ({ degreeAt }) => `My vocational training was as ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, which gave me a solid practical grounding.`,
          () => `, and I still build on that training today.`,
          () => ` – a grounding I would put to use in this role.`,
          () => `, and that training is part of what I would bring.`,
        ],
      ),
    ],
    course: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I completed the course ${degreeAt}`,
          ({ degreeAt }) => `I have also completed the course ${degreeAt}`,
          ({ degreeAt }) => `I also took the course ${degreeAt}`,
          ({ degreeAt }) => `My training includes the course ${degreeAt}`,
          ({ degreeAt }) => `Further training includes the course ${degreeAt}`,
          ({ degreeAt }) => `To build on my skills, I completed the course ${degreeAt}`,
          ({ degreeAt }) => `Another part of my training is the course ${degreeAt}`,
          ({ degreeAt }) => `Continuing my training, I took the course ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, which added to my practical knowledge.`,
          () => `, and I would bring what I learned there to this role.`,
          () => ` – further training I can build on.`,
          () => `, which rounds off my qualifications.`,
        ],
      ),
    ],
    school: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I completed my ${degreeAt}`,
          ({ degreeAt }) => `My schooling ended with the ${degreeAt}`,
          ({ degreeAt }) => `I left school with the ${degreeAt}`,
          ({ degreeAt }) => `At school I completed the ${degreeAt}`,
          ({ degreeAt }) => `As for schooling, I completed the ${degreeAt}`,
          ({ degreeAt }) => `School ended for me with the ${degreeAt}`,
          ({ degreeAt }) => `My school education concluded with the ${degreeAt}`,
          ({ degreeAt }) => `I finished school with the ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, which laid the foundation for my further path.`,
          () => ` – the starting point of my education.`,
          () => `, and I have built on it since.`,
          () => `, which gave me a sound general education.`,
        ],
      ),
    ],
    other: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `I completed ${degreeAt}`,
          ({ degreeAt }) => `My qualifications include ${degreeAt}`,
          ({ degreeAt }) => `I also have ${degreeAt}`,
          ({ degreeAt }) => `Among my qualifications is ${degreeAt}`,
          ({ degreeAt }) => `Another qualification I hold is ${degreeAt}`,
          ({ degreeAt }) => `To this I add ${degreeAt}`,
          ({ degreeAt }) => `Further, I completed ${degreeAt}`,
          ({ degreeAt }) => `My background also includes ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, and I would bring that knowledge to this role.`,
          () => ` – part of the grounding I would bring.`,
          () => `, which rounds off my background.`,
          () => `, which I can build on in this position.`,
        ],
      ),
      ({ degreeAt }) => `Also part of my background: ${degreeAt}.`,
    ],
  },
  languagesTail: [
    ({ list }) => `and I speak ${list}`,
    ({ list }) => `and I also speak ${list}`,
    ({ list }) => `and as far as languages go, I speak ${list}`,
    ({ list }) => `and language-wise I can offer ${list}`,
    ({ list }) => `while on the language side I speak ${list}`,
    ({ list }) => `and as for languages, I speak ${list}`,
    ({ list }) => `and on the language side I speak ${list}`,
    ({ list }) => `and in terms of languages I speak ${list}`,
    ({ list }) => `and besides that I speak ${list}`,
    ({ list }) => `and on the language side I can offer ${list}`,
    ({ list }) => `and my language skills cover ${list}`,
    ({ list }) => `and I speak the following languages: ${list}`,
    ({ list }) => `and language-wise I speak ${list}`,
    ({ list }) => `and I can also offer ${list}`,
  ],
  languages: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `As for languages,`,
        () => `On the language side,`,
        () => `When it comes to languages,`,
        () => `Language-wise,`,
        () => `In terms of languages,`,
        () => `Regarding languages,`,
        () => `Where languages are concerned,`,
      ],
      [
        ({ list }) => ` I speak ${list}.`,
        ({ list }) => ` I can offer ${list}.`,
        ({ list }) => ` I bring ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        () => `In addition,`,
        () => `Besides this,`,
        () => `Alongside this,`,
        () => `Beyond that,`,
        () => `What is more,`,
      ],
      [({ list }) => ` I speak ${list}.`],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `I speak ${list}`,
        ({ list }) => `As far as languages go, I speak ${list}`,
        ({ list }) => `My language skills comprise ${list}`,
        ({ list }) => `I also speak ${list}`,
      ],
      [
        () => `.`,
        () => `, which I would be glad to put to use in my daily work.`,
        () => `, which may be useful in this position.`,
      ],
    ),
    ({ list }) => `Languages I speak: ${list}.`,
    ({ list }) => `I speak the following languages: ${list}.`,
  ],
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `I also hold ${list}`,
        ({ list }) => `In addition, I have obtained ${list}`,
        ({ list }) => `Alongside this, I hold ${list}`,
        ({ list }) => `Certification-wise, I hold ${list}`,
        ({ list }) => `On the certification side, I can show ${list}`,
        ({ list }) => `To complete the picture, I hold ${list}`,
        ({ list }) => `Besides this, I hold ${list}`,
        ({ list }) => `I have also obtained ${list}`,
      ],
      [
        () => `.`,
        () => `, alongside my work experience.`,
        () => ` as a further part of my training.`,
        () => `, which I would also bring to this role.`,
        () => `, which I can build on in this position.`,
      ],
    ),
    ({ list }) => `I also hold the following certification: ${list}.`,
    ({ list }) => `My qualifications further include ${list}.`,
    ({ list }) => `My training is rounded off by ${list}.`,
    ({ list }) => `Further qualifications: ${list}.`,
    ({ list }) => `Beyond my work, I have obtained ${list}.`,
  ],
  licence: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<Record<string, never>>(
      [
        () => `In addition,`,
        () => `Besides this,`,
        () => `Alongside this,`,
        () => `On the practical side,`,
        () => `What is more,`,
        () => `Beyond that,`,
        () => `On top of this,`,
        () => `Further,`,
      ],
      [() => ` I hold a driving licence.`, () => ` I have a driving licence.`],
    ),
    ...cross<Record<string, never>>(
      [
        () => `I hold a driving licence`,
        () => `I also hold a driving licence`,
        () => `I have a driving licence as well`,
        () => `A driving licence is also among my qualifications`,
        () => `I can also offer a driving licence`,
        () => `I also have a driving licence`,
      ],
      [() => `.`, () => `, should the role call for one.`, () => `, which may be useful in this position.`],
    ),
    () => `A driving licence is something I hold as well.`,
    () => `Among my qualifications is a driving licence.`,
    () => `I am in possession of a driving licence.`,
    () => `My qualifications also include a driving licence.`,
    () => `I am also a driving licence holder.`,
    () => `A driving licence is part of what I bring as well.`,
  ],
  toolkit: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `My skills include ${list}`,
        ({ list }) => `Among the tools and methods I know are ${list}`,
        ({ list }) => `I am familiar with ${list}`,
        ({ list }) => `My working knowledge covers ${list}`,
        ({ list }) => `I know my way around ${list}`,
        ({ list }) => `The skills I bring include ${list}`,
        ({ list }) => `My skill set includes ${list}`,
        ({ list }) => `I can offer skills in ${list}`,
      ],
      [
        () => `.`,
        () => `, and I would be glad to put this knowledge to work in this role.`,
        () => `, which I would bring to the position from the start.`,
        () => ` – a basis I would build on in this job.`,
        () => `, and I would like to apply this knowledge in practice.`,
      ],
    ),
    ({ list }) =>
      `My skills include ${list}, and I would be glad to put them to work in this role from the start.`,
  ],
  strengths: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `Personally,`,
        () => `On a personal level,`,
        () => `As a person,`,
        () => `In terms of personal qualities,`,
        () => `Beyond my skills,`,
        () => `On the personal side,`,
      ],
      [
        ({ list }) => ` I would bring ${list}.`,
        ({ list }) => ` I can offer ${list}.`,
        ({ list }) => ` my strengths include ${list}.`,
        ({ list }) => ` I bring ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `Among my personal strengths I would count ${list}`,
        ({ list }) => `My personal strengths include ${list}`,
        ({ list }) => `Personal strengths I bring include ${list}`,
      ],
      [
        () => `.`,
        () => `, which I would put to use in this role as well.`,
        () => `, which I would also bring to your team.`,
        () => ` – something I would bring to this position as well.`,
      ],
    ),
    ({ list }) => `What I bring personally: ${list}.`,
    ({ list }) => `As personal strengths, I would name ${list}.`,
    ({ list }) => `Personally, I can point to ${list}.`,
    ({ list }) => `What I bring personally includes ${list}.`,
  ],
  moreSkills: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `Beyond that,`,
        () => `In addition,`,
        () => `Besides this,`,
        () => `Alongside this,`,
        () => `What is more,`,
        () => `Further,`,
        () => `On top of that,`,
      ],
      [
        ({ list }) => ` I am familiar with ${list}.`,
        ({ list }) => ` I know my way around ${list}.`,
        ({ list }) => ` my skills include ${list}.`,
        ({ list }) => ` my knowledge covers ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `My skills further include ${list}`,
        ({ list }) => `I am also familiar with ${list}`,
        ({ list }) => `Other skills on my CV include ${list}`,
      ],
      [
        () => `.`,
        () => `, which I would also bring to this role.`,
        () => `, and I would be glad to apply that knowledge here.`,
      ],
    ),
    ({ list }) => `Further skills I bring are ${list}.`,
    ({ list }) => `I also know my way around ${list}.`,
    ({ list }) => `My knowledge also covers ${list}.`,
  ],
  earlierStudy: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) => `Before that, I completed my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Earlier, I completed my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Prior to that, I completed my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Before my latest qualification, I completed my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `I had previously completed my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `This built on my ${degreeAt}${period}`,
        ({ degreeAt, period }) => `My earlier qualification is the ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Before this, I finished my ${degreeAt}${period}`,
      ],
      [
        () => `.`,
        () => `, which laid the groundwork for what came next.`,
        () => ` – an earlier step in my education.`,
        () => `, and I still draw on it today.`,
        () => `, which gave me a first grounding.`,
      ],
    ),
    ({ degreeAt, period }) => `That followed my ${degreeAt}${period}.`,
  ],
  localTown: [
    ...cross<{ town: string; co: CompanyForms }>(
      [
        ({ town }) => `As I live in ${town}`,
        ({ town }) => `Since I live in ${town}`,
        ({ town }) => `Living in ${town} myself`,
        ({ town }) => `Because I live in ${town}`,
        ({ town }) => `With my home in ${town}`,
        ({ town }) => `Being based in ${town}`,
        ({ town }) => `As my home is in ${town}`,
        ({ town }) => `Since ${town} is where I live`,
      ],
      [
        () => `, I could start without having to relocate.`,
        () => `, I would be close to your office.`,
        () => `, I would have a short commute.`,
        () => `, I could join you on site without moving.`,
        () => `, I could easily be on site.`,
      ],
    ),
  ],
  workMode: [
    ...cross<{ mode: 'remote' | 'hybrid' }>(
      [
        ({ mode }) =>
          `I also appreciate that the role allows ${mode === 'remote' ? 'remote' : 'hybrid'} working`,
        ({ mode }) =>
          `The option of ${mode === 'remote' ? 'working remotely' : 'hybrid working'} suits me well`,
        ({ mode }) =>
          `I welcome the fact that the role can be done ${mode === 'remote' ? 'remotely' : 'partly from home'}`,
        ({ mode }) => `${mode === 'remote' ? 'Remote working' : 'A hybrid set-up'} would suit me very well`,
        ({ mode }) =>
          `I am glad to see that the position offers ${mode === 'remote' ? 'remote' : 'hybrid'} working`,
        ({ mode }) =>
          `Being able to work ${mode === 'remote' ? 'remotely' : 'partly from home'} is something I value`,
        ({ mode }) =>
          `${mode === 'remote' ? 'Working remotely' : 'A mix of office and home working'} is an arrangement I would welcome`,
        ({ mode }) => `Your offer of ${mode === 'remote' ? 'remote' : 'hybrid'} working also appeals to me`,
      ],
      [
        () => `.`,
        () => `, and it is one more reason for my application.`,
        () => ` – another reason this position appeals to me.`,
        () => `, and it adds to my interest in the position.`,
        () => ` – one of the points in your advertisement that caught my eye.`,
      ],
    ),
  ],
  contact: (phone, email) =>
    phone && email
      ? `You can reach me on ${phone} or at ${email}.`
      : phone || email
        ? `You can reach me at ${phone || email}.`
        : null,

  motivation: {
    any: [
      ({ co, list }) =>
        `This role appeals to me because it brings together ${list}, and I would like to put what I know to work ${co.for}.`,
      ({ co, list }) =>
        `I am applying to ${co.name} because the role builds on ${list}, which is where I want to keep developing.`,
      // Each reason reads with each aim: the role's focus in the head, the company in the tail.
      ...cross<M>(
        [
          ({ list }) => `What attracts me to this position is its focus on ${list}`,
          ({ list }) => `This role interests me because it centres on ${list}`,
          ({ list }) => `I am applying because the role builds on ${list}`,
          ({ list }) => `My reason for applying is that the position revolves around ${list}`,
          ({ list }) => `The position caught my attention because so much of it involves ${list}`,
          ({ list }) => `Above all, I am drawn to the role by its emphasis on ${list}`,
          ({ list }) => `For me, the appeal of this position lies in ${list}`,
        ],
        [
          ({ co }) => `, and I would like to keep developing in that direction ${co.at}.`,
          ({ co }) => ` – I would like to apply what I know ${co.at} and grow professionally.`,
          ({ co }) => `; working ${co.for} would let me put what I have learned to good use.`,
          ({ co }) => `, so I see the role ${co.at} as a sensible next step in my career.`,
          ({ co }) => `, and I would welcome the chance to take on more responsibility ${co.at}.`,
          ({ co }) => `, which is where I want to keep growing ${co.at}.`,
        ],
      ),
    ],
    enthusiastic: [
      ({ co, list }) => `I would love to join ${co.name} and keep growing in a role that centres on ${list}.`,
      ...cross<M>(
        [
          ({ list }) => `I would love to take on a role that centres on ${list}`,
          ({ list }) => `I am excited about this position because it is built around ${list}`,
          ({ list }) => `What excites me most about this role is its focus on ${list}`,
          ({ list }) => `This position speaks to me, as it puts ${list} at its heart`,
          ({ list }) => `The chance to focus on ${list} in this role is what makes me keen to apply`,
          ({ list }) => `Putting ${list} at the centre of my work is something I would really enjoy`,
          ({ list }) => `I was delighted to see a role with such an emphasis on ${list}`,
        ],
        [
          ({ co }) => `, and I would be glad to keep growing professionally ${co.at}.`,
          ({ co }) => ` – joining ${co.name} would be a real step forward for me.`,
          ({ co }) => `; I would be delighted to apply what I know ${co.at}.`,
          ({ co }) => ` – I would very much like to take the next step in my career ${co.at}.`,
          ({ co }) => `, and I look forward to the prospect of developing further ${co.at}.`,
          ({ co }) => `, and the idea of learning and contributing ${co.at} really appeals to me.`,
        ],
      ),
    ],
    confident: [
      ({ co, list }) => `With my background in ${list}, I know I can add value ${co.for} quickly.`,
      ...cross<M>(
        [
          ({ list }) => `This role centres on ${list}`,
          ({ list }) => `The position builds on ${list}`,
          ({ list }) => `I am applying because the role is built around ${list}`,
          ({ list }) => `This vacancy stood out to me because it calls for ${list}`,
          ({ list }) => `I am applying with conviction, as the position focuses on ${list}`,
          ({ list }) => `My reason for applying is clear: the role asks for ${list}`,
          ({ list }) => `The role's emphasis on ${list} gives me a clear reason to apply`,
        ],
        [
          ({ co }) => `, and I am ready to put what I know to work ${co.for}.`,
          ({ co }) => ` – I intend to contribute ${co.at} from the start and grow with the role.`,
          ({ co }) => `, so I am confident I can contribute ${co.at} and develop further.`,
          ({ co }) =>
            `; I would like to take on responsibility ${co.at} and make the most of what I have learned.`,
          ({ co }) => `, and I see the role ${co.at} as the right next step in my career.`,
          ({ co }) => `, which I intend to build on ${co.at}.`,
        ],
      ),
    ],
  },
  motivationPlain: {
    any: [
      ({ co }) =>
        `This position appeals to me because it would let me take the next step in my career ${co.at}.`,
      ({ co }) =>
        `I would like to join ${co.name} because the role matches the direction I want my work to take.`,
      ({ co }) => `Working ${co.for} would give my career the direction I am looking for.`,
      ({ co }) =>
        `I would like to take the next step in my working life ${co.at}, and this role is where I see it.`,
      ({ co }) => `Joining ${co.name} in this role would be a welcome next step for me.`,
      ({ co }) => `The role ${co.at} would let me build on what I have done so far.`,
      ({ co }) => `My reason for applying to ${co.name} is that the role fits the direction I want to take.`,
      ({ co }) => `Working ${co.at} in this role would let me grow in a direction that interests me.`,
      ({ co }) => `A position like this ${co.at} is where I would like to continue my career.`,
      ({ co }) => `I see the role ${co.at} as a chance to develop further and to contribute.`,
      // Each head reads with each reason: the company in the head, the role in the reason.
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `I am applying to ${co.name}`,
          ({ co }) => `I would like to join ${co.name}`,
          ({ co }) => `Working ${co.for} is something I would value`,
          ({ co }) => `Starting ${co.at} is an attractive prospect for me`,
          ({ co }) => `${co.name} is a place where I would like to work`,
          ({ co }) => `The opportunity to work ${co.at} attracts me`,
          ({ co }) => `This vacancy ${co.at} stood out to me`,
        ],
        [
          () => ` because the role would be a sensible next step in my career.`,
          () => ` because the position would let me develop professionally.`,
          () => `, as this role would let me put what I have learned so far to use.`,
          () => ` – the role fits the direction I want my work to take.`,
          () => ` because I want to build on what I know and keep learning in a role like this.`,
          () => ` because the tasks of this position interest me.`,
        ],
      ),
    ],
    enthusiastic: [
      ({ co }) => `I would be thrilled to take on this role and grow together with ${co.name}.`,
      ({ co }) => `I would be delighted to join ${co.name} and grow with the role.`,
      ({ co }) => `The chance to work ${co.for} really excites me.`,
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `I would be delighted to join ${co.name}`,
          ({ co }) => `The prospect of working ${co.at} excites me`,
          ({ co }) => `I am genuinely excited about this opportunity ${co.at}`,
          ({ co }) => `Joining ${co.name} would mean a great deal to me`,
          ({ co }) => `It would be a real pleasure to work ${co.for}`,
          () => `Your vacancy caught my attention straight away`,
          ({ co }) => `I am very keen to start ${co.at}`,
        ],
        [
          () => ` because this role would be an exciting next step in my career.`,
          () => ` – the position would give me the chance to develop professionally and take on new tasks.`,
          () => `, as the role would let me put what I have learned into practice.`,
          () => ` because I see real room to grow in this role.`,
          () => ` because the tasks in this position are ones I would love to grow into.`,
          () => ` because I would like to contribute to your team and keep learning along the way.`,
        ],
      ),
    ],
  },
  motivationExtra: [
    () =>
      `I value working in a team where people share knowledge openly, and I would like to contribute to that in your team.`,
    () => `I am keen to take on responsibility and to learn from experienced colleagues along the way.`,
    () => `I see this role as a place where I can both contribute and keep learning.`,
    () => `I would be glad to grow with your team over the long term.`,
    () => `I enjoy settling into a new team and getting to know how it works.`,
    () => `I would welcome the chance to contribute to your work and develop further with you.`,
    () => `I look forward to new tasks and to learning from the people around me.`,
    () => `Contributing to a team that shares its knowledge matters to me.`,
    () => `I would like to stay and develop in a position like this for the long term.`,
    () => `I am ready to bring my experience to your team and to keep developing it there.`,
    () => `Learning from experienced colleagues is something I look forward to in a new position.`,
    () => `Getting to know your team and its way of working is something I look forward to.`,
    () => `Over time, I would like to take on more responsibility in a role like this.`,
    () => `Working with colleagues towards shared goals is important to me.`,
    () => `A workplace where questions are welcome and knowledge is shared suits me well.`,
    () => `Growing into new tasks step by step is how I would like to develop.`,
    () => `New tasks are what I would like to take on, together with your team.`,
    () => `My aim is to contribute to your work and to keep developing in the process.`,
    () => `Being part of a team that works well together matters to me.`,
    () => `It matters to me to keep learning in my work.`,
    () => `What I look for in a position is the chance to contribute and to develop at the same time.`,
    () => `Taking on new tasks and seeing them through is what I would like to do in this role.`,
    () => `With your team, I would like to keep building on what I have learned so far.`,
    () => `For me, a good workplace is one where colleagues support each other.`,
    () => `Over the long term, I would like to contribute to your work and grow with it.`,
    () => `Developing further in my field is important to me, and this position would allow that.`,
    () => `Joining your team would give me the chance to learn and to contribute at once.`,
    () => `Sharing what I know and learning from others is part of how I like to work.`,
    () => `Each new position is a chance to learn, and I would like to make the most of this one.`,
    () => `Responsibility for my own tasks is something I would gladly take on.`,
    () => `Building good working relationships with colleagues matters to me.`,
    () => `Becoming part of your team and contributing to its work is my goal.`,
    () => `Together with your team, I would like to take on new tasks and grow with them.`,
    () => `Steady development in a position like this is what I am looking for.`,
    () => `Long-term, I see myself growing with the tasks this position brings.`,
    () => `Taking on tasks and learning from them is how I would like to grow in this role.`,
    () => `Colleagues who share their experience are one of the things I value most in a workplace.`,
    () => `Working together with your team is something I look forward to.`,
    () => `Continuing to develop professionally is important to me.`,
    () => `Day to day, I would like to contribute to your work and learn from it at the same time.`,
  ],
  motivationRole: [
    ({ role }) =>
      `The ${role} position is a chance for me to use what I have learned and to keep developing.`,
    ({ role }) => `I see the ${role} position as the right next step for me.`,
    ({ role }) => `As ${role}, I would like to take on the tasks you describe and see them through.`,
    ({ role }) => `Working as ${role} is the kind of work I want to do in the years ahead.`,
    ({ role }) => `The ${role} role would let me put my experience to work in a new setting.`,
    ({ role }) => `Taking on the ${role} position would be an important step in my working life.`,
  ],

  closing: {
    any: [
      () => `I would welcome the opportunity to discuss my application with you in an interview.`,
      () => `I would be glad to tell you more about my experience in a personal interview.`,
    ],
    friendly: [
      () => `I would be happy to meet you for a conversation and hear more about the team.`,
      () => `It would be great to talk with you in person about the role.`,
    ],
    formal: [
      () => `I should be pleased to attend an interview at your convenience.`,
      () => `I would appreciate the opportunity to present myself in an interview.`,
    ],
    enthusiastic: [
      () => `I would love the chance to talk with you and look forward to hearing from you.`,
      () => `I would be delighted to meet you and tell you more about what I can bring.`,
    ],
    confident: [
      () => `I look forward to showing you in an interview what I can contribute.`,
      () => `I am ready to discuss in an interview how I can strengthen your team.`,
    ],
  },
  closingExtra: [
    () => `Thank you for taking the time to read my application and for considering me for this position.`,
    () => `Thank you for taking the time to read my application.`,
    ({ co }) => `Thank you for considering my application to ${co.name}.`,
    () => `Thank you for your time and consideration.`,
  ],
  availability: [
    () => `I can fit an interview around your schedule.`,
    () => `I am happy to fit in with your schedule for a conversation.`,
    () => `I will gladly arrange an interview at a time that suits you.`,
    () => `An interview can be arranged at whatever time suits you best.`,
    () => `I am happy to find a time for a conversation that works for you.`,
    () => `A date for an interview can be set to suit your calendar.`,
    () => `For an interview, I can arrange my time around yours.`,
    () => `Please let me know a time that suits you, and I will make it work.`,
    () => `I am glad to meet at a time convenient for you.`,
    () => `Whenever it suits you, I would be glad to meet for a conversation.`,
    () => `Any date that suits you for an interview will suit me as well.`,
    () => `We can find a date for an interview that fits your calendar.`,
  ],
  closingMore: [
    () => `Should you have any questions about my application, I will gladly answer them.`,
    () => `If anything in my application is unclear, I am happy to provide further details.`,
    () => `I am happy to send you any further documents you may need.`,
    () => `Please do not hesitate to contact me if you would like to know more.`,
  ],
};
