import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message from the local outbox, parsed enough to check subjects and follow links. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Undoes the quoted-printable transfer encoding nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const text = decodeQuotedPrintable(raw);
    return {
      to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      text,
      links: [...new Set(text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [])],
    };
  });
}

/** Mails to `address`, waiting (mail is sent after the response) until at least `count` arrived. */
export async function mailsTo(dir: string, address: string, count = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = readOutbox(dir).filter((m) => m.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  return readOutbox(dir).filter((m) => m.to.includes(address));
}

/** The newest mail to `address` with `subject`, waiting for it to arrive. */
export async function mailWithSubject(
  dir: string,
  address: string,
  subject: string,
): Promise<OutboxMail | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = readOutbox(dir)
      .reverse()
      .find((m) => m.to.includes(address) && m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}
