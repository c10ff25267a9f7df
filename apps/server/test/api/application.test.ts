/** getApplication, setWelcomeSeen, promotions, settings and the maintenance flag. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, signUp, type TestEnv } from '../helpers';

const APPLICATION = /* GraphQL */ `query App { getApplication { id welcomeSeen budget } }`;
const WELCOME = /* GraphQL */ `mutation Welcome { setWelcomeSeen { id welcomeSeen } }`;
const PROMOTIONS = /* GraphQL */ `query Promos { getUnseenPromotions { id title text terms image } }`;
const MARK = /* GraphQL */ `
  mutation Mark($input: MarkPromotionAsSeenInput!) { markPromotionAsSeen(input: $input) }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyTokenInput!) { verifyToken(input: $input) { verified } }
`;

describe.each(drivers)('application on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('returns only the caller`s own application and records the welcome as seen', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    const a = await env.gql<{ getApplication: { id: string; welcomeSeen: boolean } }>(
      APPLICATION,
      {},
      alice.token,
    );
    const b = await env.gql<{ getApplication: { id: string } }>(APPLICATION, {}, bob.token);
    expect(a.data?.getApplication.id).toBeTruthy();
    expect(a.data?.getApplication.id).not.toBe(b.data?.getApplication.id);
    expect(a.data?.getApplication.welcomeSeen).toBe(false);

    const seen = await env.gql<{ setWelcomeSeen: { id: string; welcomeSeen: boolean } }>(
      WELCOME,
      {},
      alice.token,
    );
    expect(seen.data?.setWelcomeSeen).toEqual({ id: a.data?.getApplication.id, welcomeSeen: true });
    const bobAfter = await env.gql<{ getApplication: { welcomeSeen: boolean } }>(APPLICATION, {}, bob.token);
    expect(bobAfter.data?.getApplication.welcomeSeen).toBe(false);
  });

  it('refuses application calls without a token', async () => {
    for (const query of [APPLICATION, WELCOME, PROMOTIONS]) {
      const result = await env.gql(query);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows the promotion only once the e-mail is verified, until it is marked as seen', async () => {
    const { token, input } = await signUp(env);
    const before = await env.gql<{ getUnseenPromotions: unknown[] }>(PROMOTIONS, {}, token);
    expect(before.data?.getUnseenPromotions).toEqual([]);

    const link = [...env.emails].reverse().find((m) => m.to === input.email)?.links?.[0] ?? '';
    await env.gql(VERIFY, { input: { token: new URL(link).searchParams.get('token') } });
    const after = await env.gql<{ getUnseenPromotions: Array<{ id: string; terms: string; image: string }> }>(
      PROMOTIONS,
      {},
      token,
    );
    // Find the seeded promotion by its id, whatever else this file's tests have published.
    const promotion = after.data?.getUnseenPromotions.find((p) => p.id === 'free-call-with-the-team');
    // The terms are a page of this site, not a domain that cannot load.
    expect(promotion?.terms).toBe('/promotions/free-call-with-the-team/terms');
    expect(promotion?.image).toMatch(/\.svg$/);

    const marked = await env.gql<{ markPromotionAsSeen: boolean }>(
      MARK,
      { input: { promoId: promotion?.id } },
      token,
    );
    expect(marked.data?.markPromotionAsSeen).toBe(true);
    const none = await env.gql<{ getUnseenPromotions: Array<{ id: string }> }>(PROMOTIONS, {}, token);
    expect(none.errors).toBeUndefined();
    expect(none.data?.getUnseenPromotions.map((p) => p.id)).not.toContain('free-call-with-the-team');

    const unknown = await env.gql(MARK, { input: { promoId: 'no-such-promotion' } }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('serves settings to applicants and the maintenance flag to everyone', async () => {
    const { token } = await signUp(env);
    const settings = await env.gql<{ getSettings: { skipIdv: boolean } }>(
      `query { getSettings { skipIdv } }`,
      {},
      token,
    );
    expect(settings.data?.getSettings.skipIdv).toBe(false);
    const anonymousSettings = await env.gql(`query { getSettings { skipIdv } }`);
    expect(anonymousSettings.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const flag = await env.gql<{ getMaintenanceMode: { submitHomeEnabled: boolean } }>(
      `query { getMaintenanceMode { submitHomeEnabled } }`,
    );
    expect(flag.data?.getMaintenanceMode.submitHomeEnabled).toBe(true);
  });
});
