import { describe, expect, it } from 'vitest';
import { findDateSpan, joinWrappedDates, removeSpan } from './dates.ts';

function range(text: string) {
  const span = findDateSpan(text);
  return span && { start: span.start, end: span.end, current: span.current };
}

describe('findDateSpan: month names in five languages', () => {
  it.each([
    ['Jan 2019 – Dec 2021', '2019-01', '2021-12'],
    ['January 2019 - March 2020', '2019-01', '2020-03'],
    ['januar 2018 – maj 2020', '2018-01', '2020-05'],
    ['okt. 2015 – dec. 2017', '2015-10', '2017-12'],
    ['Jänner 2016 bis März 2018', '2016-01', '2018-03'],
    ['Mai 2019 – Dez. 2020', '2019-05', '2020-12'],
    ['enero 2020 - septiembre 2021', '2020-01', '2021-09'],
    ['sept. 2016 - abr. 2018', '2016-09', '2018-04'],
    ['enero de 2019 a junio de 2020', '2019-01', '2020-06'],
    ['janvier 2017 – février 2019', '2017-01', '2019-02'],
    ['août 2015 au déc. 2016', '2015-08', '2016-12'],
    ['mars 2012 à juil. 2014', '2012-03', '2014-07'],
  ])('%s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end, current: false });
  });
});

describe('findDateSpan: numeric forms and years', () => {
  it.each([
    ['03/2019 - 05/2021', '2019-03', '2021-05'],
    ['03.2019 – 11.2020', '2019-03', '2020-11'],
    ['2019-03 – 2020-07', '2019-03', '2020-07'],
    ['3/19 - 5/21', '2019-03', '2021-05'],
    ['2015 – 2018', '2015', '2018'],
    ['2011–2015', '2011', '2015'],
    ['2016 to 2018', '2016', '2018'],
    ['2016 til 2018', '2016', '2018'],
    ['von 2012 bis 2014', '2012', '2014'],
    ['desde 2010 hasta 2013', '2010', '2013'],
    ['01.03.2019 – 31.08.2020', '2019-03', '2020-08'],
  ])('%s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end, current: false });
  });

  it('does not read "3/19" alone as a date (it could be anything)', () => {
    expect(findDateSpan('Team of 3/19 people')).toBeNull();
  });

  it('ignores numbers that are not plausible years', () => {
    expect(findDateSpan('8000 Aarhus C')).toBeNull();
    expect(findDateSpan('Budget of 4500 EUR')).toBeNull();
  });
});

describe('findDateSpan: until now', () => {
  it.each([
    ['Jan 2020 – Present', '2020-01'],
    ['March 2021 - current', '2021-03'],
    ['2019 – now', '2019'],
    ['03/2019 – heute', '2019-03'],
    ['04/2018 bis heute', '2018-04'],
    ['2020 – aktuell', '2020'],
    ['seit 2020', '2020'],
    ['seit 08/2020', '2020-08'],
    ['2018–nu', '2018'],
    ['marts 2019 – d.d.', '2019-03'],
    ['2017 til dags dato', '2017'],
    ['2015 - nuværende', '2015'],
    ['enero 2020 - actualidad', '2020-01'],
    ['mayo 2018 - presente', '2018-05'],
    ['2019 hasta la fecha', '2019'],
    ['2016 – présent', '2016'],
    ["sept. 2019 – aujourd'hui", '2019-09'],
    ['2021 - en cours', '2021'],
    ['2014 à ce jour', '2014'],
    ['depuis 2021', '2021'],
    ['since 2018', '2018'],
  ])('%s', (text, start) => {
    expect(range(text)).toEqual({ start, end: null, current: true });
  });
});

describe('findDateSpan: single dates and removal', () => {
  it('reports a lone date as single', () => {
    expect(findDateSpan('Abitur, Gymnasium Musterstadt, 2012')).toMatchObject({
      start: '2012',
      single: true,
    });
    expect(findDateSpan('M.Ed., Loyola University Chicago, May 2018')).toMatchObject({
      start: '2018-05',
      single: true,
    });
  });

  it('prefers a range over an earlier single date', () => {
    expect(range('Class of 2010 graduate, worked 2012 – 2014')).toEqual({
      start: '2012',
      end: '2014',
      current: false,
    });
  });

  it('cuts the dates out of a header line with their leftovers', () => {
    const line = 'Telefónica España | Madrid | enero 2020 - actualidad';
    expect(removeSpan(line, findDateSpan(line)!)).toBe('Telefónica España | Madrid');
    const line2 = 'Senior Developer (von 2019 bis 2021)';
    expect(removeSpan(line2, findDateSpan(line2)!)).toBe('Senior Developer');
    const line3 = '01/2021 - presente · Barcelona';
    expect(removeSpan(line3, findDateSpan(line3)!)).toBe('Barcelona');
  });
});

describe('joinWrappedDates', () => {
  const texts = (lines: string[]) => joinWrappedDates(lines).map((t) => t.text);

  it('puts a date wrapped by a narrow date column back on its entry line', () => {
    expect(
      texts([
        'janvier 2021– Développeur full-stack, Canopée SAS, Paris',
        'aujourd’hui — Développement de l’application',
        'septembre Développeur PHP, Agence Pixel & Plume',
        '2018–',
        'décembre',
        '2020',
      ]),
    ).toEqual([
      'janvier 2021–aujourd’hui Développeur full-stack, Canopée SAS, Paris',
      '— Développement de l’application',
      'septembre 2018–décembre 2020 Développeur PHP, Agence Pixel & Plume',
    ]);
  });

  it('leaves lines alone that only start with a month or hold a whole date', () => {
    const lines = ['Mai Fortbildung', 'Juni 2020', 'März 2020 – heute Entwickler', 'May 2019 Something'];
    expect(texts(lines)).toEqual(lines);
  });
});

describe('a month range with one year', () => {
  it('gives the start the end’s year, or the year before when its month is later', () => {
    expect(findDateSpan('(Mars - Juin 2023)')).toMatchObject({ start: '2023-03', end: '2023-06' });
    expect(findDateSpan('Nov – Feb 2021')).toMatchObject({ start: '2020-11', end: '2021-02' });
    expect(findDateSpan('I may apply in May')).toBeNull();
  });
});

describe('a range whose dash the font could not draw', () => {
  it('reads two years in brackets with only a space between as a range, and nothing else', () => {
    expect(findDateSpan('Développeur Backend - InnovDev (2018 2021)')).toMatchObject({
      start: '2018',
      end: '2021',
    });
    expect(findDateSpan('Teams of 2018 2021 members')).toMatchObject({ single: true, start: '2018' });
    expect(findDateSpan('(2021 2018)')).toMatchObject({ single: true });
  });
});
