/**
 * "This wasn't me" (decision 052) end to end through GraphQL: the password-changed and e-mail-changed
 * notices, read from the recorded e-mails, carry a single-use, expiring link; securing the account signs
 * every session out, stops the password, puts the old address back and e-mails a reset link there; the audit
 * log records it; used, expired and unknown links are refused clearly.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, emailTokens, users } from '../../src/db/schema';
import { hashLinkToken } from '../../src/services/link-tokens';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';

const SAVE = `mutation ($input: SaveNewPasswordInput!) { saveNewPassword(input: $input) { token } }`;
const REQUEST = `mutation ($input: ResetPasswordRequestInput!) { resetPasswordRequest(input: $input) { sent } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }`;
const CHANGE = `mutation ($input: CheckNewEmailInput!) { checkNewEmail(input: $input) { sent } }`;
const CONFIRM = `mutation ($input: VerifyNewEmailTokenInput!) { verifyNewEmailToken(input: $input) { email } }`;
const CHECK = `query ($input: CheckAccountSecurityTokenInput!) { checkAccountSecurityToken(input: $input) }`;
const SECURE = `mutation ($input: SecureAccountInput!) { secureAccount(input: $input) { emailRestored resetLinkSentTo } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const ME = `query { me { user { id email } } }`;

describe.each(drivers)('"This wasn’t me" on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const mailsTo = (to: string, subject: string) =>
    env.emails.filter((m) => m.to === to && m.subject === subject);
  const check = async (token: string) =>
    (await env.gql<{ checkAccountSecurityToken: string }>(CHECK, { input: { token } })).data
      ?.checkAccountSecurityToken;
  const secure = (token: string) =>
    env.gql<{ secureAccount: { emailRestored: boolean; resetLinkSentTo: string | null } }>(SECURE, {
      input: { token },
    });
  const auditRowsOf = (userId: string) =>
    env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, 'secure-account')))
      .orderBy(desc(auditLog.createdAt));

  it('tells the account its password was changed; the link signs every session out and stops the password', async () => {
    const { input, token: session, userId } = await signUp(env);
    const changed = await env.gql<{ saveNewPassword: { token: string } }>(
      SAVE,
      { input: { currentPassword: input.password, newPassword: 'sunny meadow lark' } },
      session,
    );
    const newSession = changed.data?.saveNewPassword.token ?? '';
    const notices = mailsTo(input.email, 'Your Stairway password was changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('changed in your settings');
    const link = notices[0]?.links?.[0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/account\/secure\?token=/);
    expect(notices[0]?.text).toContain(link);
    const token = tokenOf(link);
    // Only the hash is kept, and it works for 7 days.
    const [row] = await env.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(row?.purpose).toBe('secure-account');
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(await check(token)).toBe('VALID');
    expect((await env.gql(ME, {}, newSession)).errors).toBeUndefined();
    const secured = await secure(token);
    expect(secured).toEqual({
      data: { secureAccount: { emailRestored: false, resetLinkSentTo: input.email } },
    });

    expect(errorOf(await env.gql(ME, {}, newSession)).code).toBe('UNAUTHENTICATED');
    const signIn = await env.gql(SIGN_IN, { input: { email: input.email, password: 'sunny meadow lark' } });
    expect(errorOf(signIn).code).toBe('UNAUTHENTICATED');
    const audit = await auditRowsOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ emailRestored: false, after: { email: input.email } });

    // The reset link went to the address, and signs in again.
    const reset = await vi.waitFor(() => {
      const mail = mailsTo(input.email, 'Reset your Stairway password').at(-1);
      if (!mail) throw new Error('no reset e-mail yet');
      return mail;
    });
    const done = await env.gql(RESET, {
      input: { token: tokenOf(reset.links?.[0]), password: 'quiet harbour lantern' },
    });
    expect(done.errors).toBeUndefined();
    // A reset is a change too: it is told, with a new link.
    expect(mailsTo(input.email, 'Your Stairway password was changed')).toHaveLength(2);
    expect(mailsTo(input.email, 'Your Stairway password was changed')[1]?.text).toContain(
      'reset with a link',
    );

    // Single use: the link now says so, and changes nothing.
    expect(await check(token)).toBe('USED');
    const again = await secure(token);
    expect(errorOf(again)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    expect(again.errors?.[0]?.message).toContain('already been used');
    expect(await auditRowsOf(userId)).toHaveLength(1);
    const signedIn = await env.gql(SIGN_IN, {
      input: { email: input.email, password: 'quiet harbour lantern' },
    });
    expect(signedIn.errors).toBeUndefined();
  });

  it('tells the old address of a change of e-mail; the link puts it back, signs out and sends a reset link there', async () => {
    const { input, token: session, userId } = await signUp(env);
    const newEmail = uniqueEmail('taken-over');
    await env.gql(CHANGE, { input: { email: newEmail } }, session);
    const confirmLink = mailsTo(newEmail, 'Confirm your new e-mail address for Stairway')[0]?.links?.[0];
    expect((await env.gql(CONFIRM, { input: { token: tokenOf(confirmLink) } })).errors).toBeUndefined();
    const notice = mailsTo(input.email, 'Your Stairway e-mail address has changed')[0];
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('puts your e-mail address back to this one');
    const token = tokenOf(notice?.links?.[0]);

    // Whoever changed it then changes the password: the first link still works.
    const signedIn = await env.gql<{ signIn: { token: string } }>(SIGN_IN, {
      input: { email: newEmail, password: input.password },
    });
    await env.gql(
      SAVE,
      { input: { currentPassword: input.password, newPassword: 'sunny meadow lark' } },
      signedIn.data?.signIn.token,
    );
    // And asks for another change of e-mail, whose link they hold.
    await env.gql(CHANGE, { input: { email: uniqueEmail('third') } }, signedIn.data?.signIn.token);

    expect(await check(token)).toBe('VALID');
    const secured = await secure(token);
    expect(secured).toEqual({
      data: { secureAccount: { emailRestored: true, resetLinkSentTo: input.email } },
    });
    const [user] = await env.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: input.email, emailVerified: true, passwordHash: null });
    expect(errorOf(await env.gql(ME, {}, session)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(ME, {}, signedIn.data?.signIn.token)).code).toBe('UNAUTHENTICATED');
    // Pending change-of-e-mail links are used up.
    const pending = await env.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change-email')));
    expect(pending.every((t) => t.usedAt)).toBe(true);
    const audit = await auditRowsOf(userId);
    expect(audit[0]?.details).toMatchObject({
      emailRestored: true,
      before: { email: newEmail },
      after: { email: input.email },
    });
    const reset = await vi.waitFor(() => {
      const mail = mailsTo(input.email, 'Reset your Stairway password').at(-1);
      if (!mail) throw new Error('no reset e-mail yet');
      return mail;
    });
    expect(reset.links?.[0]).toMatch(/\/reset-password\?token=/);
    expect(mailsTo(newEmail, 'Reset your Stairway password')).toHaveLength(0);
  });

  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const { input, token: session, userId } = await signUp(env);
    await env.gql(
      SAVE,
      { input: { currentPassword: input.password, newPassword: 'sunny meadow lark' } },
      session,
    );
    const token = tokenOf(mailsTo(input.email, 'Your Stairway password was changed')[0]?.links?.[0]);
    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(await check(token)).toBe('EXPIRED');
    const expired = await secure(token);
    expect(errorOf(expired)).toEqual({ code: 'TOKEN_EXPIRED', field: 'token' });
    expect(expired.errors?.[0]?.message).toContain('expired');

    expect(await check('not-a-token')).toBe('INVALID');
    const unknown = await secure('not-a-token');
    expect(errorOf(unknown)).toEqual({ code: 'TOKEN_INVALID', field: 'token' });
    expect(unknown.errors?.[0]?.message).toContain('doesn’t work');
    expect(errorOf(await secure('x'.repeat(201)))).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });

    // A reset link is not a "This wasn't me" link.
    await env.gql(REQUEST, { input: { email: input.email } });
    const resetMail = await vi.waitFor(() => {
      const mail = mailsTo(input.email, 'Reset your Stairway password').at(-1);
      if (!mail) throw new Error('no reset e-mail yet');
      return mail;
    });
    expect(errorOf(await secure(tokenOf(resetMail.links?.[0]))).code).toBe('TOKEN_INVALID');

    expect(await auditRowsOf(userId)).toHaveLength(0);
    const signIn = await env.gql(SIGN_IN, { input: { email: input.email, password: 'sunny meadow lark' } });
    expect(signIn.errors).toBeUndefined();
  });
});
