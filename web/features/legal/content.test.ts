import { describe, expect, it } from 'vitest';
import { parseInline } from './inline';
import type { LegalDocument } from './legal-types';
import { LEGAL_DOCS } from './legal-types';

const modules = import.meta.glob<{ default: LegalDocument }>('./content/*.ts', { eager: true });
const doc = (id: string, language: string) => modules[`./content/${id}.${language}.ts`]?.default;

// Routes a legal text may link to: the public pages of spec 000 §2.
const PUBLIC_PATHS = [
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/contact',
  '/help',
  '/pricing',
];

function texts(document: LegalDocument): string[] {
  return [
    ...document.intro,
    ...document.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : block.rows.flat(),
      ),
    ),
  ];
}

describe.each(LEGAL_DOCS)('legal document %s', (id) => {
  const en = doc(id, 'en');
  const da = doc(id, 'da');

  it('exists in English and Danish with the same section anchors', () => {
    expect(en).toBeDefined();
    expect(da).toBeDefined();
    expect(da!.sections.map((s) => s.id)).toEqual(en!.sections.map((s) => s.id));
    expect(new Set(en!.sections.map((s) => s.id)).size).toBe(en!.sections.length);
  });

  it('links only to public pages', () => {
    for (const document of [en!, da!])
      for (const text of texts(document))
        for (const part of parseInline(text))
          if (part.kind === 'link') expect(PUBLIC_PATHS).toContain(part.to.split('#')[0]);
  });
});

describe('policy statements (spec 001 §9)', () => {
  const all = (language: string) => LEGAL_DOCS.map((id) => texts(doc(id, language)!).join('\n')).join('\n');

  it('are stated in the English documents', () => {
    const text = all('en');
    for (const statement of [
      'at least 16 years old',
      'at least 30 days in advance',
      'export your data within 30 days',
      'anonymised after 24 months',
      'about 7 years',
      'Support communications:** 3 years',
      'within 30 days',
      'within 24 hours on weekdays',
      '**Free**, **Pro** and **Elite**',
      '99.9% uptime',
    ])
      expect(text).toContain(statement);
  });

  it('list the cookie durations of the categories', () => {
    const cookies = texts(doc('cookies', 'en')!).join('\n');
    for (const fact of ['applywise.session_token', '30 days', '1 year', '2 years', '"Cookie settings"'])
      expect(cookies).toContain(fact);
  });
});
