/**
 * The log never carries personal data or SQL parameters. The log is captured from a real pino logger: a
 * failed query's Drizzle error (whose message lists its parameters) and PostgreSQL's own message quoting the
 * bad value, and the requests of a person signing up, failing to sign in and asking for a password reset
 * through GraphQL.
 *
 * No e-mail provider logs a token or a code, in any environment. The outbox (as in development) and SMTP
 * providers are the real ones, sending the e-mails of a sign-up (verification link and code), a password
 * reset, a landlord's sign-in code and an operator's console code; the log names the outbox file without the
 * address, and never the subject or the links.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderOperatorCodeEmail } from '../../src/emails/operator-emails';
import { serializeError } from '../../src/lib/logger';
import {
  createOutboxEmailProvider,
  createSmtpEmailProvider,
  type EmailMessage,
  type EmailProvider,
} from '../../src/providers/email/email-provider';
import { createGraphQL } from '../../src/yoga';
import {
  capturingLogger,
  createTestEnv,
  drivers,
  ONBOARD,
  onboardInput,
  outboxOver,
  type TestEnv,
} from '../helpers';

describe.each(drivers)('the log on %s', (driver) => {
  let env: TestEnv;
  const capture = capturingLogger('debug');
  beforeAll(async () => {
    env = await createTestEnv(driver, { logger: capture.logger });
  });
  afterAll(async () => {
    await env.close();
  });

  it('logs a failed query’s error without its parameters or the value PostgreSQL quotes', async () => {
    const secret = 'ann.hughes@example.com';
    const error = await env.database.db.execute(sql`select ${secret}::uuid as id`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    // Unscrubbed, the error does carry the value (in Drizzle's message and in PostgreSQL's).
    expect(
      JSON.stringify({ message: (error as Error).message, cause: String((error as Error).cause) }),
    ).toContain(secret);

    capture.lines.length = 0;
    env.logger.error({ err: error }, 'the query failed');
    const logged = capture.lines.join('');
    expect(logged).not.toContain(secret);
    expect(logged).toContain('Failed query');
    expect(logged).toContain('invalid input syntax for type uuid');
    expect(serializeError(error).cause?.code).toBe('22P02');
  });

  it('cuts e-mail addresses and secret query values out of an error’s message and stack', () => {
    const error = new Error('No account for ann.hughes@example.com at /verify-email?token=abc123&x=1');
    capture.lines.length = 0;
    env.logger.error({ err: error }, 'lookup failed');
    const logged = capture.lines.join('');
    expect(logged).toContain('lookup failed');
    expect(logged).toContain('No account for [redacted]');
    expect(logged).not.toContain('ann.hughes@example.com');
    expect(logged).not.toContain('abc123');
  });

  it('keeps e-mail addresses, passwords, tokens and variables out of the log of real requests', async () => {
    const input = onboardInput({ password: 'Secret horse battery 42' });
    capture.lines.length = 0;
    const signedUp = await env.gql(ONBOARD, { input });
    expect(signedUp.errors).toBeUndefined();
    await env.gql(/* GraphQL */ `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`, {
      input: { email: input.email, password: 'wrong password 1' },
    });
    await env.gql(
      /* GraphQL */ `mutation ($input: ResetPasswordRequestInput!) { resetPasswordRequest(input: $input) }`,
      { input: { email: input.email } },
    );
    env.logger.info({ email: input.email, user: { email: input.email, password: 'x' } }, 'an example');
    const logged = capture.lines.join('');
    expect(logged).toContain('an example');
    for (const secret of [input.email, 'Secret horse battery 42', 'wrong password 1']) {
      expect(logged).not.toContain(secret);
    }
  });
});

/** The secrets of the e-mails sent: every link, every subject, and each 6-digit code with and without its space. */
function secretsOf(sent: EmailMessage[]): string[] {
  const secrets: string[] = [];
  for (const message of sent) {
    secrets.push(...(message.links ?? []), message.subject, message.to);
    for (const link of message.links ?? []) {
      const token = new URL(link).searchParams.get('token');
      if (token) secrets.push(token);
    }
    for (const [code] of message.subject.matchAll(/\d{3} \d{3}/g)) secrets.push(code, code.replace(' ', ''));
  }
  return secrets;
}

