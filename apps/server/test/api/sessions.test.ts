/**
 * Sessions (decision 030): sign-out on the server for every role, an operator's "sign out everywhere" for any
 * account, sliding renewal of short tokens (a renewed token in the X-Session-Token response header), an
 * absolute session limit, `exp` required and a subject that is not an id refused as UNAUTHENTICATED, and the
 * session check's one-second memory (lib/session-cache.ts): what a mutation or a writing request changes
 * counts at once, what changes outside the server counts once the second is up. Tokens are real ones of every
 * role (the security suites' fixture); forged ones are signed with the tests' JWT_SECRET (helpers.ts) to set
 * their times.
 */
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { SESSION_LIFETIMES_SECONDS } from '../../src/lib/tokens';
import { aSecondLater, createTestEnv, drivers, errorOf, signUp, type TestEnv } from '../helpers';
import { type Fixture, makeFixture } from '../security/fixture';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');

/** A query each signed-in role may make, and the role's token in the fixture. */
const PROBES = {
  applicant: 'query { me { user { id } } }',
  coApplicant: 'query { coApplicant { id } }',
  landlord: 'query { getLandlordListings { __typename } }',
  pipelineViewer: 'query { getPipelineApplicants(pageSize: 1) { __typename } }',
  operator: 'query { operatorMe { email } }',
} as const;

/** Signs a token with the tests' secret and the given claims and times (seconds since the epoch). */
function forge(claims: Record<string, unknown>, times: { iat?: number; exp?: number }) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
  if (times.exp !== undefined) jwt.setExpirationTime(times.exp);
  return jwt.sign(SECRET);
}

