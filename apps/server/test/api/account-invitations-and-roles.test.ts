/**
 * Customers the team recorded (spec §7 createAccountExistingCustomer, `npm run ops -- invite-customer`) and
 * the roles of session tokens (spec §6: a token names exactly one of userId, coApplicantId, landlordId; a
 * token of one role is refused by another role's operations).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema';
import { parseInviteOptions } from '../../src/ops/invite-options';
import { inviteCustomer } from '../../src/services/invitations';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  createTestEnv,
  drivers,
  errorOf,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const CREATE = `mutation ($input: CreateAccountExistingCustomerInput!) {
  createAccountExistingCustomer(input: $input) { token user { id email emailVerified } }
}`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const ME = `query { me { user { id firstName } application { budget preferredLocations } } }`;
const RESEND_CODE = `mutation { resendOtpCode { sent } }`;

describe.each(drivers)('invitations and roles on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('invites a recorded customer, who sets a password from the link and sees their application', async () => {
    const email = uniqueEmail('customer');
    const invited = await inviteCustomer(env, {
      email,
      firstName: 'Priya',
      lastName: 'Shah',
      grossAnnualPay: 40_000,
      deposit: 20_000,
      preferredLocations: ['SO16'],
      actor: 'ops-test',
    });
    expect(invited.created).toBe(true);
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/welcome\?token=/);
    const mail = env.emails.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Your Stairway account is ready' });
    expect(mail?.text).toContain(invited.link);
    const audit = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, invited.userId));
    expect(audit).toMatchObject([{ actor: 'ops-test', action: 'invite-customer' }]);
    // No password yet: signing in fails like any wrong password.
    expect(errorOf(await env.gql(SIGN_IN, { input: { email, password: 'anything at all' } })).code).toBe(
      'UNAUTHENTICATED',
    );

    const weak = await env.gql(CREATE, { input: { token: tokenOf(invited.link), password: 'priyashah1' } });
    expect(errorOf(weak)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    const created = await env.gql<{ createAccountExistingCustomer: { token: string } }>(CREATE, {
      input: { token: tokenOf(invited.link), password: 'sunny meadow lark' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createAccountExistingCustomer).toMatchObject({
      user: { email, emailVerified: true },
    });
    const me = await env.gql(ME, {}, created.data?.createAccountExistingCustomer.token);
    // £40,000 with a £20,000 deposit in SO16: the same budget as onboarding gives (accounts.test.ts).
    expect(me.data).toEqual({
      me: {
        user: { id: invited.userId, firstName: 'Priya' },
        application: { budget: 200_000, preferredLocations: ['SO16'] },
      },
    });
    expect(
      (await env.gql(SIGN_IN, { input: { email, password: 'sunny meadow lark' } })).errors,
    ).toBeUndefined();

    const reused = await env.gql(CREATE, {
      input: { token: tokenOf(invited.link), password: 'another fine phrase' },
    });
    expect(errorOf(reused)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    await expect(
      inviteCustomer(env, { email, firstName: 'Priya', lastName: 'Shah', actor: 'ops-test' }),
    ).rejects.toThrow(/already has a Stairway account/);
  });

  it('sends a new invitation to someone who has not set a password, and the old link stops working', async () => {
    const email = uniqueEmail('customer');
    const first = await inviteCustomer(env, { email, firstName: 'Tom', lastName: 'Reed', actor: 'ops-test' });
    const second = await inviteCustomer(env, {
      email,
      firstName: 'Tom',
      lastName: 'Reed',
      actor: 'ops-test',
    });
    expect(second).toMatchObject({ created: false, userId: first.userId });
    const old = await env.gql(CREATE, {
      input: { token: tokenOf(first.link), password: 'sunny meadow lark' },
    });
    expect(errorOf(old).code).toBe('TOKEN_USED');
    expect(
      errorOf(await env.gql(CREATE, { input: { token: 'nope', password: 'sunny meadow lark' } })).code,
    ).toBe('TOKEN_INVALID');
    const [row] = await env.db.select().from(users).where(eq(users.id, first.userId));
    expect(row?.passwordHash).toBeNull();
  });

  it('reads the invite-customer options with the domain rules, naming each bad option', () => {
    const given: Record<string, string> = {
      'first-name': ' Ann ',
      'last-name': 'Lee',
      locations: 'so16, po37',
      deposit: '5000',
    };
    expect(parseInviteOptions(' Ann@Example.com ', (name) => given[name])).toEqual({
      ok: true,
      value: {
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        deposit: 5000,
        preferredLocations: ['SO16', 'PO37'],
      },
    });
    const bad = parseInviteOptions('not-an-email', () => undefined);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems[0]).toMatch(/^EMAIL: /);
      expect(bad.problems.some((p) => p.startsWith('--first-name: '))).toBe(true);
    }
  });

  it('refuses tokens of another role on applicant operations, and tokens naming no or two roles', async () => {
    const { userId } = await signUp(env);
    // A co-applicant's token is checked against their account (co-applicant.test.ts refuses a real one here);
    // one naming no co-applicant is no session at all.
    const unknownCoApplicant = await env.tokens.sign({
      kind: 'coApplicant',
      coApplicantId: crypto.randomUUID(),
    });
    expect(errorOf(await env.gql(ME, {}, unknownCoApplicant)).code).toBe('UNAUTHENTICATED');
    // Pipeline viewers keep a session version (decision 019): the token must name a real viewer.
    const viewer = await addPipelineViewer(env.db, { email: uniqueEmail('viewer'), actor: 'roles-test' });
    const others = await Promise.all([
      landlordToken(env),
      env.tokens.sign({ kind: 'pipelineViewer', pipelineViewerId: viewer.id }),
    ]);
    for (const token of others) {
      expect(errorOf(await env.gql(ME, {}, token)).code).toBe('FORBIDDEN');
      expect(errorOf(await env.gql(RESEND_CODE, {}, token)).code).toBe('FORBIDDEN');
    }
    const secret = new TextEncoder().encode(env.config.JWT_SECRET);
    const forge = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    const two = await forge({ userId, landlordId: crypto.randomUUID(), sv: 0 });
    const none = await forge({ sv: 0 });
    const wrongVersion = await forge({ userId, sv: 7 });
    const noExpiry = await new SignJWT({ userId, sv: 0 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    for (const token of [two, none, wrongVersion, noExpiry]) {
      expect(errorOf(await env.gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
    }
    expect((await env.gql(ME, {}, await forge({ userId, sv: 0 }))).errors).toBeUndefined();
  });
});
