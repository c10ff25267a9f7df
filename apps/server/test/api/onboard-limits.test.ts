/**
 * Issue 15 finding 3: `onboard` is limited per IP (10 an hour) and per e-mail domain (100 an hour), so one client
 * cannot create accounts and send e-mails by the dozen. The limits are lowered here; the IP and the domain are
 * unique to the run, as PostgreSQL keeps the counters between test files and runs.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/lib/rate-limits';
import { createGraphQL } from '../../src/yoga';
import { createTestEnv, drivers, errorOf, type GqlResult, onboardInput, type TestEnv } from '../helpers';

const ONBOARD = /* GraphQL */ `mutation ($input: OnboardInput!) { onboard(input: $input) { email } }`;

describe.each(drivers)('onboarding limits on %s', (driver) => {
  let env: TestEnv;
  let onboardFrom: (ip: string, email: string) => Promise<GqlResult<unknown>>;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const yoga = createGraphQL({
      ...env,
      rateLimits: createRateLimits(env.database.pool, { onboardsPerIp: 2, onboardsPerDomain: 3 }),
    });
    onboardFrom = async (remoteAddress, email) => {
      const response = await yoga.fetch(
        'http://localhost/api',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: ONBOARD, variables: { input: onboardInput({ email }) } }),
        },
        { req: { socket: { remoteAddress } } },
      );
      return response.json();
    };
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
});