/** Posts a GraphQL request through the app's fetch handler and returns the response. */
function post(env: TestEnv, query: string, token: string | null, variables: Record<string, unknown> = {}) {
  return env.http('/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
}

describe.each(drivers)('sessions on %s', (driver) => {
  let env: TestEnv;
  let fixture: Fixture;
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    env = await createTestEnv(driver);
    fixture = await makeFixture(env);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('refuses a token without exp, and one whose subject is not an id, as UNAUTHENTICATED', async () => {
    const userId = decodeJwt(fixture.tokens.applicant as string).userId;
    const noExp = await forge({ userId, sv: 0 }, { iat: now() });
    expect(errorOf(await env.gql(PROBES.applicant, {}, noExp)).code).toBe('UNAUTHENTICATED');
    for (const bad of ['42', 'not-an-id', "1' or '1'='1", '']) {
      const token = await forge({ userId: bad, sv: 0 }, { iat: now(), exp: now() + 600 });
      expect(errorOf(await env.gql(PROBES.applicant, {}, token)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('gives every role a short token and renews it in X-Session-Token once half its life is gone', async () => {
    for (const [role, query] of Object.entries(PROBES) as Array<[keyof typeof PROBES, string]>) {
      const token = fixture.tokens[role] as string;
      const claims = decodeJwt(token);
      expect((claims.exp as number) - (claims.iat as number), role).toBe(
        SESSION_LIFETIMES_SECONDS[role].idle,
      );
      // A fresh token is not renewed.
      const fresh = await post(env, query, token);
      expect(fresh.headers.get('x-session-token'), role).toBeNull();
      // A token past half its life is renewed, with the same subject and session start.
      const { iat: _iat, exp: _exp, ...rest } = claims;
      const idle = SESSION_LIFETIMES_SECONDS[role].idle;
      const start = now() - Math.ceil(idle * 0.6);
      const old = await forge({ ...rest, auth_time: start }, { iat: start, exp: start + idle });
      const response = await post(env, query, old);
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors, role).toBeUndefined();
      const renewed = response.headers.get('x-session-token');
      expect(renewed, role).toBeTruthy();
      const next = decodeJwt(renewed as string);
      expect(next.auth_time, role).toBe(start);
      expect(next.exp as number, role).toBeGreaterThan(start + idle);
      expect(next.exp as number, role).toBeLessThanOrEqual(start + SESSION_LIFETIMES_SECONDS[role].absolute);
      expect(errorOf(await env.gql(query, {}, renewed)).code, role).toBeUndefined();
    }
  });

  it('exposes the renewed token to the web app across origins', async () => {
    const response = await env.http('/api', {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        authorization: `Bearer ${fixture.tokens.applicant}`,
      },
      body: JSON.stringify({ query: PROBES.applicant }),
    });
    expect(response.headers.get('access-control-expose-headers') ?? '').toMatch(/x-session-token/i);
  });

  it('refuses a session older than its absolute limit even when its token is unexpired', async () => {
    const claims = decodeJwt(fixture.tokens.applicant as string);
    const { iat: _iat, exp: _exp, ...rest } = claims;
    const start = now() - SESSION_LIFETIMES_SECONDS.applicant.absolute - 60;
    const token = await forge({ ...rest, auth_time: start }, { iat: now() - 60, exp: now() + 600 });
    expect(errorOf(await env.gql(PROBES.applicant, {}, token)).code).toBe('UNAUTHENTICATED');
  });

  it('lets an operator sign every session of any account out, with an audit row', async () => {
    const signOutEverywhere =
      'mutation ($input: SignOutEverywhereInput!) { signOutEverywhere(input: $input) { accountKind accountId signedOutAt } }';
    const bToken = fixture.tokens.anotherApplicant as string;
    const bId = decodeJwt(bToken).userId as string;
    expect(errorOf(await env.gql(PROBES.applicant, {}, bToken)).code).toBeUndefined();
    // Not for applicants.
    const refused = await env.gql(
      signOutEverywhere,
      { input: { accountKind: 'applicant', accountId: bId } },
      bToken,
    );
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const done = await env.gql<{ signOutEverywhere: { accountId: string } }>(
      signOutEverywhere,
      { input: { accountKind: 'applicant', accountId: bId } },
      fixture.tokens.operator,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.signOutEverywhere.accountId).toBe(bId);
    expect(errorOf(await env.gql(PROBES.applicant, {}, bToken)).code).toBe('UNAUTHENTICATED');
    // The other landlord's tokens go too.
    const otherLandlord = fixture.tokens.anotherLandlord as string;
    const landlordId = decodeJwt(otherLandlord).landlordId as string;
    await env.gql(
      signOutEverywhere,
      { input: { accountKind: 'landlord', accountId: landlordId } },
      fixture.tokens.operator,
    );
    expect(errorOf(await env.gql(PROBES.landlord, {}, otherLandlord)).code).toBe('UNAUTHENTICATED');
    // An unknown account is NOT_FOUND; a bad id names the field.
    const unknown = await env.gql(
      signOutEverywhere,
      { input: { accountKind: 'operator', accountId: '00000000-0000-4000-8000-000000000000' } },
      fixture.tokens.operator,
    );
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const bad = await env.gql(
      signOutEverywhere,
      { input: { accountKind: 'operator', accountId: 'nope' } },
      fixture.tokens.operator,
    );
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'accountId' });
    const audit = await env.gql<{ auditLog: { items: Array<{ action: string; subjectId: string }> } }>(
      'query { auditLog(input: { action: "sign-out-everywhere" }) { items { action subjectId } } }',
      {},
      fixture.tokens.operator,
    );
    expect(audit.data?.auditLog.items.map((item) => item.subjectId)).toEqual(
      expect.arrayContaining([bId, landlordId]),
    );
  });

  it('signs every role out on the server: the token is refused at once', async () => {
    for (const [role, query] of Object.entries(PROBES) as Array<[keyof typeof PROBES, string]>) {
      const token = fixture.tokens[role] as string;
      expect(errorOf(await env.gql(query, {}, token)).code, role).toBeUndefined();
      const result = await env.gql<{ signOut: { signedOutAt: string } }>(
        'mutation { signOut { signedOutAt } }',
        {},
        token,
      );
      expect(result.errors, role).toBeUndefined();
      expect(result.data?.signOut.signedOutAt, role).toBeTruthy();
      expect(errorOf(await env.gql(query, {}, token)).code, role).toBe('UNAUTHENTICATED');
    }
    // Signed out already: signing out again is refused as UNAUTHENTICATED, as for no token.
    expect(errorOf(await env.gql('mutation { signOut { signedOutAt } }', {}, null)).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe.each(drivers)('the session check’s one-second memory on %s (decision 033)', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });
  const ME = 'query { me { user { id firstName } } }';

  /** Changes an applicant's session version as a process other than the server would (the ops CLI). */
  const revokeFromOutside = (userId: string) =>
    env.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));

  it('checks a token once, then answers its next request without a query', async () => {
    const { token, userId } = await signUp(env);
    env.sessionCache.forgetAll();
    env.queries.length = 0;
    const first = await env.gql<{ me: { user: { id: string } } }>(ME, {}, token);
    expect(first.data?.me.user.id).toBe(userId);
    expect(env.queries.length).toBeGreaterThan(0);
    env.queries.length = 0;
    const second = await env.gql<{ me: { user: { id: string } } }>(ME, {}, token);
    expect(second.data?.me.user.id).toBe(userId);
    expect(env.queries).toEqual([]);
  });

  it('sees a change made outside the server once its second is up', async () => {
    const { token, userId } = await signUp(env);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBeUndefined();
    await revokeFromOutside(userId);
    // Remembered: the server has not read the account again yet.
    expect(errorOf(await env.gql(ME, {}, token)).code).toBeUndefined();
    aSecondLater(env);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
  });

  it('shows what a mutation changed in the very next request', async () => {
    const { token } = await signUp(env, { firstName: 'Ada' });
    const before = await env.gql<{ me: { user: { firstName: string } } }>(ME, {}, token);
    expect(before.data?.me.user.firstName).toBe('Ada');
    const changed = await env.gql(
      'mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }',
      { input: { firstName: 'Grace' } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const after = await env.gql<{ me: { user: { firstName: string } } }>(ME, {}, token);
    expect(after.data?.me.user.firstName).toBe('Grace');
  });

  it('forgets when a request outside /api may have written (a sandbox form, an upload, a webhook)', async () => {
    const { token, userId } = await signUp(env);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBeUndefined();
    await revokeFromOutside(userId);
    const posted = await env.http('/sandbox/no-such-page', { method: 'POST', body: 'x=1' });
    expect(posted.status).toBe(404);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
  });

  it('forgets nothing for a GET outside /api', async () => {
    const { token, userId } = await signUp(env);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBeUndefined();
    await revokeFromOutside(userId);
    expect((await env.http('/sandbox/no-such-page')).status).toBe(404);
    expect(errorOf(await env.gql(ME, {}, token)).code).toBeUndefined();
  });
});
