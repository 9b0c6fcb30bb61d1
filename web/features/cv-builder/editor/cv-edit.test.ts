import { describe, expect, it } from 'vitest';
import { ZBuilderCv, ZCvCustomization, emptyBuilderCv } from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import {
  dateFormatExample,
  entrySummary,
  insertAt,
  moveItem,
  moveSection,
  newEntry,
  parseHexColor,
  removeAt,
  resetToTemplate,
  setCurrent,
  setSectionHidden,
} from './cv-edit';

const template = CV_TEMPLATES[0]!;

describe('list operations', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item up, down and across the list', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns the same list when nothing moves (first up, last down, unknown index)', () => {
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 3, 4)).toBe(list);
    expect(moveItem(list, -1, 2)).toBe(list);
    expect(moveItem(list, 7, 2)).toBe(list);
  });

  it('removes and puts back an entry where it was (undo)', () => {
    const removed = removeAt(list, 1);
    expect(removed).toEqual(['a', 'c', 'd']);
    expect(insertAt(removed, 1, 'b')).toEqual(list);
    // After other removals the index may be past the end: the entry goes last.
    expect(insertAt(['a'], 5, 'b')).toEqual(['a', 'b']);
    expect(insertAt(['a'], -2, 'b')).toEqual(['b', 'a']);
  });

  it('creates empty entries that the contract accepts, with fresh ids', () => {
    const cv = {
      ...emptyBuilderCv(),
      experience: [newEntry('experience')],
      education: [newEntry('education')],
      languages: [newEntry('languages')],
      certificates: [newEntry('certificates')],
      projects: [newEntry('projects')],
      links: [newEntry('links')],
    };
    expect(ZBuilderCv.safeParse(cv).success).toBe(true);
    expect(newEntry('links').id).not.toBe(newEntry('links').id);
    expect(newEntry('links', 'fixed')).toEqual({ id: 'fixed', label: '', url: '' });
  });

  it('clears the end date when the job is current, and keeps it otherwise', () => {
    const job = { ...newEntry('experience', 'x'), endDate: '2022-05' };
    expect(setCurrent(job, true)).toMatchObject({ current: true, endDate: '' });
    expect(setCurrent(job, false)).toMatchObject({ current: false, endDate: '2022-05' });
  });

  it('summarises an entry in one line from its filled parts', () => {
    const job = { ...newEntry('experience', 'x'), position: ' Senior Developer ', company: 'Nordlys' };
    expect(entrySummary('experience', job)).toBe('Senior Developer · Nordlys');
    expect(entrySummary('experience', { ...job, position: '' })).toBe('Nordlys');
    expect(entrySummary('education', newEntry('education', 'y'))).toBe('');
    expect(entrySummary('links', { id: 'l', label: 'GitHub', url: 'https://github.com/x' })).toBe(
      'GitHub · https://github.com/x',
    );
  });
});

describe('sections', () => {
  const start = defaultCustomization(template);

  it('moves a section one place and keeps every section once', () => {
    const moved = moveSection(start, 'skills', -1);
    expect(moved.sectionOrder.slice(0, 4)).toEqual(['summary', 'experience', 'skills', 'education']);
    expect(ZCvCustomization.safeParse(moved).success).toBe(true);
    expect(moveSection(moved, 'skills', 1).sectionOrder).toEqual(start.sectionOrder);
  });

  it('leaves the customisation as it is when the section is already first or last', () => {
    expect(moveSection(start, 'summary', -1)).toBe(start);
    expect(moveSection(start, 'links', 1)).toBe(start);
  });

  it('hides and shows a section, never listing it twice', () => {
    const hidden = setSectionHidden(setSectionHidden(start, 'projects', true), 'projects', true);
    expect(hidden.hiddenSections).toEqual(['projects']);
    expect(setSectionHidden(hidden, 'projects', false).hiddenSections).toEqual([]);
  });

  it('resets the look to the template and keeps order, hidden sections and language', () => {
    const changed = {
      ...moveSection(setSectionHidden(defaultCustomization(template, 'da'), 'links', true), 'skills', -1),
      primaryColor: '#ff0000',
      fontFamily: 'roboto' as const,
      fontSize: 13,
      pageSize: 'Letter' as const,
      dateFormat: 'YYYY-MM' as const,
    };
    const reset = resetToTemplate(changed, template);
    expect(reset).toMatchObject({
      ...template.defaults,
      pageSize: 'A4',
      dateFormat: defaultCustomization(template).dateFormat,
      language: 'da',
      hiddenSections: ['links'],
      sectionOrder: changed.sectionOrder,
    });
  });
});

describe('colours', () => {
  it('accepts #rrggbb in any case, without "#" and as #rgb, written as lower-case #rrggbb', () => {
    expect(parseHexColor('#1F6FEB')).toBe('#1f6feb');
    expect(parseHexColor(' 1f6feb ')).toBe('#1f6feb');
    expect(parseHexColor('#abc')).toBe('#aabbcc');
  });

  it('refuses anything else', () => {
    for (const input of ['', '#', '#12345', '#1234567', '#ggg000', 'blue', 'rgb(0,0,0)'])
      expect(parseHexColor(input)).toBeUndefined();
  });

  it('gives only colours the contract accepts', () => {
    const color = parseHexColor('ABC');
    expect(ZCvCustomization.shape.primaryColor.safeParse(color).success).toBe(true);
  });
});

describe('date format examples', () => {
  it('writes March 2021 in each format', () => {
    expect(dateFormatExample('MM/YYYY', 'en')).toBe('03/2021');
    expect(dateFormatExample('YYYY-MM', 'da')).toBe('2021-03');
    expect(dateFormatExample('MMM YYYY', 'en')).toBe('Mar 2021');
    expect(dateFormatExample('MMMM YYYY', 'en')).toBe('March 2021');
    expect(dateFormatExample('MMMM YYYY', 'da')).toBe('marts 2021');
  });
});
