/**
 * Changing the e-mail address and one-time codes (spec §7 checkNewEmail, verifyNewEmailToken, verifyOtpToken,
 * resendOtpCode): links and codes that work once and expire, 5 tries per code, rate limits, the old address
 * told, other people refused, nothing changed on a refusal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, oneTimeCodes, users } from '../../src/db/schema';
import { hashLinkToken } from '../../src/services/link-tokens';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';

const CHECK = `mutation ($input: CheckNewEmailInput!) { checkNewEmail(input: $input) { email sent } }`;
const CONFIRM = `mutation ($input: VerifyNewEmailTokenInput!) { verifyNewEmailToken(input: $input) { email } }`;
const VERIFY_CODE = `mutation ($input: VerifyOtpTokenInput!) { verifyOtpToken(input: $input) { verified email } }`;
const RESEND_CODE = `mutation { resendOtpCode { sent alreadyVerified } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const ME = `query { me { user { email emailVerified } } }`;

describe.each(drivers)('e-mail change and codes on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const userRow = async (userId: string) =>
    (await env.db.select().from(users).where(eq(users.id, userId)))[0];
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const lastMailTo = (to: string) => env.emails.filter((m) => m.to === to).at(-1);
  /** The code in the last code e-mail to an address, read from its plain-text part ("123 456"). */
  const codeFrom = (to: string) => {
    const text = lastMailTo(to)?.text ?? '';
    const match = /(\d{3}) (\d{3})/.exec(text);
    return match ? `${match[1]}${match[2]}` : '';
  };

  it('sends a confirmation link to the new address, changes the account only when it is opened, and tells the old one', async () => {
    const { input, token, userId } = await signUp(env);
    const newEmail = uniqueEmail('moved');
    const checked = await env.gql(CHECK, { input: { email: ` ${newEmail.toUpperCase()} ` } }, token);
    expect(checked).toEqual({ data: { checkNewEmail: { email: newEmail, sent: true } } });
    expect((await userRow(userId))?.email).toBe(input.email);
    const mail = lastMailTo(newEmail);
    expect(mail?.subject).toBe('Confirm your new e-mail address for Stairway');
    expect(mail?.links?.[0]).toMatch(/^http:\/\/localhost:3000\/settings\/email\/confirm\?token=/);

    const confirmed = await env.gql(CONFIRM, { input: { token: tokenOf(mail?.links?.[0]) } });
    expect(confirmed).toEqual({ data: { verifyNewEmailToken: { email: newEmail } } });
    expect(await userRow(userId)).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = lastMailTo(input.email);
    expect(notice?.subject).toBe('Your Stairway e-mail address has changed');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.links?.[0]).toMatch(/^http:\/\/localhost:3000\/account\/secure\?token=/);
    // The session stays signed in, and the new address signs in.
    expect((await env.gql(ME, {}, token)).data).toEqual({
      me: { user: { email: newEmail, emailVerified: true } },
    });
    expect(
      (await env.gql(SIGN_IN, { input: { email: newEmail, password: input.password } })).errors,
    ).toBeUndefined();

    const again = await env.gql(CONFIRM, { input: { token: tokenOf(mail?.links?.[0]) } });
    expect(errorOf(again)).toEqual({ code: 'TOKEN_USED', field: 'token' });
  });

  it('answers another account’s address as a free one (decision 046), refuses the current address, anonymous callers and bad input', async () => {
    const first = await signUp(env);
    const second = await signUp(env);
    const inUse = await env.gql(CHECK, { input: { email: second.input.email } }, first.token);
    expect(inUse.errors).toBeUndefined();
    expect(inUse.data).toEqual({ checkNewEmail: { email: second.input.email, sent: true } });
    // No confirmation link reaches the taken address: its owner is told, with links to sign in or reset.
    expect(lastMailTo(String(second.input.email))?.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/forgot-password',
    ]);
    const same = await env.gql(CHECK, { input: { email: first.input.email } }, first.token);
    expect(errorOf(same)).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(errorOf(await env.gql(CHECK, { input: { email: 'nope' } }, first.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expect(errorOf(await env.gql(CHECK, { input: { email: uniqueEmail() } })).code).toBe('UNAUTHENTICATED');
    expect((await userRow(first.userId))?.email).toBe(first.input.email);
  });

  it('refuses an expired link, and a link whose address was taken since, changing nothing', async () => {
    const { input, token, userId } = await signUp(env);
    const wanted = uniqueEmail('wanted');
    await env.gql(CHECK, { input: { email: wanted } }, token);
    const link = tokenOf(lastMailTo(wanted)?.links?.[0]);
    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashLinkToken(link)));
    expect(errorOf(await env.gql(CONFIRM, { input: { token: link } }))).toEqual({
      code: 'TOKEN_EXPIRED',
      field: 'token',
    });

    await env.gql(CHECK, { input: { email: wanted } }, token);
    const fresh = tokenOf(lastMailTo(wanted)?.links?.[0]);
    await signUp(env, { email: wanted });
    expect(errorOf(await env.gql(CONFIRM, { input: { token: fresh } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expect((await userRow(userId))?.email).toBe(input.email);
  });

  it('limits change requests to 5 an hour', async () => {
    const { token } = await signUp(env);
    for (let i = 0; i < 5; i += 1) {
      expect((await env.gql(CHECK, { input: { email: uniqueEmail() } }, token)).errors).toBeUndefined();
    }
    expect(errorOf(await env.gql(CHECK, { input: { email: uniqueEmail() } }, token)).code).toBe(
      'RATE_LIMITED',
    );
  });

  it('confirms the address with the code from the verification e-mail, once', async () => {
    const { input, token, userId } = await signUp(env);
    const code = codeFrom(input.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(lastMailTo(input.email)?.links).toContain('http://localhost:3000/verify-email/code');
    const verified = await env.gql(
      VERIFY_CODE,
      { input: { code: `${code.slice(0, 3)} ${code.slice(3)}` } },
      token,
    );
    expect(verified).toEqual({ data: { verifyOtpToken: { verified: true, email: input.email } } });
    expect((await userRow(userId))?.emailVerified).toBe(true);
    // Already confirmed: nothing is sent.
    expect(await env.gql(RESEND_CODE, {}, token)).toEqual({
      data: { resendOtpCode: { sent: false, alreadyVerified: true } },
    });
  });

  it('uses a code up after 5 wrong tries, saying how many are left, and a new code works', async () => {
    const { input, token, userId } = await signUp(env);
    const right = codeFrom(input.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left -= 1) {
      const result = await env.gql(VERIFY_CODE, { input: { code: wrong } }, token);
      expect(errorOf(result)).toEqual({ code: 'TOKEN_INVALID', field: 'code' });
      expect(result.errors?.[0]?.extensions?.attemptsLeft).toBe(left);
    }
    const spent = await env.gql(VERIFY_CODE, { input: { code: right } }, token);
    expect(errorOf(spent)).toEqual({ code: 'TOKEN_USED', field: 'code' });
    expect((await userRow(userId))?.emailVerified).toBe(false);

    const resent = await env.gql(RESEND_CODE, {}, token);
    expect(resent).toEqual({ data: { resendOtpCode: { sent: true, alreadyVerified: false } } });
    const mail = lastMailTo(input.email);
    expect(mail?.subject).toMatch(/^Your Stairway code: \d{3} \d{3}$/);
    expect(
      (await env.gql(VERIFY_CODE, { input: { code: codeFrom(input.email) } }, token)).errors,
    ).toBeUndefined();
    expect((await userRow(userId))?.emailVerified).toBe(true);
  });

  it('refuses an expired code, a malformed code, anonymous callers and another applicant’s code', async () => {
    const owner = await signUp(env);
    const other = await signUp(env);
    const code = codeFrom(owner.input.email);
    expect(errorOf(await env.gql(VERIFY_CODE, { input: { code } }, other.token)).code).toMatch(
      /TOKEN_INVALID|TOKEN_USED/,
    );
    expect(errorOf(await env.gql(VERIFY_CODE, { input: { code } })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(RESEND_CODE, {})).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(VERIFY_CODE, { input: { code: '12ab' } }, owner.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'code',
    });
    await env.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.subjectId, owner.userId));
    expect(errorOf(await env.gql(VERIFY_CODE, { input: { code } }, owner.token))).toEqual({
      code: 'TOKEN_EXPIRED',
      field: 'code',
    });
    expect((await userRow(owner.userId))?.emailVerified).toBe(false);
    expect((await userRow(other.userId))?.emailVerified).toBe(false);
  });

  it('limits new codes to 5 an hour', async () => {
    const { token } = await signUp(env);
    for (let i = 0; i < 5; i += 1) expect((await env.gql(RESEND_CODE, {}, token)).errors).toBeUndefined();
    expect(errorOf(await env.gql(RESEND_CODE, {}, token)).code).toBe('RATE_LIMITED');
  });
});
