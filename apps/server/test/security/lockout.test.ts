/**
 * Through real GraphQL requests from chosen client addresses: a stranger's wrong passwords and codes never
 * refuse the owner's right credential from another caller. Failures are counted per caller (IP) and per
 * address-and-caller; the address's own count only slows callers that have failed for it, and when it passes
 * 10 in 15 minutes the owner is e-mailed, once an hour (decision 045). The production limits are used
 * (createRateLimits with no options; one test counts more failures as free, and says why); IPs and addresses are unique to the run, as PostgreSQL keeps the
 * counters between runs.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimits } from '../../src/lib/rate-limits';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import { createGraphQL } from '../../src/yoga';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const OPERATOR_SIGN_IN = `mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }`;
const OPERATOR_CODE = `mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }`;
const PIPELINE = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const LANDLORD_SIGN_UP = `mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { sent } }`;
const LANDLORD_RESEND = `mutation ($input: ResendLandlordOtpCodeInput!) { resendLandlordOtpCode(input: $input) { sent } }`;
const LANDLORD_VERIFY = `mutation ($input: VerifyLandlordTokenInput!) { verifyLandlordToken(input: $input) { token } }`;

/** A client address unique to the run (PostgreSQL keeps counters for 15 minutes between runs). */
const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** The 6-digit code in the last e-mail to an address (its subject or text, spaced "123 456"). */
function lastCode(env: TestEnv, email: string): string {
  const mail = env.emails.filter((m) => m.to === email).at(-1);
  const match = /(\d{3}) (\d{3})/.exec(`${mail?.subject ?? ''} ${mail?.text ?? ''}`);
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return `${match[1]}${match[2]}`;
}

/** Sends one operation from a client address (`ip`) and returns the answer. */
type Caller = <T = Record<string, unknown>>(
  ip: string,
  query: string,
  input: Record<string, unknown>,
) => Promise<GqlResult<T>>;

