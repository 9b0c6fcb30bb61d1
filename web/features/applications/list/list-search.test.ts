import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  isFiltered,
  listApiQuery,
  pageCount,
  pageRange,
  readListSearch,
  writeListSearch,
} from './list-search';

const read = (query: string) => readListSearch(new URLSearchParams(query));

describe('readListSearch', () => {
  it('reads search, status and page from the URL', () => {
    expect(read('q=developer&status=interview&page=3')).toEqual({
      q: 'developer',
      status: 'interview',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
    expect(read('status=hired&page=abc')).toEqual(EMPTY_SEARCH);
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
  });

  it('cuts an overlong search to what the API accepts (200 characters)', () => {
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });
});

describe('writeListSearch', () => {
  it('leaves the defaults out of the URL', () => {
    expect(writeListSearch(EMPTY_SEARCH).toString()).toBe('');
    expect(writeListSearch({ q: '  ', status: null, page: 1 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const search = { q: 'Acme A/S & Co', status: 'offer' as const, page: 2 };
    expect(readListSearch(writeListSearch(search))).toEqual(search);
    expect(writeListSearch(search).toString()).toBe('q=Acme+A%2FS+%26+Co&status=offer&page=2');
  });
});

it('asks the API for the page and the page size', () => {
  expect(listApiQuery(EMPTY_SEARCH)).toBe('page=1&pageSize=20');
  expect(listApiQuery({ q: 'dev', status: 'applied', page: 2 }, 5)).toBe(
    'q=dev&status=applied&page=2&pageSize=5',
  );
});

it('tells a narrowed list from an unfiltered one', () => {
  expect(isFiltered(EMPTY_SEARCH)).toBe(false);
  expect(isFiltered({ ...EMPTY_SEARCH, page: 4 })).toBe(false);
  expect(isFiltered({ ...EMPTY_SEARCH, q: 'x' })).toBe(true);
  expect(isFiltered({ ...EMPTY_SEARCH, status: 'draft' })).toBe(true);
});

it('counts pages and the range a page shows', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
  expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
  expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
});
