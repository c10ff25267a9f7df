/**
 * Issue 15 item 7: the log never carries personal data or SQL parameters. The log is captured from a real
 * pino logger: a failed query's Drizzle error (whose message lists its parameters) and PostgreSQL's own
 * message quoting the bad value, and the requests of a person signing up, failing to sign in and asking for a
 * password reset through GraphQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../../src/lib/logger';
import { capturingLogger, createTestEnv, drivers, ONBOARD, onboardInput, type TestEnv } from '../helpers';

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