describe.each(drivers)('lockout by caller on %s', (driver) => {
  let env: TestEnv;
  let from: Caller;
  /** Sends operations to a GraphQL server with the given limits, from a chosen client address. */
  const callerWith = (rateLimits: ReturnType<typeof createRateLimits>): Caller => {
    const yoga = createGraphQL({ ...env, rateLimits });
    return async (remoteAddress, query, input) => {
      const response = await yoga.fetch(
        'http://localhost/api',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { input } }),
        },
        { req: { socket: { remoteAddress } } },
      );
      return response.json();
    };
  };
  beforeAll(async () => {
    env = await createTestEnv(driver);
    // The production limits: 5 free failures, then waits; 10 (applicant, landlord) or 5 (operator, pipeline)
    // failures per address from one caller.
    from = callerWith(createRateLimits(env.database.pool));
  });
  afterAll(async () => {
    await env.close();
  });

  it('lets an applicant’s right password in from another caller while a stranger is guessing', async () => {
    const { email, password } = (await signUp(env)).input as { email: string; password: string };
    const attacker = randomIp();
    // Six wrong passwords: the sixth starts the address's wait (1 second).
    for (let i = 0; i < 6; i += 1) {
      expect(errorOf(await from(attacker, SIGN_IN, { email, password: `wrong guess ${i}` })).code).toBe(
        'UNAUTHENTICATED',
      );
    }
    // The stranger, who has failed, is asked to wait…
    const waiting = await from(attacker, SIGN_IN, { email, password: 'wrong guess 7' });
    expect(errorOf(waiting).code).toBe('RATE_LIMITED');
    expect(waiting.errors?.[0]?.message).toMatch(/Too many .*wait/);
    // …the owner, from their own address, with the right password, is not (before: refused for the wait).
    const owner = await from<{ signIn: { token: string } }>(randomIp(), SIGN_IN, { email, password });
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.signIn.token).toBeTruthy();
  });

  it('refuses a caller that failed 10 times for an address, and no one else', async () => {
    const { email, password } = (await signUp(env)).input as { email: string; password: string };
    const attacker = randomIp();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The production limits but for the address's free failures: 9, not 5, so that only the tenth failure is
    // followed by a wait (1 second) rather than the sixth to ninth (1 + 2 + 4 + 8 seconds, a quarter of a
    // minute per database). The waits themselves are the first test's; this one is about the caller's count.
    const from = callerWith(createRateLimits(env.database.pool, { signInFreeFailures: 9 }));
    let failures = 0;
    // Any failure beyond the free ones is followed by the wait; the caller's own count stops them at 10.
    while (failures < 10) {
      const result = await from(attacker, SIGN_IN, { email, password: `wrong guess ${failures}` });
      if (errorOf(result).code === 'UNAUTHENTICATED') failures += 1;
      else await sleep(Number(result.errors?.[0]?.extensions?.retryAfterSeconds ?? 1) * 1000 + 50);
    }
    await sleep(1_100);
    expect(errorOf(await from(attacker, SIGN_IN, { email, password })).code).toBe('RATE_LIMITED');
    expect(errorOf(await from(randomIp(), SIGN_IN, { email, password })).code).toBeUndefined();
  }, 120_000);

  it('lets an operator’s right password in from another caller after 5 wrong ones', async () => {
    const email = uniqueEmail('operator');
    const { password } = await addOperator(env.db, { email, actor: 'lockout-test' });
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect(errorOf(await from(attacker, OPERATOR_SIGN_IN, { email, password: `wrong ${i}` })).code).toBe(
        'UNAUTHENTICATED',
      );
    }
    // The guessing caller is refused for this address, even with the right password…
    expect(errorOf(await from(attacker, OPERATOR_SIGN_IN, { email, password })).code).toBe('RATE_LIMITED');
    // …the operator, elsewhere, signs in (before: refused for 15 minutes).
    const operator = randomIp();
    expect(errorOf(await from(operator, OPERATOR_SIGN_IN, { email, password })).code).toBeUndefined();
    const signedIn = await from<{ verifyOperatorCode: { token: string } }>(operator, OPERATOR_CODE, {
      email,
      code: lastCode(env, email),
    });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.verifyOperatorCode.token).toBeTruthy();
  });

  it('lets a pipeline viewer’s right password in from another caller after 5 wrong ones', async () => {
    const email = uniqueEmail('viewer');
    const { password } = await addPipelineViewer(env.db, { email, actor: 'lockout-test' });
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect(errorOf(await from(attacker, PIPELINE, { email, password: `wrong ${i}` })).code).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(errorOf(await from(attacker, PIPELINE, { email, password })).code).toBe('RATE_LIMITED');
    const viewer = await from<{ checkPipelinePassword: { token: string } }>(randomIp(), PIPELINE, {
      email,
      password,
    });
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data?.checkPipelinePassword.token).toBeTruthy();
  });

  it('lets a landlord’s real new code in from another caller after 10 wrong codes', async () => {
    const email = uniqueEmail('landlord');
    const landlord = randomIp();
    expect(
      errorOf(await from(landlord, LANDLORD_SIGN_UP, { firstName: 'Lena', lastName: 'Lord', email })).code,
    ).toBeUndefined();
    const attacker = randomIp();
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(errorOf(await from(attacker, LANDLORD_VERIFY, { email, code: String(100_000 + i) })).code);
    }
    // Five tries use the code up, the sixth failure starts the address's wait, and the guessing caller waits.
    expect(answers.slice(0, 6)).toEqual([...Array(5).fill('TOKEN_INVALID'), 'TOKEN_USED']);
    expect(answers.slice(6)).toEqual(Array(4).fill('RATE_LIMITED'));
    // The landlord asks for a new code and signs in with it (before: refused for 15 minutes).
    expect(errorOf(await from(landlord, LANDLORD_RESEND, { email })).code).toBeUndefined();
    const code = lastCode(env, email);
    const signedIn = await from<{ verifyLandlordToken: { token: string } }>(landlord, LANDLORD_VERIFY, {
      email,
      code,
    });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.verifyLandlordToken.token).toBeTruthy();
  });

  it('limits landlord code requests to 30 an hour from one caller, whatever the addresses', async () => {
    const prober = randomIp();
    const answers: string[] = [];
    for (let i = 0; i < 31; i++) {
      const result = await from(prober, LANDLORD_RESEND, { email: uniqueEmail(`probe-${i}`) });
      answers.push(String(result.errors?.[0]?.extensions?.code ?? 'ok'));
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill('ok'));
    expect(answers[30]).toBe('RATE_LIMITED');
    // Another caller is not held back by it.
    const other = await from(randomIp(), LANDLORD_RESEND, { email: uniqueEmail('other') });
    expect(other.errors).toBeUndefined();
  });

  it('e-mails each kind of owner once an hour when their address passes 10 failures from others', async () => {
    const applicant = (await signUp(env)).input as { email: string };
    const operatorEmail = uniqueEmail('operator');
    await addOperator(env.db, { email: operatorEmail, actor: 'lockout-test' });
    const viewerEmail = uniqueEmail('viewer');
    await addPipelineViewer(env.db, { email: viewerEmail, actor: 'lockout-test' });
    const landlordEmail = uniqueEmail('landlord');
    await from(randomIp(), LANDLORD_SIGN_UP, { firstName: 'Lena', lastName: 'Lord', email: landlordEmail });
    const cases = [
      { email: applicant.email, query: SIGN_IN, input: { password: 'wrong password' } },
      { email: operatorEmail, query: OPERATOR_SIGN_IN, input: { password: 'wrong password' } },
      { email: viewerEmail, query: PIPELINE, input: { password: 'wrong password' } },
      { email: landlordEmail, query: LANDLORD_VERIFY, input: { code: '000000' } },
    ];
    const alerts = (email: string) =>
      env.emails.filter((m) => m.to === email && /trying to sign in/i.test(m.subject));
    for (const { email, query, input } of cases) {
      // A distributed guess: 14 callers, one failure each (each is new, so none is made to wait).
      for (let i = 0; i < 14; i += 1) {
        const code = errorOf(await from(randomIp(), query, { email, ...input })).code;
        expect(['UNAUTHENTICATED', 'TOKEN_INVALID', 'TOKEN_USED']).toContain(code);
      }
      await vi.waitFor(() => expect(alerts(email)).toHaveLength(1), { timeout: 5_000 });
      const [alert] = alerts(email);
      expect(alert?.text).toMatch(/Someone is trying to sign in to your Stairway account/);
      expect(alert?.text).not.toMatch(/wrong password|000000/);
    }
    // Once an hour: more failures send nothing more.
    for (let i = 0; i < 3; i += 1) await from(randomIp(), SIGN_IN, { email: applicant.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alerts(applicant.email)).toHaveLength(1);
  }, 60_000);
});
