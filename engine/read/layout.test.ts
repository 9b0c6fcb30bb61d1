import { describe, expect, it } from 'vitest';
import type { TCvData } from '#domain/cv';
import { resumeAnswer } from '#engine/assist/resume';
import { backendDeveloperCv, NOW } from '#engine/match/test/fixtures';
import { layoutSummary } from './layout.ts';
import type { DocLine } from './types.ts';

const INFO: TCvData['personalInfo'] = {
  fullName: 'Mads Holm',
  email: 'mads@example.com',
  phone: '+45 12 34 56 78',
  location: '',
  linkedinUrl: '',
};
const line = (text: string, extra: Partial<DocLine> = {}): DocLine => ({ text, page: 1, ...extra });

describe('layout summary', () => {
  it('measures tables, headers and columns and finds contacts only in the margins', () => {
    const summary = layoutSummary(
      {
        format: 'docx',
        lines: [
          line('Mads Holm'),
          line('mads@example.com · +45 12 34 56 78', { region: 'header' }),
          line('Python Django PostgreSQL', { region: 'table' }),
          line('Backend developer at Acme 2019–2024'),
        ],
      },
      INFO,
    );
    expect(summary.regions.table).toMatchObject({ lines: 1, examples: ['Python Django PostgreSQL'] });
    expect(summary.regions.header.lines).toBe(1);
    expect(summary.regions.secondColumn.lines).toBe(0);
    expect(summary.contactOnlyInMargins).toEqual(['email', 'phone']);
  });
});

describe('layout check in the resume review', () => {
  const cv = backendDeveloperCv();
  const review = (layout: ReturnType<typeof layoutSummary> | null, builder = false) =>
    resumeAnswer(
      {
        cv: { id: 'cv-1', name: 'CV', data: cv, layout, builder },
        profile: { targetRoles: [], industry: null },
        applications: [],
        now: NOW,
      },
      'en',
    ).content;
  const tableCv = layoutSummary(
    {
      format: 'docx',
      lines: [
        line('Mads Holm', { region: 'header' }),
        ...Array.from({ length: 5 }, (_, i) =>
          line(`Skill row ${i} with several words`, { region: 'table' }),
        ),
        line('Body text of similar length here'),
      ],
    },
    INFO,
  );

  it('names lines in tables and contacts in the header with the fix', () => {
    const text = review(tableCv);
    expect(text).toMatch(/\*\*5 lines inside tables\.\*\*[^\n]*“Skill row 0 with several words”/);
    expect(text).toContain('**Your name is only in the page header or footer.**');
  });

  it('does not judge a PDF by its repeated header lines, but flags its second column', () => {
    const text = review({
      ...tableCv,
      format: 'pdf',
      columnPages: 1,
      regions: { ...tableCv.regions, secondColumn: { lines: 9, share: 0.4, examples: ['Skills'] } },
    });
    expect(text).not.toContain('inside tables');
    expect(text).not.toContain('page header or footer');
    expect(text).toMatch(/\*\*Two columns\.\*\*[^\n]*“Skills”/);
  });

  it('says it cannot judge the layout of a CV read before it was stored, and how to fix that', () => {
    const text = review(null);
    expect(text).toContain('I could not check the layout');
    expect(text).toContain('[Upload the file again](/cvs)');
    expect(text).not.toMatch(/\*\*Two columns|lines inside tables|only in the page header/);
  });
});