describe('e-mail providers’ log lines', () => {
  let env: TestEnv;
  const capture = capturingLogger('debug');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-outbox-log-'));
  const sent: EmailMessage[] = [];
  let gql: (query: string, variables: Record<string, unknown>) => Promise<unknown>;
  let email: EmailProvider;
  beforeAll(async () => {
    env = await createTestEnv('pglite', { logger: capture.logger });
    const outbox = createOutboxEmailProvider(outboxDir, 'Stairway <hello@stairway.example>', capture.logger);
    // The real outbox, remembering what it was given so that the test knows the secrets to look for.
    email = {
      kind: 'outbox',
      async send(message) {
        sent.push(message);
        return outbox.send(message);
      },
    };
    const yoga = createGraphQL({ ...env, email: outboxOver(env.db, email) });
    gql = async (query, variables) => {
      const response = await yoga.fetch('http://localhost/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    };
  });
  afterAll(async () => {
    await env.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('logs where each outbox e-mail is, never its links, tokens, codes, subject or address', async () => {
    const input = onboardInput();
    capture.lines.length = 0;
    await gql(ONBOARD, { input });
    await gql(
      'mutation ($input: ResetPasswordRequestInput!) { resetPasswordRequest(input: $input) { __typename } }',
      { input: { email: input.email } },
    );
    const landlordEmail = `landlord.${Date.now()}@example.com`;
    await gql('mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { sent } }', {
      input: { firstName: 'Lena', lastName: 'Okafor', email: landlordEmail },
    });
    // The operator's console code, rendered and sent as operatorSignIn sends it (services/operators.ts).
    await email.send({
      to: `operator.${Date.now()}@stairway.example`,
      ...(await renderOperatorCodeEmail({ code: '730215', expiresInMinutes: 10 })),
    });

    const subjects = sent.map((message) => message.subject);
    expect(subjects).toContain('Confirm your e-mail address');
    expect(subjects).toContain('Reset your Stairway password');
    expect(subjects.some((subject) => /^Your Stairway sign-in code: \d{3} \d{3}$/.test(subject))).toBe(true);
    expect(subjects.some((subject) => /^Your Stairway console code: \d{3} \d{3}$/.test(subject))).toBe(true);
    expect(sent.every((message) => (message.links ?? []).length > 0 || /code/.test(message.subject))).toBe(
      true,
    );

    // Some e-mails leave after the answer (so that it takes the same time whether or not the address is known).
    const writtenLines = () => capture.lines.filter((line) => line.includes('e-mail written to the outbox'));
    await vi.waitFor(() => expect(writtenLines()).toHaveLength(sent.length), { timeout: 10_000 });
    const logged = capture.lines.join('');
    for (const secret of secretsOf(sent)) {
      // A bare code is looked for as a number of its own (a timestamp may hold the same six digits).
      if (/^\d+$/.test(secret)) expect(logged).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(logged).not.toContain(secret);
    }
    // What a developer gets instead: where the file is (a pattern without the address).
    const written = writtenLines();
    const files = fs.readdirSync(outboxDir);
    for (const line of written) {
      const pattern = (JSON.parse(line) as { file: string }).file;
      expect(path.dirname(pattern)).toBe(outboxDir);
      const [prefix] = path.basename(pattern).split('*');
      expect(files.filter((file) => file.startsWith(prefix ?? '-'))).toHaveLength(1);
    }
  });

  it('logs an SMTP e-mail by its message id only', async () => {
    const smtp = createSmtpEmailProvider(
      { jsonTransport: true },
      'Stairway <hello@stairway.example>',
      capture.logger,
    );
    capture.lines.length = 0;
    const link = 'http://localhost:3000/reset-password?token=s3cr3t-reset-token';
    const id = await smtp.send({
      to: 'amelia.hughes@example.com',
      subject: 'Your Stairway sign-in code: 482 913',
      html: `<p>482 913 <a href="${link}">reset</a></p>`,
      text: `482 913 ${link}`,
      links: [link],
    });
    const logged = capture.lines.join('');
    expect(logged).toContain('e-mail sent');
    expect(logged).toContain(id);
    for (const secret of [
      '482 913',
      '482913',
      's3cr3t-reset-token',
      'amelia.hughes@example.com',
      'sign-in code',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
