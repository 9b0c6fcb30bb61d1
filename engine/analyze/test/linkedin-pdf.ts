import { readFileSync } from 'node:fs';
import { buildPdf } from '#engine/test/build-pdf';
import type { FixtureBlock } from '#engine/test/fixture-types';
import { linkedinHeading, readLinkedinProfile } from '../linkedin-export.ts';

export const PROFILES = ['strong', 'weak', 'danish', 'career-changer', 'student', 'senior'] as const;
export type ProfileName = (typeof PROFILES)[number];

export function profileText(name: ProfileName): string {
  return readFileSync(new URL(`./linkedin-profiles/${name}.txt`, import.meta.url), 'utf8');
}

/**
 * A profile text as LinkedIn's "Save to PDF" lays it out: the side column (Contact, Top Skills,
 * Languages, Certifications…) on the left, the name in large type at the top of the main column,
 * then headline, location and the sections; page footers dropped (the PDF builder paginates).
 */
export function linkedinPdf(text: string): Promise<Uint8Array> {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(?:page|side)\s+\d+/i.test(l));
  const nameAt = lines.indexOf(readLinkedinProfile(text).name);
  const block = (line: string): FixtureBlock =>
    linkedinHeading(line) ? { kind: 'heading', text: line } : { kind: 'para', text: line };
  return buildPdf({
    sidebar: lines.slice(0, nameAt).map(block),
    main: [{ kind: 'name', text: lines[nameAt]! }, ...lines.slice(nameAt + 1).map(block)],
  });
}
