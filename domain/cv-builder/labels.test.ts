import { describe, expect, it } from 'vitest';
import { descriptionBlocks, formatDate, formatDateRange } from './labels.ts';

describe('dates', () => {
  it('writes a month per format', () => {
    expect(formatDate('2021-03', 'MM/YYYY', 'en')).toBe('03/2021');
    expect(formatDate('2021-03', 'YYYY-MM', 'en')).toBe('2021-03');
    expect(formatDate('2021-03', 'MMM YYYY', 'en')).toBe('Mar 2021');
    expect(formatDate('2021-03', 'MMMM YYYY', 'en')).toBe('March 2021');
  });

  it("uses the CV's language for month names", () => {
    expect(formatDate('2021-05', 'MMMM YYYY', 'da')).toBe('maj 2021');
    expect(formatDate('2021-03', 'MMMM YYYY', 'de')).toBe('März 2021');
    expect(formatDate('2021-08', 'MMMM YYYY', 'fr')).toBe('août 2021');
    expect(formatDate('2021-01', 'MMMM YYYY', 'es')).toBe('enero 2021');
    expect(formatDate('2021-10', 'MMM YYYY', 'da')).toBe('okt. 2021');
  });

  it('keeps a year, free text and an impossible month as written', () => {
    expect(formatDate('2018', 'MMMM YYYY', 'en')).toBe('2018');
    expect(formatDate(' Spring 2021 ', 'MM/YYYY', 'en')).toBe('Spring 2021');
    expect(formatDate('2021-13', 'MMM YYYY', 'en')).toBe('2021-13');
  });

  it('writes a range, "Present" in each language, and one end alone', () => {
    expect(formatDateRange('2019-09', '2021-02', false, 'MMM YYYY', 'en')).toBe('Sep 2019 – Feb 2021');
    expect(
      ['en', 'da', 'de', 'fr', 'es'].map((l) => formatDateRange('2019', '', true, 'MMM YYYY', l as 'en')),
    ).toEqual(['2019 – Present', '2019 – Nu', '2019 – Heute', '2019 – Présent', '2019 – Actualidad']);
    expect(formatDateRange('', '2021-02', false, 'MM/YYYY', 'en')).toBe('02/2021');
    expect(formatDateRange('2021', '2021', false, 'MM/YYYY', 'en')).toBe('2021');
    expect(formatDateRange('', '', false, 'MM/YYYY', 'en')).toBe('');
  });
});

describe('descriptions', () => {
  it('splits lines into paragraphs and bullets', () => {
    expect(
      descriptionBlocks('Led the team.\n- Shipped X\n\n• Cut costs\n* Hired 3\n-not a bullet\n  '),
    ).toEqual([
      { kind: 'paragraph', text: 'Led the team.' },
      { kind: 'bullet', text: 'Shipped X' },
      { kind: 'bullet', text: 'Cut costs' },
      { kind: 'bullet', text: 'Hired 3' },
      { kind: 'paragraph', text: '-not a bullet' },
    ]);
  });
});
