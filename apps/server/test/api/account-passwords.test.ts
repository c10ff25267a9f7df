/**
 * Forgotten password and changing the password (spec §7 resetPasswordRequest, resetPassword,
 * saveNewPassword): same answer for unknown addresses, single-use expiring links stored as hashes, the
 * password rule, older sessions refused, rate limits, nothing changed on a refusal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailTokens, users } from '../../src/db/schema';
import { hashLinkToken } from '../../src/services/link-tokens';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';

const REQUEST = `mutation ($input: ResetPasswordRequestInput!) { resetPasswordRequest(input: $input) { sent } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const SAVE = `mutation ($input: SaveNewPasswordInput!) { saveNewPassword(input: $input) { token user { id } } }`;
const ME = `query { me { user { id email } } }`;
const CHECK = `query ($input: CheckPasswordResetTokenInput!) { checkPasswordResetToken(input: $input) }`;

describe.each(drivers)('passwords on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const hashOf = async (userId: string) =>
    (await env.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.h;
  /** The newest reset e-mail to an address (sent after the answer), other than one already seen. */
  const resetMailFor = (email: string, seen?: string) =>
    vi.waitFor(() => {
      const mail = env.emails
        .filter((m) => m.to === email && m.subject === 'Reset your Stairway password')
        .at(-1);
      if (!mail?.links?.[0] || mail.links[0] === seen) throw new Error(`no new reset e-mail to ${email} yet`);
      return mail;
    });
  const resetLinkFor = async (email: string, seen?: string) => (await resetMailFor(email, seen)).links?.[0];
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

  it('answers the same for an unknown address, and e-mails a reset link only to a real account', async () => {
    const { input } = await signUp(env);
    const unknown = uniqueEmail('nobody');
    const before = env.emails.length;
    const forUnknown = await env.gql(REQUEST, { input: { email: unknown } });
    expect(forUnknown).toEqual({ data: { resetPasswordRequest: { sent: true } } });
    expect(env.emails.length).toBe(before);

    const forKnown = await env.gql(REQUEST, { input: { email: input.email.toUpperCase() } });
    expect(forKnown).toEqual(forUnknown);
    const mail = await resetMailFor(input.email);
    expect(mail?.links?.[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    expect(mail?.html).toContain('Stairway');
    expect(mail?.text).toContain(mail?.links?.[0]);
    // Only the hash is stored.
    const token = tokenOf(mail?.links?.[0]);
    const rows = await env.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('resets the password once, refuses sessions from before, and the new password signs in', async () => {
    const { input, token: oldSession, userId } = await signUp(env);
    await env.gql(REQUEST, { input: { email: input.email } });
    const token = tokenOf(await resetLinkFor(input.email));
    expect((await env.gql(ME, {}, oldSession)).data).toBeTruthy();

    const reset = await env.gql(RESET, { input: { token, password: 'sunny meadow lark' } });
    expect(reset).toEqual({ data: { resetPassword: { email: input.email } } });
    expect(errorOf(await env.gql(ME, {}, oldSession)).code).toBe('UNAUTHENTICATED');

    const oldSignIn = await env.gql(SIGN_IN, { input: { email: input.email, password: input.password } });
    expect(errorOf(oldSignIn).code).toBe('UNAUTHENTICATED');
    const signedIn = await env.gql<{ signIn: { token: string } }>(SIGN_IN, {
      input: { email: input.email, password: 'sunny meadow lark' },
    });
    const me = await env.gql<{ me: { user: { id: string } } }>(ME, {}, signedIn.data?.signIn.token);
    expect(me.data?.me.user.id).toBe(userId);

    const hash = await hashOf(userId);
    const again = await env.gql(RESET, { input: { token, password: 'another fine phrase' } });
    expect(errorOf(again)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    expect(await hashOf(userId)).toBe(hash);
  });

  it('refuses an expired link, an unknown link and a weak password, changing nothing', async () => {
    const { input, userId, token: session } = await signUp(env);
    await env.gql(REQUEST, { input: { email: input.email } });
    const token = tokenOf(await resetLinkFor(input.email));
    const hash = await hashOf(userId);

    const weak = await env.gql(RESET, { input: { token, password: 'password1' } });
    expect(errorOf(weak)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(weak.errors?.[0]?.message).toContain('harder to guess');
    const short = await env.gql(RESET, { input: { token, password: 'abc' } });
    expect(errorOf(short)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(
      errorOf(await env.gql(RESET, { input: { token: 'not-a-token', password: 'sunny meadow lark' } })),
    ).toEqual({
      code: 'TOKEN_INVALID',
      field: 'token',
    });

    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    const expired = await env.gql(RESET, { input: { token, password: 'sunny meadow lark' } });
    expect(errorOf(expired)).toEqual({ code: 'TOKEN_EXPIRED', field: 'token' });
    expect(await hashOf(userId)).toBe(hash);
    expect((await env.gql(ME, {}, session)).errors).toBeUndefined();
  });

  it('says whether a reset link still works before the form, changing nothing', async () => {
    const { input, userId } = await signUp(env);
    const check = async (token: string) =>
      (await env.gql<{ checkPasswordResetToken: string }>(CHECK, { input: { token } })).data
        ?.checkPasswordResetToken;
    await env.gql(REQUEST, { input: { email: input.email } });
    const token = tokenOf(await resetLinkFor(input.email));
    expect(await check(token)).toBe('VALID');
    expect(await check(token)).toBe('VALID');
    expect(await check('not-a-token')).toBe('INVALID');
    // The check leaves the link working.
    expect(
      (await env.gql(RESET, { input: { token, password: 'sunny meadow lark' } })).errors,
    ).toBeUndefined();
    expect(await check(token)).toBe('USED');
    const hash = await hashOf(userId);

    await env.gql(REQUEST, { input: { email: input.email } });
    const later = tokenOf(
      await resetLinkFor(input.email, `http://localhost:3000/reset-password?token=${token}`),
    );
    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashLinkToken(later)));
    expect(await check(later)).toBe('EXPIRED');
    expect(await hashOf(userId)).toBe(hash);
  });

  it('limits reset-link checks to 60 an hour from one IP', async () => {
    const limited = await createTestEnv(driver, { rateLimits: { linkChecksPerIp: 2 } });
    try {
      const check = () => limited.gql(CHECK, { input: { token: `unknown-${Math.random()}` } });
      const answers = [await check(), await check(), await check()];
      // On PostgreSQL the counter is shared with this file's other checks, so only the last is certain.
      if (driver === 'pglite') expect(answers[0]?.errors).toBeUndefined();
      expect(errorOf(answers[2] ?? {}).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('uses up an earlier reset link when a new one is sent', async () => {
    const { input } = await signUp(env);
    await env.gql(REQUEST, { input: { email: input.email } });
    const firstLink = await resetLinkFor(input.email);
    const first = tokenOf(firstLink);
    await env.gql(REQUEST, { input: { email: input.email } });
    const second = tokenOf(await resetLinkFor(input.email, firstLink));
    expect(second).not.toBe(first);
    expect(
      errorOf(await env.gql(RESET, { input: { token: first, password: 'sunny meadow lark' } })).code,
    ).toBe('TOKEN_USED');
    expect(
      (await env.gql(RESET, { input: { token: second, password: 'sunny meadow lark' } })).errors,
    ).toBeUndefined();
  });

  it('limits reset requests to 3 an hour for one address, for real and unknown addresses alike', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i += 1)
      expect((await env.gql(REQUEST, { input: { email } })).errors).toBeUndefined();
    const limited = await env.gql(REQUEST, { input: { email } });
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
  });

  it('changes the password when signed in, with the current one, and signs other sessions out', async () => {
    const { input, token: thisSession, userId } = await signUp(env);
    const other = await env.gql<{ signIn: { token: string } }>(SIGN_IN, {
      input: { email: input.email, password: input.password },
    });
    const otherSession = other.data?.signIn.token;
    const saved = await env.gql<{ saveNewPassword: { token: string; user: { id: string } } }>(
      SAVE,
      { input: { currentPassword: input.password, newPassword: 'sunny meadow lark' } },
      thisSession,
    );
    expect(saved.errors).toBeUndefined();
    const newSession = saved.data?.saveNewPassword.token;
    expect((await env.gql(ME, {}, newSession)).errors).toBeUndefined();
    expect(errorOf(await env.gql(ME, {}, otherSession)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(ME, {}, thisSession)).code).toBe('UNAUTHENTICATED');
    const signedIn = await env.gql(SIGN_IN, { input: { email: input.email, password: 'sunny meadow lark' } });
    expect(signedIn.errors).toBeUndefined();
    expect(userId).toBe(saved.data?.saveNewPassword.user.id);
  });

  it('refuses a wrong current password, a weak or unchanged new one, and anonymous callers, changing nothing', async () => {
    const { input, token, userId } = await signUp(env);
    const hash = await hashOf(userId);
    const wrong = await env.gql(
      SAVE,
      { input: { currentPassword: 'not it at all', newPassword: 'sunny meadow lark' } },
      token,
    );
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
    const weak = await env.gql(
      SAVE,
      { input: { currentPassword: input.password, newPassword: 'qwerty123' } },
      token,
    );
    expect(errorOf(weak)).toEqual({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const same = await env.gql(
      SAVE,
      { input: { currentPassword: input.password, newPassword: input.password } },
      token,
    );
    expect(errorOf(same)).toEqual({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const anonymous = await env.gql(SAVE, {
      input: { currentPassword: input.password, newPassword: 'sunny meadow lark' },
    });
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    expect(await hashOf(userId)).toBe(hash);
    expect((await env.gql(ME, {}, token)).errors).toBeUndefined();
  });

  it('refuses a weak password at sign-up, naming the field', async () => {
    const { ONBOARD, onboardInput } = await import('../helpers');
    const result = await env.gql(ONBOARD, { input: onboardInput({ password: 'Password123' }) });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
  });
});
