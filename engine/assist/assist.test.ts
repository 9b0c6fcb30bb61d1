import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUICK_PROMPTS } from '#domain/assistant';
import type { TCvData } from '#domain/cv';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { backendDeveloperCv, jobAd, NOW } from '#engine/match/test/fixtures';
import { answerQuestion, checkAnswer, questionLanguage, routeQuestion, runTool, userFacts } from './index.ts';
import { buildFactSheet } from '#engine/write/sheet';
import type { AssistantApplication, AssistantContext } from './types.ts';

const questions = (
  JSON.parse(readFileSync(new URL('../../bench/assistant-questions.json', import.meta.url), 'utf8')) as {
    questions: { tool: string; language: 'en' | 'da'; text: string }[];
  }
).questions;

function application(id: string, prefix: string, jobTitle: string, companyName: string, cv: TCvData | null) {
  const jobDescription = jobAd(prefix);
  const ad = analyseJobAd(jobDescription, { title: jobTitle, company: companyName });
  return {
    id,
    jobTitle,
    companyName,
    jobDescription,
    jobAd: ad,
    report: cv ? matchCv(cv, ad, { now: NOW }) : null,
  } satisfies AssistantApplication;
}

function context(
  overrides: Partial<AssistantContext> = {},
  cv: TCvData = backendDeveloperCv(),
): AssistantContext {
  return {
    cv: { id: 'cv-1', name: 'Mads CV', data: cv, layout: null, builder: false },
    profile: { targetRoles: [], industry: null },
    applications: [
      application('app-2', '01-en', 'Data Scientist', 'Fjord Analytics', cv),
      application('app-1', '06-en', 'Backend Developer', 'Nordlys Software', cv),
    ],
    now: NOW,
    ...overrides,
  };
}

