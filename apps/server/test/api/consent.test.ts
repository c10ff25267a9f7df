/**
 * Consent records (UK GDPR and PECR; decision 049): getConsent and setConsent, for the signed-in applicant,
 * co-applicant and landlord, each their own; every other role's answer is in the authorisation matrix
 * (test/security/authorisation-matrix.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '../../src/db/schema';
import { createTestEnv, drivers, landlordToken, signUp, type TestEnv, uniqueEmail } from '../helpers';

const GET = /* GraphQL */ `query { getConsent { analytics sessionReplay decidedAt } }`;
const SET = /* GraphQL */ `
  mutation ($input: SetConsentInput!) { setConsent(input: $input) { analytics sessionReplay decidedAt } }
`;

type Consent = { analytics: boolean; sessionReplay: boolean; decidedAt: string };

describe.each(drivers)('consent records on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const get = async (token?: string) => env.gql<{ getConsent: Consent | null }>(GET, {}, token);
  const set = async (input: Record<string, unknown>, token?: string) =>
    env.gql<{ setConsent: Consent }>(SET, { input }, token);

  it('records an applicant’s choice, reads it back, and keeps each change as a new record', async () => {
    const { token, userId } = await signUp(env);
    expect((await get(token)).data?.getConsent).toBeNull();

    const first = await set({ analytics: true, sessionReplay: false }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.setConsent).toMatchObject({ analytics: true, sessionReplay: false });
    expect((await get(token)).data?.getConsent).toMatchObject({ analytics: true, sessionReplay: false });

    // The same choice again (sent after each sign-in) adds no record.
    await set({ analytics: true, sessionReplay: false }, token);
    const rows = () => env.db.select().from(consentRecords).where(eq(consentRecords.userId, userId));
    expect(await rows()).toHaveLength(1);

    const changed = await set({ analytics: false, sessionReplay: false }, token);
    expect(changed.data?.setConsent).toMatchObject({ analytics: false, sessionReplay: false });
    expect((await get(token)).data?.getConsent).toMatchObject({ analytics: false, sessionReplay: false });
    const history = await rows();
    expect(history.map((r) => r.analytics).sort()).toEqual([false, true]);
    expect(history.every((r) => r.landlordId === null)).toBe(true);
  });

  it('keeps each person’s choice to themselves: applicants and landlords see only their own', async () => {
    const a = await signUp(env);
    const b = await signUp(env);
    const landlord = await landlordToken(env);
    await set({ analytics: true, sessionReplay: true }, a.token);
    expect((await get(b.token)).data?.getConsent).toBeNull();
    expect((await get(landlord)).data?.getConsent).toBeNull();

    const landlordSet = await set({ analytics: false, sessionReplay: true }, landlord);
    expect(landlordSet.data?.setConsent).toMatchObject({ analytics: false, sessionReplay: true });
    expect((await get(landlord)).data?.getConsent).toMatchObject({ analytics: false, sessionReplay: true });
    expect((await get(a.token)).data?.getConsent).toMatchObject({ analytics: true, sessionReplay: true });
    const landlordRows = await env.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.sessionReplay, true), eq(consentRecords.analytics, false)));
    expect(landlordRows.some((r) => r.landlordId !== null && r.userId === null)).toBe(true);
  });

  it('records a co-applicant’s choice as their own, apart from the main applicant’s', async () => {
    const applicant = await signUp(env, { firstName: 'Amelia' });
    const ok = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const result = await env.gql<Record<string, unknown>>(query, variables, token);
      expect(result.errors).toBeUndefined();
      return result.data;
    };
    await ok(
      'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { coApplicant { id } } }',
      { input: { firstName: 'Ben', lastName: 'Carter', email: uniqueEmail('co-consent') } },
      applicant.token,
    );
    await ok('mutation { addCoApplicant { id } }', {}, applicant.token);
    const link = env.emails.at(-1)?.links?.[0] ?? '';
    const signedUp = (await ok(
      'mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }',
      { input: { token: new URL(link).searchParams.get('token'), password: 'quiet harbour lantern' } },
    )) as { coApplicantSignUp: { token: string } };
    const coToken = signedUp.coApplicantSignUp.token;

    expect((await get(coToken)).data?.getConsent).toBeNull();
    await set({ analytics: true, sessionReplay: true }, applicant.token);
    expect((await get(coToken)).data?.getConsent).toBeNull();
    const coSet = await set({ analytics: false, sessionReplay: true }, coToken);
    expect(coSet.errors).toBeUndefined();
    expect((await get(coToken)).data?.getConsent).toMatchObject({ analytics: false, sessionReplay: true });
    expect((await get(applicant.token)).data?.getConsent).toMatchObject({
      analytics: true,
      sessionReplay: true,
    });
    const coRows = await env.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.analytics, false), eq(consentRecords.sessionReplay, true)));
    expect(coRows.some((r) => r.coApplicantId !== null && r.userId === null && r.landlordId === null)).toBe(
      true,
    );
  });

  it('asks anyone not signed in to sign in, and refuses a choice that is not a yes or no for each', async () => {
    expect((await get()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await set({ analytics: true, sessionReplay: true })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const { token } = await signUp(env);
    const bad = await set({ analytics: 'yes', sessionReplay: true }, token);
    expect(bad.errors?.[0]?.message).toContain('analytics');
    const missing = await set({ analytics: true }, token);
    expect(missing.errors?.[0]?.message).toContain('sessionReplay');
  });
});
