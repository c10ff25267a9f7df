/** onboard, signIn and me through real GraphQL requests. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications, users } from '../../src/db/schema';
import { createTestEnv, drivers, ONBOARD, onboardInput, signUp, type TestEnv, uniqueEmail } from '../helpers';

const ME = /* GraphQL */ `
  query Me {
    me {
      user { id email firstName lastName emailVerified }
      application { id budget rentBudget deposit depositSource grossAnnualPay preferredLocations welcomeSeen }
    }
  }
`;
const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) { signIn(input: $input) { token user { id email } } }
`;

describe.each(drivers)('accounts on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const countUsers = async (email: string) =>
    (await env.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  it('onboards an applicant, works out the budget and e-mails a verification link', async () => {
    const { token, userId, input } = await signUp(env, { preferredLocations: ['so16'] });
    expect(token).toMatch(/^ey/);
    const me = await env.gql<{
      me: { user: { id: string; emailVerified: boolean }; application: Record<string, unknown> };
    }>(ME, {}, token);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.user.id).toBe(userId);
    expect(me.data?.me.user.emailVerified).toBe(false);
    // £40,000 employed, deposit £20,000, SO16 (South East, 5.0% gross yield): the exit-mortgage cap
    // 5 x £40,000 = £200,000 binds; rent budget 200,000 x 5% / 12 = 833.33, rounded down to £5 = £830.
    expect(me.data?.me.application).toMatchObject({
      budget: 200_000,
      rentBudget: 830,
      deposit: 20_000,
      depositSource: 'CashSavings',
      grossAnnualPay: 40_000,
      preferredLocations: ['SO16'],
      welcomeSeen: false,
    });
    const mail = env.emails.find((m) => m.to === input.email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.links?.[0]).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    expect(mail?.text).toContain(mail?.links?.[0]);
  });

  it('refuses a malformed e-mail, naming the field, and creates nothing', async () => {
    const result = await env.gql(ONBOARD, { input: onboardInput({ email: 'not-an-email' }) });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(await countUsers('not-an-email')).toBe(0);
  });

  it('refuses a postcode district the service does not know, naming it', async () => {
    const email = uniqueEmail();
    const result = await env.gql(ONBOARD, {
      input: onboardInput({ email, preferredLocations: ['SO16', 'ZZ9'] }),
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'preferredLocations.1',
    });
    expect(result.errors?.[0]?.message).toContain('ZZ9');
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses an applicant under 18 and a weak password, naming each field', async () => {
    const email = uniqueEmail();
    const result = await env.gql(ONBOARD, {
      input: onboardInput({
        email,
        password: 'short',
        checks: { over18: false, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      }),
    });
    const fields = ((result.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string }>).map(
      (f) => f.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['password', 'checks.over18']));
    expect(await countUsers(email)).toBe(0);
  });

  it('answers a sign-up with a known address as it answers a new one, e-mails the owner and changes nothing', async () => {
    const { input, token } = await signUp(env, { firstName: 'Owen' });
    const fresh = await env.gql(ONBOARD, { input: onboardInput() });
    env.emails.length = 0;
    const again = await env.gql<{ onboard: { email: string } }>(ONBOARD, {
      input: onboardInput({ email: input.email.toUpperCase(), firstName: 'Mallory', grossAnnualPay: 99_000 }),
    });
    // The same answer as for a new address: no error, no session, the address it wrote to.
    expect(again.errors).toBeUndefined();
    expect(Object.keys(again.data?.onboard ?? {})).toEqual(Object.keys(fresh.data?.onboard as object));
    expect(again.data?.onboard).toEqual({ email: input.email });
    // Nothing was created or changed: still one account, with its own answers, still signed in.
    expect(await countUsers(input.email)).toBe(1);
    const me = await env.gql<{
      me: { user: { firstName: string }; application: { grossAnnualPay: number } };
    }>(ME, {}, token);
    expect(me.data?.me).toMatchObject({
      user: { firstName: 'Owen' },
      application: { grossAnnualPay: 40_000 },
    });
    // The owner, not the caller, learns that the address has an account.
    expect(env.emails).toHaveLength(1);
    expect(env.emails[0]).toMatchObject({ to: input.email, subject: 'You already have a Stairway account' });
    expect(env.emails[0]?.text).toContain('Hi Owen');
    expect(env.emails[0]?.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/forgot-password',
    ]);
    // The caller cannot sign in with the password they typed: it is not the account's.
    const signIn = await env.gql(SIGN_IN, { input: { email: input.email, password: 'another password 77' } });
    expect(signIn.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a non-integer gross annual pay before any resolver runs', async () => {
    const email = uniqueEmail();
    const result = await env.gql(ONBOARD, { input: onboardInput({ email, grossAnnualPay: 1234.5 }) });
    expect(result.errors?.[0]?.message).toContain('grossAnnualPay');
    expect(await countUsers(email)).toBe(0);
  });

  it('signs in with the right password only', async () => {
    const { input, userId } = await signUp(env);
    const ok = await env.gql<{ signIn: { token: string; user: { id: string } } }>(SIGN_IN, {
      input: { email: ` ${input.email.toUpperCase()} `, password: input.password },
    });
    expect(ok.data?.signIn.user.id).toBe(userId);
    const me = await env.gql<{ me: { user: { id: string } } }>(ME, {}, ok.data?.signIn.token);
    expect(me.data?.me.user.id).toBe(userId);

    const wrong = await env.gql(SIGN_IN, { input: { email: input.email, password: 'wrong password 1' } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await env.gql(SIGN_IN, { input: { email: uniqueEmail(), password: 'whatever 123' } });
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
  });

  it('refuses `me` without a token, with an empty Bearer and with a forged token', async () => {
    for (const token of [null, '', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ4In0.forged']) {
      const result = await env.gql(ME, {}, token);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('stores the application with the onboarding answers', async () => {
    const { userId } = await signUp(env, { utmSource: 'newsletter', jointApplication: true });
    const [application] = await env.db
      .select()
      .from(userApplications)
      .where(eq(userApplications.userId, userId));
    expect(application).toMatchObject({ utmSource: 'newsletter', jointApplication: true, budget: 200_000 });
    expect(application?.checks).toMatchObject({ over18: true, creditCheckConsent: true });
  });
});
