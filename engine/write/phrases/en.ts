import type { Phrasebook } from './types.ts';

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
    ({ co, from }) =>
      `I am applying ${co.for} to move my career in a new direction, and I would bring what I have learned as ${from} with me.`,
    ({ from }) =>
      `My background as ${from} is in a different field, and it is the experience I would build on in this role.`,
    ({ co, from }) =>
      `I am applying ${co.at} to take my working life in a new direction, drawing on my experience as ${from}.`,
    ({ from }) =>
      `My experience as ${from} comes from another field, and I would like to put it to use in new work.`,
    ({ co, from }) => `After my time as ${from}, I would like to start a new chapter ${co.at}.`,
    ({ from }) =>
      `I am looking to change direction, and I would bring the practical experience I gained as ${from}.`,
    ({ co, from }) =>
      `Having worked as ${from}, I would now like to take my experience into a new field ${co.at}.`,
    ({ from }) => `What I learned as ${from} is what I would build on as I change direction.`,
    ({ co, from }) =>
      `My next step is a change of field, and I would like to bring my experience as ${from} to ${co.name}.`,
    ({ from }) => `Coming from work as ${from}, I am ready to apply that experience in a new area.`,
    ({ co, from }) => `I want to give my career a new direction ${co.at}, building on my time as ${from}.`,
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
    ({ roleAt }) => `I currently work as ${roleAt}.`,
    ({ roleAt }) => `At present I am employed as ${roleAt}.`,
    ({ roleAt }) => `My current job is as ${roleAt}.`,
    ({ roleAt }) => `At present I am working as ${roleAt}.`,
    ({ roleAt }) => `Today I work as ${roleAt}.`,
    ({ roleAt }) => `My present job is as ${roleAt}.`,
    ({ roleAt }) => `Right now, I am employed as ${roleAt}.`,
  ],
  recentRole: [
    ({ roleAt }) => `Most recently I worked as ${roleAt}.`,
    ({ roleAt }) => `My most recent position was as ${roleAt}.`,
    ({ roleAt }) => `Most recently I was employed as ${roleAt}.`,
    ({ roleAt }) => `My most recent job was as ${roleAt}.`,
  ],
  studyDone: [
    ({ degreeAt }) => `I have completed my ${degreeAt}.`,
    ({ degreeAt }) => `My academic background is my ${degreeAt}.`,
    ({ degreeAt }) => `I hold the qualification ${degreeAt}.`,
    ({ degreeAt }) => `I have finished my ${degreeAt}.`,
    ({ degreeAt }) => `My background is my ${degreeAt}.`,
    ({ degreeAt }) => `As my qualification, I bring my ${degreeAt}.`,
    ({ degreeAt }) => `With my ${degreeAt} completed, I am ready for the next step.`,
  ],
  studyOngoing: [
    ({ degreeAt }) => `I am currently studying for my ${degreeAt}.`,
    ({ degreeAt }) => `At present I am completing my ${degreeAt}.`,
  ],
  topMatch: [
    ({ list }) => `Your advertisement asks for ${list}, and that is where my experience lies.`,
    ({ list }) => `You are looking for ${list} – precisely what my background offers.`,
    ({ list }) =>
      `Reading your advertisement, I noticed the emphasis on ${list} – which is exactly what I have worked with.`,
    ({ list }) => `Your requirements include ${list} – an area my experience covers.`,
    ({ list }) => `What you ask for – ${list} – is what my experience is built on.`,
    ({ list }) => `I noticed that you are looking for ${list}, which my background covers.`,
  ],
  openingExtra: [
    () => `In this letter I would like to show how my experience fits what you are looking for.`,
    ({ co }) => `I would like to explain briefly why I believe I would be a good addition ${co.at}.`,
    () => `Below I describe how my experience meets what you are looking for.`,
    () => `Let me show you how my background fits the position.`,
    () => `This letter sets out how my experience matches your requirements.`,
    ({ co }) => `Here is why I think I would be a good fit ${co.at}.`,
  ],
  noMatch: [
    () =>
      `In the following I would like to explain briefly what I can bring to this role and why I would like to join your team.`,
    () => `In the following I would like to explain what I can bring to this role.`,
    () => `Below I set out briefly what I would bring to the position.`,
    () => `Below I outline what I would contribute in this position and why it interests me.`,
    () => `Let me set out what I would bring to the job.`,
    () => `Here is a short account of the experience I would bring with me.`,
    () => `In what follows I describe the experience I would draw on in the position.`,
    () => `I would like to use this letter to show what I can offer you.`,
    () =>
      `Below I would like to describe the experience I would bring with me and explain why this position interests me so much.`,
    () =>
      `In the rest of this letter I would like to show what I can contribute from my experience so far and why I would like to work with you.`,
    () =>
      `Over the next paragraphs I would like to describe the experience I bring and explain why this particular position appeals to me.`,
    () =>
      `Allow me to use the following lines to outline what I have done so far and what I would like to contribute in this role.`,
    () =>
      `In the paragraphs below I set out the experience I would draw on and why I see this position as a good next step.`,
  ],

  roleNow: [
    ({ roleAt, period, list }) => `As ${roleAt}${period}, my daily work covers ${list}.`,
    ({ roleAt, period, list }) => `In my current role as ${roleAt}${period}, I work with ${list} every day.`,
    ({ roleAt, period, list }) => `Working with ${list} is part of my everyday work as ${roleAt}${period}.`,
  ],
  rolePast: [
    ({ roleAt, period, list }) => `As ${roleAt}${period}, my work covered ${list}.`,
    ({ roleAt, period, list }) => `During my time as ${roleAt}${period}, I worked with ${list}.`,
    ({ roleAt, period, list }) =>
      `In my role as ${roleAt}${period}, working with ${list} was part of my daily routine.`,
  ],
  roleNowPlain: [
    ({ roleAt, period }) =>
      `I currently work as ${roleAt}${period}, and I would bring that hands-on experience to your team.`,
    ({ roleAt, period }) =>
      `My current position as ${roleAt}${period} gives me practical experience I can build on.`,
    ({ roleAt, period }) =>
      `I currently work as ${roleAt}${period}, where I gain practical experience every day.`,
    ({ roleAt, period }) =>
      `At present I am employed as ${roleAt}${period}, and I would bring that experience with me.`,
    ({ roleAt, period }) =>
      `I currently work as ${roleAt}${period}, a job that has taught me a great deal in practice.`,
    ({ roleAt, period }) => `Today I work as ${roleAt}${period}, and that experience comes with me.`,
    ({ roleAt, period }) => `My day-to-day job is as ${roleAt}${period}.`,
    ({ roleAt, period }) =>
      `These days I work as ${roleAt}${period}, which keeps me close to practical work.`,
    ({ roleAt, period }) => `Each day as ${roleAt}${period} adds to my practical experience.`,
    ({ roleAt, period }) => `Practical experience comes from my current job as ${roleAt}${period}.`,
    ({ roleAt, period }) =>
      `At the moment I work as ${roleAt}${period}, a job that gives me practical experience every day and that I would build on in this role.`,
    ({ roleAt, period }) =>
      `My present job as ${roleAt}${period} has given me hands-on experience that I would like to put to use in a new setting.`,
  ],
  rolePastPlain: [
    ({ roleAt, period }) =>
      `As ${roleAt}${period}, I gained practical experience that I would bring to this role.`,
    ({ roleAt, period }) => `My time as ${roleAt}${period} gave me practical experience I can build on.`,
    ({ roleAt, period }) => `I worked as ${roleAt}${period}, and that experience is what I would build on.`,
    ({ roleAt, period }) => `As ${roleAt}${period}, I learned a great deal in practice.`,
    ({ roleAt, period }) => `I was employed as ${roleAt}${period}, where I gained hands-on experience.`,
    ({ roleAt, period }) => `Practical experience came from my time as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Working as ${roleAt}${period} gave me hands-on experience.`,
    ({ roleAt, period }) => `My job as ${roleAt}${period} taught me a lot in practice.`,
    ({ roleAt, period }) => `Hands-on experience is something I gained as ${roleAt}${period}.`,
    ({ roleAt, period }) => `From my time as ${roleAt}${period}, I bring practical experience.`,
  ],
  roleTools: [
    ({ list, current }) =>
      current ? `There I also work with ${list}.` : `There I also worked with ${list}.`,
    ({ list, current }) => `My toolkit there ${current ? 'also includes' : 'also included'} ${list}.`,
    ({ list, current }) => (current ? `In that job I also use ${list}.` : `In that job I also used ${list}.`),
    ({ list, current }) => `I also ${current ? 'use' : 'used'} ${list} in that job.`,
    ({ list, current }) => `The work there ${current ? 'also involves' : 'also involved'} ${list}.`,
  ],
  previousRole: [
    ({ roleAt, period, list }) => `Before that, as ${roleAt}${period}, I worked with ${list}.`,
    ({ roleAt, period, list }) => `Earlier, as ${roleAt}${period}, my work included ${list}.`,
    ({ roleAt, period, list }) => `My earlier position as ${roleAt}${period} also involved ${list}.`,
  ],
  previousRolePlain: [
    ({ roleAt, period }) =>
      `Before that, I worked as ${roleAt}${period}, which added to my practical experience.`,
    ({ roleAt, period }) => `Before that, I worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Earlier in my career I was ${roleAt}${period}.`,
    ({ roleAt, period }) => `I also worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Prior to that, I was employed as ${roleAt}${period}.`,
    ({ roleAt, period }) => `My earlier experience includes working as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Before that position, I worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Earlier on, I worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Prior to this, I worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Further back, I worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `My path before that included work as ${roleAt}${period}.`,
    ({ roleAt, period }) =>
      `Earlier in my career I worked as ${roleAt}${period}, a position that broadened my practical experience.`,
    ({ roleAt, period }) =>
      `Prior to that, I was employed as ${roleAt}${period}, where I built up further hands-on experience.`,
  ],
  otherRole: [
    ({ roleAt, period }) => `I have also worked as ${roleAt}${period}.`,
    ({ roleAt, period }) => `My career also includes a period as ${roleAt}${period}.`,
    ({ roleAt, period }) => `I have also been employed as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Another part of my experience is my time as ${roleAt}${period}.`,
    ({ roleAt, period }) => `I also bring experience as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Experience as ${roleAt}${period} is also part of my background.`,
    ({ roleAt, period }) => `Further experience comes from my work as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Added to this is my time as ${roleAt}${period}.`,
    ({ roleAt, period }) => `My background also includes work as ${roleAt}${period}.`,
    ({ roleAt, period }) => `Another position I have held is ${roleAt}${period}.`,
  ],
  studyEvidence: [
    ({ degreeAt, period, list }) => `Through my ${degreeAt}${period}, I have worked with ${list}.`,
    ({ degreeAt, period, list }) => `My ${degreeAt}${period} gave me a grounding in ${list}.`,
  ],
  studyEvidencePlain: [
    ({ degreeAt, period }) =>
      `My ${degreeAt}${period} has given me a solid academic foundation, and I am keen to build on it in a professional setting.`,
    ({ degreeAt, period }) => `My ${degreeAt}${period} has given me a solid academic foundation.`,
    ({ degreeAt, period }) => `With my ${degreeAt}${period}, I bring a sound theoretical grounding.`,
    ({ degreeAt, period }) => `My ${degreeAt}${period} has prepared me well for professional work.`,
    ({ degreeAt, period }) => `Through my ${degreeAt}${period}, I have built a sound base of knowledge.`,
    ({ degreeAt, period }) => `A solid foundation comes from my ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `What I bring is the grounding of my ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `Knowledge from my ${degreeAt}${period} is what I would build on.`,
  ],
  freshStart: [
    () =>
      `Now I am looking forward to putting what I learned during my studies into practice in a professional role and growing with the tasks it brings.`,
    () => `Now I am looking forward to putting what I have learned into practice in a professional role.`,
    () => `This role would be the ideal place to apply what I learned during my studies.`,
    () => `I am now ready to take my first steps in professional life.`,
    () =>
      `My next step is to apply my knowledge in practice, and this position would be a good place to start.`,
    () => `I look forward to starting my working life and learning on the job.`,
    () => `Now I would like to turn my studies into practical work.`,
    () => `Putting my knowledge to work is the step I want to take next.`,
    () => `Starting work in a professional role is what I am looking forward to.`,
    () => `Learning on the job is the next step I am ready for.`,
  ],
  evidenceWrap: [
    () => `Taken together, this experience gives me a solid basis for this role.`,
    () => `All of this gives me a solid basis for the position.`,
    () => `Taken as a whole, my experience has prepared me well for the tasks of this position.`,
    () => `This is the experience I would build on in the job.`,
    () => `It is this practical background that I would bring to your team.`,
    () => `All of this has added to the grounding I would bring with me.`,
    () => `With this background I am well prepared for the work the position involves.`,
    () => `This background is what I would put to use in the position.`,
    () => `Everything above is what I would bring to the role.`,
    () => `Together, these steps have prepared me for this work.`,
    () => `That background is what I would bring to your team.`,
  ],
  example: [
    ({ line }) => `One example from that role: ${line}`,
    ({ line }) => `To give a concrete example: ${line}`,
    ({ line }) => `A specific result from that time: ${line}`,
    ({ line }) => `What that looked like in practice: ${line}`,
    ({ line }) => `One thing from that job I am glad to point to: ${line}`,
    ({ line }) => `An example of my work there: ${line}`,
    ({ line }) => `Here is an example from that position: ${line}`,
    ({ line }) => `To illustrate my work there: ${line}`,
    ({ line }) => `In concrete terms: ${line}`,
  ],
  clause: (line) => {
    const verb = line.match(/^(\p{Lu}\p{Ll}+)\s/u)?.[1];
    if (!verb || !(/[^s]ed$/.test(verb) || VERBS.has(verb.toLowerCase()))) return null;
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
  ],
  years: [
    ({ years }) => `In total I bring ${years} years of professional experience.`,
    ({ years }) => `Altogether I have ${years} years of professional experience behind me.`,
    ({ years }) => `I can draw on ${years} years of professional experience.`,
    ({ years }) => `My professional experience now spans ${years} years.`,
    ({ years }) => `I have ${years} years of professional experience to build on.`,
    ({ years }) => `My working life so far adds up to ${years} years of professional experience.`,
    ({ years }) => `All told, I have ${years} years of professional experience.`,
    ({ years }) => `That makes ${years} years of professional experience in total.`,
    ({ years }) => `My career so far spans ${years} years.`,
    ({ years }) => `Professionally, I have worked for ${years} years.`,
    ({ years }) => `Behind me are ${years} years of professional experience.`,
    ({ years }) => `Adding up my positions, my professional experience comes to ${years} years.`,
    ({ years }) => `In all, ${years} years of professional experience stand behind this application.`,
  ],
  skills: [
    ({ list }) => `I also bring ${list}, as your advertisement asks.`,
    ({ list }) => `In addition, I can offer ${list}, which you list among your requirements.`,
    ({ list }) => `Your requirements also include ${list}, which I can offer as well.`,
    ({ list }) => `Your advertisement also lists ${list}, which I can offer too.`,
    ({ list }) => `I can also offer ${list}, another point in your advertisement.`,
    ({ list }) => `Further requirements from your advertisement that I meet: ${list}.`,
  ],
  soft: [
    ({ list }) => `Your advertisement also values ${list} – something I bring as well.`,
    ({ list }) => `You also mention ${list}, which I would bring to the team as well.`,
    ({ list }) => `Your advertisement also names ${list}, which I can offer as well.`,
    ({ list }) => `I also bring ${list}, which your advertisement mentions.`,
    ({ list }) => `Among the qualities you mention, I can offer ${list}.`,
  ],
  education: {
    degree: [
      ({ degreeAt }) => `I studied ${degreeAt}.`,
      ({ degreeAt }) => `On the academic side, I studied ${degreeAt}.`,
      ({ degreeAt }) => `My academic qualification is ${degreeAt}.`,
      ({ degreeAt }) => `I hold the degree ${degreeAt}.`,
      ({ degreeAt }) => `Academically, my background is ${degreeAt}.`,
      ({ degreeAt }) => `As for my education, I studied ${degreeAt}.`,
      ({ degreeAt }) => `The academic part of my background is ${degreeAt}.`,
      ({ degreeAt }) => `Education-wise, I studied ${degreeAt}.`,
      ({ degreeAt }) => `To my professional experience I add my studies: ${degreeAt}.`,
      ({ degreeAt }) => `In terms of education, I hold ${degreeAt}.`,
      ({ degreeAt }) => `My studies were ${degreeAt}.`,
    ],
    exam: [
      ({ degreeAt }) => `I passed the examination as ${degreeAt}.`,
      ({ degreeAt }) => `I also hold the qualification ${degreeAt}, obtained by examination.`,
      ({ degreeAt }) => `I have passed the examination ${degreeAt}.`,
      ({ degreeAt }) => `By examination I obtained the qualification ${degreeAt}.`,
      ({ degreeAt }) => `My qualifications include ${degreeAt}, which I obtained by examination.`,
      ({ degreeAt }) => `On top of my experience, I passed the examination ${degreeAt}.`,
      ({ degreeAt }) => `As for formal qualifications, I passed the examination ${degreeAt}.`,
      ({ degreeAt }) => `The examination ${degreeAt} is among my qualifications.`,
    ],
    apprenticeship: [
      ({ degreeAt }) => `I trained as ${degreeAt}.`,
      ({ degreeAt }) => `My vocational training was as ${degreeAt}.`,
      ({ degreeAt }) => `I completed an apprenticeship as ${degreeAt}.`,
      ({ degreeAt }) => `I qualified through an apprenticeship as ${degreeAt}.`,
      ({ degreeAt }) => `As for my training, I completed an apprenticeship as ${degreeAt}.`,
      ({ degreeAt }) => `Vocationally, I trained as ${degreeAt}.`,
      ({ degreeAt }) => `The foundation of my work is my apprenticeship as ${degreeAt}.`,
      ({ degreeAt }) => `Through an apprenticeship, I qualified as ${degreeAt}.`,
    ],
    course: [
      ({ degreeAt }) => `I completed the course ${degreeAt}.`,
      ({ degreeAt }) => `I have also completed the course ${degreeAt}.`,
      ({ degreeAt }) => `I also took the course ${degreeAt}.`,
      ({ degreeAt }) => `My training includes the course ${degreeAt}.`,
      ({ degreeAt }) => `Further training includes the course ${degreeAt}.`,
      ({ degreeAt }) => `To build on my skills, I completed the course ${degreeAt}.`,
      ({ degreeAt }) => `Another part of my training is the course ${degreeAt}.`,
      ({ degreeAt }) => `Continuing my training, I took the course ${degreeAt}.`,
    ],
    school: [
      ({ degreeAt }) => `I completed my ${degreeAt}.`,
      ({ degreeAt }) => `My schooling ended with the ${degreeAt}.`,
      ({ degreeAt }) => `I left school with the ${degreeAt}.`,
      ({ degreeAt }) => `At school I completed the ${degreeAt}.`,
      ({ degreeAt }) => `As for schooling, I completed the ${degreeAt}.`,
      ({ degreeAt }) => `School ended for me with the ${degreeAt}.`,
      ({ degreeAt }) => `My school education concluded with the ${degreeAt}.`,
    ],
    other: [
      ({ degreeAt }) => `I completed ${degreeAt}.`,
      ({ degreeAt }) => `My qualifications include ${degreeAt}.`,
      ({ degreeAt }) => `I also have ${degreeAt}.`,
      ({ degreeAt }) => `Among my qualifications is ${degreeAt}.`,
      ({ degreeAt }) => `Another qualification I hold is ${degreeAt}.`,
      ({ degreeAt }) => `Further, I completed ${degreeAt}.`,
      ({ degreeAt }) => `To this I add ${degreeAt}.`,
      ({ degreeAt }) => `Also part of my background: ${degreeAt}.`,
    ],
  },
  languagesTail: [({ list }) => `and I speak ${list}`],
  languages: [
    ({ list }) => `I speak ${list}.`,
    ({ list }) => `As for languages, I speak ${list}.`,
    ({ list }) => `I speak ${list}, which I would be glad to put to use in my daily work.`,
    ({ list }) => `On the language side, I speak ${list}.`,
    ({ list }) => `When it comes to languages, I speak ${list}.`,
    ({ list }) => `Language-wise, I speak ${list}.`,
    ({ list }) => `Languages I speak: ${list}.`,
    ({ list }) => `Besides my work experience, I speak ${list}.`,
    ({ list }) => `The languages I speak are ${list}.`,
  ],
  certifications: [
    ({ list }) => `I also hold the following certification: ${list}.`,
    ({ list }) => `My qualifications further include ${list}.`,
    ({ list }) => `I also hold ${list}.`,
    ({ list }) => `In addition, I have obtained ${list}.`,
    ({ list }) => `My training is rounded off by ${list}.`,
    ({ list }) => `Certification-wise, I hold ${list}.`,
    ({ list }) => `Alongside this, I hold ${list}.`,
    ({ list }) => `Further qualifications: ${list}.`,
    ({ list }) => `On the certification side, I can show ${list}.`,
    ({ list }) => `To complete the picture, I hold ${list}.`,
    ({ list }) => `Beyond my work, I have obtained ${list}.`,
  ],
  licence: [
    () => `I hold a driving licence.`,
    () => `I also hold a driving licence.`,
    () => `I have a driving licence as well.`,
  ],
  toolkit: [
    ({ list }) =>
      `My skills include ${list}, and I would be glad to put them to work in this role from the start.`,
    ({ list }) => `My skills include ${list}.`,
    ({ list }) => `Among the tools and methods I know are ${list}.`,
    ({ list }) => `I am familiar with ${list}.`,
    ({ list }) => `My working knowledge covers ${list}.`,
    ({ list }) => `I know my way around ${list}.`,
  ],
  strengths: [
    ({ list }) => `Among my personal strengths I would count ${list}.`,
    ({ list }) => `On a personal level, I would bring ${list}.`,
    ({ list }) => `Personally, I would bring ${list}.`,
    ({ list }) => `My personal strengths include ${list}.`,
    ({ list }) => `Personal strengths I bring include ${list}.`,
    ({ list }) => `As a person, I bring ${list}.`,
    ({ list }) => `What I bring personally: ${list}.`,
  ],
  moreSkills: [
    ({ list }) => `My skills further include ${list}.`,
    ({ list }) => `Beyond that, I have worked with ${list}.`,
    ({ list }) => `I am also familiar with ${list}.`,
    ({ list }) => `I also know my way around ${list}.`,
    ({ list }) => `My knowledge also covers ${list}.`,
  ],
  earlierStudy: [
    ({ degreeAt, period }) => `Before that, I completed my ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `Earlier, I completed my ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `Prior to that, I completed my ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `Earlier still, I completed ${degreeAt}${period}.`,
    ({ degreeAt, period }) => `That followed my ${degreeAt}${period}.`,
  ],
  localTown: [
    ({ town }) => `As I live in ${town}, I could join you on site without relocating.`,
    ({ town }) => `Living in ${town} myself, I would be close to your office.`,
    ({ town }) => `I live in ${town}, so I could start without having to move.`,
    ({ town }) => `Since I live in ${town}, getting to work would be easy for me.`,
  ],
  workMode: [
    ({ mode }) =>
      `I also appreciate that the role allows ${mode === 'remote' ? 'remote' : 'hybrid'} working.`,
    ({ mode }) => `The option of ${mode === 'remote' ? 'working remotely' : 'hybrid working'} suits me well.`,
    ({ mode }) =>
      `I welcome the fact that the role can be done ${mode === 'remote' ? 'remotely' : 'partly from home'}.`,
    ({ mode }) => `${mode === 'remote' ? 'Remote working' : 'A hybrid set-up'} would suit me very well.`,
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
        `What attracts me to this position is its focus on ${list}: I would like to keep building on that experience ${co.at} and take on more responsibility in it.`,
      ({ co, list }) =>
        `This role appeals to me because it brings together ${list}, and I would like to put that experience to work ${co.for}.`,
      ({ co, list }) =>
        `I am applying to ${co.name} because the role builds on ${list}, which is where I want to keep developing.`,
    ],
    enthusiastic: [
      ({ co, list }) =>
        `I would love to bring my experience with ${list} to ${co.name} and keep growing in a role that centres on it.`,
    ],
    confident: [({ co, list }) => `With my background in ${list}, I know I can add value ${co.for} quickly.`],
  },
  motivationPlain: {
    any: [
      ({ co }) =>
        `This position appeals to me because it would let me take the next step in my career ${co.at}.`,
      ({ co }) =>
        `I would like to join ${co.name} because the role matches the direction I want my work to take.`,
      ({ co }) => `I would like to bring my experience to ${co.name} and develop it further in this role.`,
      ({ co }) => `Working ${co.for} would give my career the direction I am looking for.`,
    ],
    enthusiastic: [
      ({ co }) => `I would be thrilled to take on this role and grow together with ${co.name}.`,
      ({ co }) => `I would be delighted to join ${co.name} and grow with the role.`,
      ({ co }) => `The chance to work ${co.for} really excites me.`,
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
  ],
  closingMore: [
    () => `Should you have any questions about my application, I will gladly answer them.`,
    () => `If anything in my application is unclear, I am happy to provide further details.`,
    () => `I am happy to send you any further documents you may need.`,
    () => `Please do not hesitate to contact me if you would like to know more.`,
  ],
};