describe('routing', () => {
  it.each(questions)('routes “$text” to $tool and answers in $language', ({ text, tool, language }) => {
    expect(routeQuestion(text).tool).toBe(tool);
    // Whatever the UI's language, the question's own decides.
    expect(questionLanguage(text, language === 'en' ? 'da' : 'en')).toBe(language);
  });

  it.each(['hello', 'What is the weather tomorrow?', 'Hvad koster Pro?', 'thanks!', 'Tell me a joke'])(
    'sends “%s” to help',
    (text) => expect(routeQuestion(text)).toEqual({ tool: 'help', args: {} }),
  );

  // The chat's quick prompts (web/features/assistant/locales) reach their own tool in both languages.
  it.each(['en', 'da'] as const)('routes the %s quick prompts to their tools', (language) => {
    const strings = JSON.parse(
      readFileSync(new URL(`../../web/features/assistant/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as { assistant: { quickPrompts: Record<string, { prompt: string } | string> } };
    for (const tool of QUICK_PROMPTS) {
      const entry = strings.assistant.quickPrompts[tool] as { prompt: string };
      expect(routeQuestion(entry.prompt).tool).toBe(tool);
      expect(questionLanguage(entry.prompt, language === 'en' ? 'da' : 'en')).toBe(language);
    }
  });

  it('answers in the UI language when the question gives no clue', () => {
    expect(questionLanguage('CV?', 'da')).toBe('da');
    expect(questionLanguage('CV?', 'en')).toBe('en');
  });
});

describe('interview preparation', () => {
  it("asks about the latest application's requirements with the CV's evidence and a STAR outline", () => {
    const ctx = context();
    const answer = answerQuestion('Help me prepare for my interview at Nordlys Software', ctx, 'en');
    expect(answer.tool).toBe('interview');
    expect(answer.content).toContain('## Interview preparation: Backend Developer – Nordlys Software');
    expect(answer.sources).toEqual([
      { kind: 'cv', id: 'cv-1', label: 'Mads CV' },
      { kind: 'application', id: 'app-1', label: 'Backend Developer – Nordlys Software' },
    ]);
    const questionsAsked = answer.content.match(/^\d+\. \*\*/gm) ?? [];
    expect(questionsAsked.length).toBeGreaterThan(2);
    expect(questionsAsked.length).toBeLessThanOrEqual(6);
    // Python is a must-have the CV meets: its question quotes the CV line that shows it.
    expect(answer.content).toMatch(/used Python[^]*?Your CV shows[^]*?Situation\/Task:\*\* “[^”]*Python/);
    expect(answer.content).toContain('Why do you want to work at Nordlys Software?');
  });

  it('takes the newest application when the question names none, and says what is missing', () => {
    const answer = answerQuestion('Mock interview please', context(), 'en');
    expect(answer.sources.map((s) => s.id)).toEqual(['cv-1', 'app-2']);
    expect(answer.content).toContain('Your CV does not show this');
  });

  it('without an application, practises general questions from the CV and links to the generator', () => {
    const answer = answerQuestion(
      'Hjælp mig med at forberede mig til min jobsamtale',
      context({ applications: [] }),
      'en',
    );
    expect(answer.language).toBe('da');
    expect(answer.content).toContain('(/new-job)');
    expect(answer.content).toContain('Senior Backend Developer, Acme A/S');
    expect(answer.sources).toEqual([{ kind: 'cv', id: 'cv-1', label: 'Mads CV' }]);
  });
});

describe('resume review', () => {
  it('lists concrete fixes quoting the CV', () => {
    const cv = backendDeveloperCv();
    const weak: TCvData = {
      ...cv,
      summary: '',
      experience: [
        {
          ...cv.experience[0]!,
          description: '• Built REST APIs for the web shop\n• Improved deployment for the team',
        },
        { ...cv.experience[1]!, startDate: null, description: '' },
        {
          position: 'Junior Developer',
          company: 'Old Co',
          location: '',
          startDate: '2010-01',
          endDate: '2012-01',
          current: false,
          description: 'Maintained 40 internal tools used by 300 people',
        },
      ],
      skills: { ...cv.skills, technical: [...cv.skills.technical, 'Kubernetes'] },
    };
    const answer = answerQuestion('Can you review my resume?', context({}, weak), 'en');
    expect(answer.tool).toBe('resume');
    expect(answer.content).toContain('**Missing section: a profile summary');
    expect(answer.content).toContain('“Built REST APIs for the web shop”');
    expect(answer.content).toMatch(/Dates missing[^\n]*Python Developer, Webshop ApS/);
    expect(answer.content).toMatch(/Jobs without descriptions[^\n]*Python Developer/);
    expect(answer.content).toMatch(/gap\*\* between “Junior Developer, Old Co/);
    expect(answer.content).toMatch(/Skills your experience does not show:\*\*[^\n]*Django, [^\n]*\+\d+/);
    expect(answer.sources).toEqual([{ kind: 'cv', id: 'cv-1', label: 'Mads CV' }]);
  });

  it('finds fewer things to fix in a complete CV', () => {
    const complete = answerQuestion('Review my CV', context(), 'en').content;
    expect(complete).not.toContain('Missing section');
    expect(complete).not.toContain('Dates missing');
  });
});

describe('cover letter', () => {
  it('opens the generator with the application the question names', () => {
    const answer = answerQuestion('Write a cover letter for the Backend Developer job', context(), 'en');
    expect(answer.link?.href).toBe('/new-job?from=app-1');
    expect(answer.content).toContain('(/new-job?from=app-1)');
    expect(answer.content).toMatch(/Lead with\*\* [^\n]*Python/);
  });

  it('opens an empty generator without applications', () => {
    const answer = answerQuestion(
      'Hjælp mig med at skrive en ansøgning',
      context({ applications: [] }),
      'en',
    );
    expect(answer.link).toEqual({ href: '/new-job', label: 'Åbn generatoren' });
  });
});

describe('career change', () => {
  it("compares the CV with the target occupation's skills and plans the gaps", () => {
    const answer = answerQuestion('How can I switch to UX design?', context(), 'en');
    expect(answer.tool).toBe('career-change');
    expect(answer.content).toContain('## Career change to design and UX');
    expect(answer.content).toContain('Your CV today points to **software development**');
    expect(answer.content).toMatch(/What is missing\n\n[^#]*- Figma/);
    expect(answer.content).toContain('**Weeks 1–4:** learn');
    expect(answer.sources.map((s) => s.kind)).toEqual(['cv', 'vocabulary']);
  });

  it('counts what the CV already has, with the skills of saved ads in that field', () => {
    const answer = answerQuestion('What skills do I need to become a data scientist?', context(), 'en');
    expect(answer.content).toMatch(/What you already have\n\n[^#]*- Python/);
    expect(answer.sources).toContainEqual({
      kind: 'application',
      id: 'app-2',
      label: 'Data Scientist – Fjord Analytics',
    });
  });

  it("takes the profile's target roles when the question names no occupation", () => {
    const ctx = context({ profile: { targetRoles: ['HR Partner'], industry: null } });
    const answer = answerQuestion('Jeg vil gerne skifte karriere', ctx, 'en');
    expect(answer.content).toContain('## Karriereskift til HR');
    expect(answer.sources).toContainEqual({ kind: 'profile', label: 'Målroller: HR Partner' });
  });

  it('asks which occupation when neither question nor profile names one', () => {
    const answer = answerQuestion('I want to change careers', context(), 'en');
    expect(answer.content).toContain('Which occupation do you want to move into?');
  });
});

describe('without a CV', () => {
  it.each([
    'Review my CV',
    'Help me prepare for my interview',
    'Write a cover letter',
    'I want to change careers',
  ])('“%s” asks for a CV first', (question) => {
    const answer = answerQuestion(question, context({ cv: null }), 'en');
    expect(answer.content).toContain('[Upload your CV](/cvs)');
    expect(answer.sources).toEqual([]);
  });
});

describe("checking a model's answer from the tools", () => {
  const ctx = context();
  const question = 'Help me prepare for my interview at Nordlys Software';
  const answer = answerQuestion(question, ctx, 'en');

  it('passes an answer that keeps to the facts', () => {
    expect(checkAnswer(`Good luck! ${answer.content}`, [answer], ctx)).toEqual([]);
  });

  it('refuses a technology, an employer or a link the CV and the tools do not give', () => {
    expect(checkAnswer(`${answer.content}\nMention your Kubernetes work.`, [answer], ctx)).toEqual([
      expect.stringContaining('Kubernetes'),
    ]);
    expect(checkAnswer(`${answer.content}\nYou worked at Google for years.`, [answer], ctx).join()).toContain(
      'Google',
    );
    expect(checkAnswer(`${answer.content}\n[More](https://example.com)`, [answer], ctx)).toEqual([
      expect.stringContaining('https://example.com'),
    ]);
  });
});

describe('running a tool by name', () => {
  it('takes the application the argument names, even by part of its name', () => {
    const answer = runTool({ tool: 'interview', args: { application: 'Nordlys' } }, context(), 'da');
    expect(answer).toMatchObject({ tool: 'interview', language: 'da' });
    expect(answer.content).toContain('Backend Developer – Nordlys Software');
    expect(answer.sources).toContainEqual(expect.objectContaining({ kind: 'application', id: 'app-1' }));
  });

  it('takes the newest application without one, and the same answer as the router for the same ask', () => {
    const ctx = context();
    const byName = runTool({ tool: 'cover-letter', args: {} }, ctx, 'en');
    expect(byName.link?.href).toBe('/new-job?from=app-2');
    const question = 'How do I switch to UX design?';
    expect(runTool({ tool: 'career-change', args: { target: 'UX design' } }, ctx, 'en').content).toBe(
      answerQuestion(question, ctx, 'en').content,
    );
  });
});

describe('facts about the user', () => {
  const ctx = context();
  const cv = ctx.cv!.data;

  it("finds the CV's employers, titles and technologies in a text, and nothing in a general one", () => {
    const job = cv.experience[0]!;
    expect(userFacts(`You did great work at ${job.company} with Python.`, ctx)).toEqual(
      expect.arrayContaining([job.company, 'Python']),
    );
    expect(userFacts('I can review your CV or prepare you for an interview.', ctx)).toEqual([]);
  });
});

describe('years of experience', () => {
  it('the interview pitch says the years the fact sheet allows (paid posts, overlaps and part-time once)', () => {
    const base = backendDeveloperCv();
    const post = (position: string, startDate: string, endDate: string) => ({
      position,
      company: 'Acme',
      location: '',
      startDate,
      endDate,
      current: false,
      description: '',
    });
    const cv: TCvData = {
      ...base,
      summary: '',
      experience: [
        post('Backend Developer', '2018-01', '2021-12'),
        // Part-time alongside the full-time post: the same years, counted once.
        post('Part-time Support Engineer', '2020-01', '2022-12'),
        // Not paid work in the fact sheet: an internship and a student job.
        post('Intern', '2014-01', '2015-12'),
        post('Student assistant', '2010-01', '2013-12'),
      ],
    };
    const sheetYears = buildFactSheet(cv, NOW).years?.value;
    expect(sheetYears).toBe(5);
    const answer = answerQuestion('Help me prepare for my job interview', context({}, cv), 'en');
    expect(answer.content).toContain(`your ${sheetYears} years of experience`);
  });
});
