import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { OUTPUT_LANGUAGE_CODES, OUTPUT_LANGUAGES } from '#domain/applications';
import { exportFileName } from '#domain/file-names';
import type { Db } from '../../db/client.ts';
import { cvs, profiles, user, type JobApplicationRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { attachment } from '../cvs/routes.ts';

/**
 * What the PDF and DOCX renderers draw, built once from a stored application: the letter as blocks
 * (the sender block first when there is one) plus the document's metadata. The owner's downloads
 * and the shared page's download go through the same function, so they are the same file.
 */

export interface LetterBlock {
  /** The sender block (name and contact lines) is set apart; everything else is a paragraph. */
  kind: 'sender' | 'paragraph';
  /** Lines inside the block: the letter's single line breaks are kept (addresses, sign-off). */
  lines: string[];
}

export interface LetterExport {
  /** "Frontend Developer – Acme A/S": the document title in the file's metadata. */
  title: string;
  author: string;
  /** BCP 47 code of the letter's language, for the document's language tag. */
  language: string | undefined;
  blocks: LetterBlock[];
  pdfName: string;
  docxName: string;
}

/** A first block with a few short lines and no sentence in it reads as the sender's details. */
const SENDER_MAX_LINES = 6;
const SENDER_MAX_LINE_LENGTH = 80;

function looksLikeSender(lines: readonly string[]): boolean {
  return (
    lines.length >= 2 &&
    lines.length <= SENDER_MAX_LINES &&
    lines.every((line) => line.length <= SENDER_MAX_LINE_LENGTH && !/[.!?:]\s*$/.test(line))
  );
}

/** The stored letter (paragraphs joined by blank lines) as blocks of lines. */
export function letterBlocks(content: string): LetterBlock[] {
  const blocks = content
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return blocks.map((lines, i) => ({
    kind: i === 0 && looksLikeSender(lines) ? 'sender' : 'paragraph',
    lines,
  }));
}

/** The name in the CV the letter was written from, when it has one. */
async function cvName(db: Db, userId: string, cvId: string | null): Promise<string | undefined> {
  if (!cvId) return undefined;
  const [cv] = await db
    .select({ data: cvs.extractedData })
    .from(cvs)
    .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId)));
  return cv?.data?.personalInfo.fullName;
}

/** The applicant's name: the profile's full name, else the name in the letter's CV, else the account's. */
export async function applicantName(
  db: Db,
  row: Pick<JobApplicationRow, 'userId' | 'cvId'>,
): Promise<string> {
  const [names] = await db
    .select({ profileName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, row.userId));
  const fromProfile = names?.profileName?.trim();
  if (fromProfile) return fromProfile;
  return (await cvName(db, row.userId, row.cvId))?.trim() || names?.accountName.trim() || '';
}

function languageTag(outputLanguage: string | null): string | undefined {
  const language = OUTPUT_LANGUAGES.find((l) => l === outputLanguage);
  return language ? OUTPUT_LANGUAGE_CODES[language] : undefined;
}

/** Everything an export needs from a stored application. */
export async function letterExport(db: Db, row: JobApplicationRow): Promise<LetterExport> {
  const blocks = letterBlocks(row.content ?? '');
  if (blocks.length === 0) throw new AppError('CONFLICT', 'This application has no letter yet.');
  return {
    title: [row.jobTitle, row.companyName].filter((s) => s.trim()).join(' – ') || 'Application',
    author: await applicantName(db, row),
    language: languageTag(row.outputLanguage),
    blocks,
    pdfName: exportFileName(row.jobTitle, row.companyName, 'pdf'),
    docxName: exportFileName(row.jobTitle, row.companyName, 'docx'),
  };
}

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sends a rendered file as a download that no cache keeps (it is a private letter). */
export function sendDownload(reply: FastifyReply, bytes: Buffer, fileName: string, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
