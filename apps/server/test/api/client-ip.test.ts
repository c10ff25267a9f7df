/**
 * Through real GraphQL requests: X-Forwarded-For and X-Real-IP are believed only from a proxy named in
 * TRUST_PROXY, so a client cannot escape the per-IP sign-in limit by writing its own header, while clients
 * behind a trusted proxy each keep their own limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createRateLimits } from '../../src/lib/rate-limits';
import { createGraphQL } from '../../src/yoga';
import { createTestEnv, drivers, errorOf, type GqlResult, type TestEnv, uniqueEmail } from '../helpers';

const SIGN_IN = /* GraphQL */ `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const PROXY = '10.0.0.1';

describe.each(drivers)('the client address on %s', (driver) => {
  let env: TestEnv;
  let signIn: (remoteAddress: string, headers: Record<string, string>) => Promise<GqlResult<unknown>>;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    // In-memory counters with 2 sign-ins per IP, and one trusted proxy.
    const yoga = createGraphQL({
      ...env,
      config: { ...env.config, TRUST_PROXY: [PROXY] },
      rateLimits: createRateLimits(undefined, { signInPerIp: 2, signInPerEmail: 1000 }),
    });
    signIn = async (remoteAddress, headers) => {
      const response = await yoga.fetch(
        'http://localhost/api',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            query: SIGN_IN,
            variables: { input: { email: uniqueEmail(), password: 'wrong password 1' } },
          }),
        },
        { req: { socket: { remoteAddress } } },
      );
      return response.json();
    };
  });
  afterAll(async () => {
    await env.close();
  });

  it('ignores X-Forwarded-For and X-Real-IP from a connection that is not a trusted proxy', async () => {
    const codes = [];
    for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      codes.push(errorOf(await signIn('203.0.113.5', { 'x-forwarded-for': fake, 'x-real-ip': fake })).code);
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
  });

  it('reads the client from a trusted proxy’s X-Forwarded-For and X-Real-IP', async () => {
    const codes = [];
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      codes.push(errorOf(await signIn(PROXY, { 'x-forwarded-for': `${client}, ${PROXY}` })).code);
    }
    codes.push(errorOf(await signIn(PROXY, { 'x-real-ip': '192.0.2.9' })).code);
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('refuses a TRUST_PROXY entry that is not an address or range at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, not-an-address' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
    ]);
  });
});
