/** Reads the e-mails the server wrote to its outbox (the sandbox e-mail provider). */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The outbox folder of the server under test. */
export function outboxDir(): string {
  const dataDir = process.env.STAIRWAY_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('STAIRWAY_E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/**
 * The outbox's e-mails to an address, oldest first (the file names start with the time they were written).
 * @returns the files' full paths; none before the outbox exists
 */
function emailFilesTo(to: string): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.includes(safeTo))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The Subject header of an e-mail file, trimmed. */
const subjectOf = (file: string) => /^Subject: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim();

/** Decodes a quoted-printable body part. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for the newest e-mail to an address and returns the first link to a path in it.
 * @param to the recipient
 * @param pathPrefix e.g. '/verify-email'
 */
export async function latestLinkTo(to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const newest = emailFilesTo(to).at(-1);
        if (!newest) return undefined;
        const eml = decodeQuotedPrintable(fs.readFileSync(newest, 'utf8'));
        const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        link = eml.match(new RegExp(`https?://[^\\s"<>]*${escaped}[^\\s"<>]*`))?.[0]?.replace(/&amp;/g, '&');
        return link;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/**
 * Waits for the newest e-mail to an address whose subject starts with a text, and returns the subject.
 * @param to the recipient
 * @param subjectStart e.g. 'Your Stairway code:'
 */
export async function latestSubjectTo(to: string, subjectStart: string): Promise<string> {
  let subject: string | undefined;
  await expect
    .poll(
      () => {
        const newest = emailFilesTo(to).at(-1);
        if (!newest) return undefined;
        const found = subjectOf(newest);
        subject = found?.startsWith(subjectStart) ? found : undefined;
        return subject;
      },
      { message: `an e-mail to ${to} with the subject "${subjectStart}…"`, timeout: 15_000 },
    )
    .toBeTruthy();
  return subject ?? '';
}

/**
 * The outbox's e-mails to an address whose subject starts with a text, by file name (oldest first). An address
 * that is also sent other e-mails (the console's operator is e-mailed the team's notices while other journeys
 * run) needs this rather than the newest e-mail to it.
 * @param to the recipient
 * @param subjectStart e.g. 'Your Stairway console code:'
 * @returns the files (full paths) and their subjects
 */
export function subjectsTo(to: string, subjectStart: string): Array<{ file: string; subject: string }> {
  return emailFilesTo(to).flatMap((file) => {
    const subject = subjectOf(file);
    return subject?.startsWith(subjectStart) ? [{ file, subject }] : [];
  });
}

/**
 * Waits for an e-mail to an address, with a subject that starts with a text, that is not one of `before` (the
 * files subjectsTo gave before the action that sends it), and returns its subject; other e-mails to the
 * address in between are passed over.
 * @param to the recipient
 * @param subjectStart e.g. 'Your Stairway console code:'
 * @param before the files of such e-mails already there
 */
export async function nextSubjectTo(
  to: string,
  subjectStart: string,
  before: readonly string[],
): Promise<string> {
  let subject: string | undefined;
  await expect
    .poll(
      () => {
        subject = subjectsTo(to, subjectStart)
          .filter(({ file }) => !before.includes(file))
          .at(-1)?.subject;
        return subject;
      },
      { message: `a new e-mail to ${to} with the subject "${subjectStart}…"`, timeout: 15_000 },
    )
    .toBeTruthy();
  return subject ?? '';
}

/**
 * Waits for an e-mail to an address with a subject and returns its decoded source (headers, text and HTML).
 * @param to the recipient
 * @param subject the exact subject, e.g. 'We have your Stairway application'
 */
export async function emailTo(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        for (const file of emailFilesTo(to)) {
          const eml = decodeQuotedPrintable(fs.readFileSync(file, 'utf8'));
          if (new RegExp(`^Subject: ${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(eml)) {
            found = eml;
          }
        }
        return found;
      },
      { message: `an e-mail to ${to} titled "${subject}"`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found;
}
