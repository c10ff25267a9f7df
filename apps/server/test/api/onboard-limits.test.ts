/**
 * `onboard` is limited per IP (10 an hour) and per e-mail domain (100 an hour), so one client cannot create
 * accounts and send e-mails by the dozen. `landlordSignUp` is limited the same way. A domain counts each
 * client IP once an hour, and large providers (gmail.com…) are not counted, so junk sign-ups from one client
 * cannot block a domain. The limits are lowered here; the IP and the domain are unique to the run, as
 * PostgreSQL keeps the counters between test files and runs.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/lib/rate-limits';
import { createGraphQL } from '../../src/yoga';
import { createTestEnv, drivers, errorOf, type GqlResult, onboardInput, type TestEnv } from '../helpers';

const ONBOARD = /* GraphQL */ `mutation ($input: OnboardInput!) { onboard(input: $input) { email } }`;
const LANDLORD_SIGN_UP = /* GraphQL */ `mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { sent } }`;

describe.each(drivers)('onboarding limits on %s', (driver) => {
  let env: TestEnv;
  let onboardFrom: (ip: string, email: string) => Promise<GqlResult<unknown>>;
  let landlordFrom: (ip: string, email: string) => Promise<GqlResult<unknown>>;
  /** Sign-ups under roomier per-IP limits (20), to show what the domain counts. */
  let roomyFrom: (ip: string, email: string, landlord?: boolean) => Promise<GqlResult<unknown>>;
  const client =
    (yoga: ReturnType<typeof createGraphQL>) =>
    async (remoteAddress: string, email: string, landlord = false) => {
      const body = landlord
        ? { query: LANDLORD_SIGN_UP, variables: { input: { firstName: 'Lena', lastName: 'Lord', email } } }
        : { query: ONBOARD, variables: { input: onboardInput({ email }) } };
      const response = await yoga.fetch(
        'http://localhost/api',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { req: { socket: { remoteAddress } } },
      );
      return response.json() as Promise<GqlResult<unknown>>;
    };
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const send = client(
      createGraphQL({
        ...env,
        rateLimits: createRateLimits(env.database.pool, { onboardsPerIp: 2, onboardsPerDomain: 3 }),
      }),
    );
    onboardFrom = (ip, email) => send(ip, email);
    landlordFrom = (ip, email) => send(ip, email, true);
    roomyFrom = client(
      createGraphQL({
        ...env,
        rateLimits: createRateLimits(env.database.pool, { onboardsPerIp: 20, onboardsPerDomain: 3 }),
      }),
    );
  });
  afterAll(async () => {
    await env.close();
  });
  const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const domain = () => `${crypto.randomUUID().slice(0, 8)}.example.com`;
  const count = async (email: string) => {
    const rows = await env.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    return Number((rows.rows as Array<{ n: number }>)[0]?.n);
  };

  it('refuses a third account from one IP in an hour, creating nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i += 1) {
      expect(errorOf(await onboardFrom(ip, `person${i}@${domain()}`)).code).toBeUndefined();
    }
    const third = `person3@${domain()}`;
    expect(errorOf(await onboardFrom(ip, third)).code).toBe('RATE_LIMITED');
    expect(await count(third)).toBe(0);
    // Another IP may still sign up.
    expect(errorOf(await onboardFrom(randomIp(), `person4@${domain()}`)).code).toBeUndefined();
  });

  it('refuses a fourth account of one e-mail domain in an hour, from any IP', async () => {
    const shared = domain();
    for (let i = 0; i < 3; i += 1) {
      expect(errorOf(await onboardFrom(randomIp(), `person${i}@${shared}`)).code).toBeUndefined();
    }
    const fourth = `person4@${shared}`;
    expect(errorOf(await onboardFrom(randomIp(), fourth)).code).toBe('RATE_LIMITED');
    expect(await count(fourth)).toBe(0);
  });

  const landlordCount = async (email: string) => {
    const rows = await env.db.execute<{ n: number }>(
      sql`select count(*)::int as n from landlords where email = ${email}`,
    );
    return Number((rows.rows as Array<{ n: number }>)[0]?.n);
  };

  it('refuses a third landlord sign-up from one IP in an hour, creating and sending nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i += 1) {
      expect(errorOf(await landlordFrom(ip, `landlord${i}@${domain()}`)).code).toBeUndefined();
    }
    const third = `landlord3@${domain()}`;
    expect(errorOf(await landlordFrom(ip, third)).code).toBe('RATE_LIMITED');
    expect(await landlordCount(third)).toBe(0);
    expect(env.emails.filter((m) => m.to === third)).toHaveLength(0);
    expect(errorOf(await landlordFrom(randomIp(), `landlord4@${domain()}`)).code).toBeUndefined();
  });

  it('refuses a fourth landlord of one e-mail domain in an hour, from any IP', async () => {
    const shared = domain();
    for (let i = 0; i < 3; i += 1) {
      expect(errorOf(await landlordFrom(randomIp(), `landlord${i}@${shared}`)).code).toBeUndefined();
    }
    const fourth = `landlord4@${shared}`;
    expect(errorOf(await landlordFrom(randomIp(), fourth)).code).toBe('RATE_LIMITED');
    expect(await landlordCount(fourth)).toBe(0);
  });

  it('counts each IP once per domain, so junk sign-ups from one client cannot block the domain', async () => {
    for (const landlord of [false, true]) {
      const shared = domain();
      const junk = randomIp();
      // Ten sign-ups from one client count once against the domain (before: the fourth was refused)…
      for (let i = 0; i < 10; i += 1) {
        expect(errorOf(await roomyFrom(junk, `junk${i}@${shared}`, landlord)).code).toBeUndefined();
      }
      // …so two other people may still sign up with it; a fourth client is the domain's limit.
      for (let i = 0; i < 2; i += 1) {
        expect(errorOf(await roomyFrom(randomIp(), `person${i}@${shared}`, landlord)).code).toBeUndefined();
      }
      expect(errorOf(await roomyFrom(randomIp(), `person3@${shared}`, landlord)).code).toBe('RATE_LIMITED');
    }
  });

  it('does not count sign-ups of large e-mail providers against their domain', async () => {
    const unique = crypto.randomUUID().slice(0, 8);
    for (const provider of ['gmail.com', 'hotmail.co.uk']) {
      for (let i = 0; i < 5; i += 1) {
        const email = `stairway.test.${unique}.${i}@${provider}`;
        expect(errorOf(await onboardFrom(randomIp(), email)).code).toBeUndefined();
        expect(errorOf(await landlordFrom(randomIp(), email)).code).toBeUndefined();
      }
    }
  });
});
