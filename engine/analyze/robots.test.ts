import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots.ts';

const AGENT = 'ApplywiseBot';
const at = (path: string) => `https://example.com${path}`;

describe('parseRobots', () => {
  it('applies the * group when none names us, longest rule winning, Allow on a tie', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /private\nAllow: /private/press\nDisallow: /*.pdf$\n\nUser-agent: OtherBot\nDisallow: /',
      AGENT,
    );
    expect(robots.isAllowed(at('/'))).toBe(true);
    expect(robots.isAllowed(at('/private/x'))).toBe(false);
    expect(robots.isAllowed(at('/private/press/1'))).toBe(true);
    expect(robots.isAllowed(at('/report.pdf'))).toBe(false);
    expect(robots.isAllowed(at('/report.pdf?x=1'))).toBe(true);
    expect(parseRobots('User-agent: *\nAllow: /a\nDisallow: /a', AGENT).isAllowed(at('/a'))).toBe(true);
  });

  it('prefers a group naming our product token, case-insensitively, with shared agent lines', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: googlebot\nUser-agent: applywisebot\nDisallow: /intern # staff only\n',
      AGENT,
    );
    expect(robots.isAllowed(at('/about'))).toBe(true);
    expect(robots.isAllowed(at('/intern/x'))).toBe(false);
  });

  it('allows everything for an empty file or an empty Disallow, and lists sitemaps', () => {
    expect(parseRobots('', AGENT).isAllowed(at('/x'))).toBe(true);
    const robots = parseRobots('Sitemap: https://example.com/sitemap.xml\nUser-agent: *\nDisallow:\n', AGENT);
    expect(robots.isAllowed(at('/x'))).toBe(true);
    expect(robots.sitemaps).toEqual(['https://example.com/sitemap.xml']);
  });

  it('compares percent-encoded and plain paths alike', () => {
    expect(parseRobots('User-agent: *\nDisallow: /café', AGENT).isAllowed(at('/caf%C3%A9/menu'))).toBe(false);
  });
});
