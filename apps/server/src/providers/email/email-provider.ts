/**
 * The e-mail provider (ARCHITECTURE.md §2 "e-mail"): one interface, an SMTP implementation through
 * nodemailer when SMTP_URL is set, and an outbox implementation that writes every message as an .eml
 * file otherwise (development, tests and, with ALLOW_OUTBOX_IN_PRODUCTION, a demonstration).
 *
 * Neither logs what a message says: subjects carry sign-in codes ("Your Stairway sign-in code: 123 456")
 * and bodies carry reset, verification and invitation links. The SMTP provider logs the message id; the
 * outbox logs where the file is, without the recipient's address that its name holds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { onFirstUse } from '../../lib/first-use';
import type { Logger } from '../../lib/logger';

/** One outgoing message. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links in the message, for the tests to follow (never logged: they carry tokens). */
  links?: string[];
  /**
   * The Message-ID header, `<key@host>`: the outbox sets it from the message's idempotency key, so that a message
   * sent again after a crash is recognisably the same one (services/email-outbox.ts). Omitted: the provider's own.
   */
  messageId?: string;
};

/** Sends e-mail. */
export type EmailProvider = {
  /** Which implementation this is. */
  kind: 'smtp' | 'outbox';
  /**
   * Sends a message.
   * @returns the message id (SMTP) or the written file path (outbox)
   * @throws Error when the SMTP server refuses the message or the outbox cannot be written
   */
  send: (message: EmailMessage) => Promise<string>;
};

/** Why the server will not start in production without SMTP_URL. */
export const OUTBOX_IN_PRODUCTION_REFUSAL =
  'SMTP_URL is not set, so e-mails (with their sign-in codes and reset links) would only be written to the ' +
  'outbox on this server, and nobody would receive them. In production, set SMTP_URL, or set ' +
  'ALLOW_OUTBOX_IN_PRODUCTION=true for a demonstration.';

/**
 * Refuses a configuration that would write production e-mail to the outbox: with NODE_ENV=production,
 * SMTP_URL must be set unless ALLOW_OUTBOX_IN_PRODUCTION is true (a demonstration). Called by main.ts
 * before anything is opened.
 * @param config the parsed configuration
 * @returns nothing when the configuration may run
 * @throws Error with {@link OUTBOX_IN_PRODUCTION_REFUSAL} otherwise
 */
export function assertEmailProviderAllowed(
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'ALLOW_OUTBOX_IN_PRODUCTION'>,
): void {
  if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.ALLOW_OUTBOX_IN_PRODUCTION) {
    throw new Error(OUTBOX_IN_PRODUCTION_REFUSAL);
  }
}

/**
 * A nodemailer transport made on first use: nodemailer (about 80 ms of a server's start; decision 079) loads
 * with the first e-mail, not when the server starts.
 * @param options what `nodemailer.createTransport` takes
 * @returns a function that gives the one transport
 */
function lazyTransport(
  options: string | { jsonTransport: true } | { streamTransport: true; buffer: true; newline: 'unix' },
): () => Promise<Transporter> {
  return onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return typeof options === 'string'
      ? nodemailer.createTransport(options)
      : nodemailer.createTransport(options);
  });
}

/**
 * Creates the provider that sends through an SMTP server (nodemailer). It logs each message's id, never its
 * subject, address or links.
 * @param smtp the SMTP URL (SMTP_URL), or nodemailer's JSON transport (tests: nothing leaves the process)
 * @param from the sender (MAIL_FROM)
 * @param logger where "e-mail sent" lines go
 * @returns the provider; its `send` throws when the SMTP server refuses the message
 */
export function createSmtpEmailProvider(
  smtp: string | { jsonTransport: true },
  from: string,
  logger: Logger,
): EmailProvider {
  const transport = lazyTransport(smtp);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transport()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      logger.info({ messageId: info.messageId }, 'e-mail sent');
      return info.messageId;
    },
  };
}

/**
 * Creates the provider that writes each message to `outboxDir/<time>-<random>-<to>.eml` (development and tests;
 * the browser journeys find a person's e-mails by the address in the name). It logs where the file is, as a
 * pattern without the address (`…/outbox/2026-11-29T05-11-54-123Z-a1b2c3-*.eml`), and never the subject or links,
 * which carry codes and tokens: open the file to follow a link.
 * @param outboxDir the folder (OUTBOX_DIR)
 * @param from the sender (MAIL_FROM)
 * @param logger where "e-mail written to the outbox" lines go
 * @returns the provider; its `send` returns the file's path and throws when the file cannot be written
 */
export function createOutboxEmailProvider(outboxDir: string, from: string, logger: Logger): EmailProvider {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      // A message with a Message-ID is written once: a second send (the outbox retrying after a crash during the
      // first) finds the first one's marker and answers with its file.
      const marker = message.messageId
        ? path.join(outboxDir, '.sent', crypto.createHash('sha256').update(message.messageId).digest('hex'))
        : null;
      if (marker) {
        const earlier = await fs.readFile(marker, 'utf8').catch(() => null);
        if (earlier) return earlier;
      }
      const info = await (await transport()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      // The time, then a random part that tells two e-mails of the same millisecond apart in the log's pattern.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}`;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      if (marker) {
        await fs.mkdir(path.dirname(marker), { recursive: true });
        await fs.writeFile(marker, file);
      }
      logger.info({ file: path.join(outboxDir, `${stamp}-*.eml`) }, 'e-mail written to the outbox');
      return file;
    },
  };
}
