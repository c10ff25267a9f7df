/**
 * The e-mail provider (ARCHITECTURE.md §2 "e-mail"): one interface, an SMTP implementation through
 * nodemailer when SMTP_URL is set, and an outbox implementation that writes every message as an .eml
 * file (and logs its links) otherwise.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';

/** One outgoing message. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links in the message, logged by the outbox so a developer can follow them. */
  links?: string[];
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

/** Sends through an SMTP server (nodemailer). */
export function createSmtpEmailProvider(smtpUrl: string, from: string, logger: Logger): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      logger.info({ subject: message.subject, messageId: info.messageId }, 'e-mail sent');
      return info.messageId;
    },
  };
}

/** Writes each message to `outboxDir/<time>-<to>.eml` and logs its links (development and tests). */
export function createOutboxEmailProvider(outboxDir: string, from: string, logger: Logger): EmailProvider {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The address is personal data and stays out of the log (it is in the file's name); the links are printed
      // so that a developer can follow them (the outbox is for development).
      logger.info(
        { subject: message.subject },
        `e-mail written to the outbox: ${message.subject}${(message.links ?? []).map((l) => `\n  ${l}`).join('')}`,
      );
      return file;
    },
  };
}
