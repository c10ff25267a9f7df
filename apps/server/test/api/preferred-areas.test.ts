/**
 * Preferred areas can be changed at any time (decision 059): they are a search preference, not part of the
 * assessed application. A change after submission is allowed and audited, and the assessed budget and rent
 * budget stay as they were; before submission they are worked out again. Validation still applies (1 to 5
 * known districts, errors naming preferredLocations.N).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { PREFERRED_LOCATIONS_CHANGED_ACTION } from '../../src/services/preferred-locations';
import { createTestEnv, drivers, errorOf, signUp, submitCompleteApplication, type TestEnv } from '../helpers';

const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateApplicationInput!) {
    updateApplication(input: $input) { id preferredLocations budget rentBudget submitted }
  }
`;
const APPLICATION = /* GraphQL */ `
  query { getApplication { id preferredLocations budget rentBudget submitted deposit } }
`;
const MATCHES = /* GraphQL */ `query { getBudgetMatches { areas budget rentBudget budgetKeptAsSubmitted } }`;

type Application = {
  id: string;
  preferredLocations: string[];
  budget: number;
  rentBudget: number;
  submitted: boolean;
  deposit: number | null;
};

describe.each(drivers)('preferred areas on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function applicationOf(token: string) {
    const result = await env.gql<{ getApplication: Application }>(APPLICATION, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  async function auditRowsOf(applicationId: string) {
    return env.db
      .select({ actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, applicationId), eq(auditLog.action, PREFERRED_LOCATIONS_CHANGED_ACTION)),
      )
      .orderBy(asc(auditLog.createdAt));
  }

  it('before submission: changes the areas, works the rent budget out again and audits the change', async () => {
    const { token, userId } = await signUp(env, { preferredLocations: ['SO16'] });
    const before = await applicationOf(token);
    const result = await env.gql<{ updateApplication: Application }>(
      UPDATE,
      { input: { preferredLocations: ['ls6'] } },
      token,
    );
    expect(result.errors).toBeUndefined();
    const after = result.data?.updateApplication;
    expect(after?.preferredLocations).toEqual(['LS6']);
    // South East and Yorkshire and the Humber have different rental yields (regions.ts).
    expect(after?.rentBudget).not.toBe(before.rentBudget);
    expect(await auditRowsOf(before.id)).toEqual([
      {
        actor: `applicant ${userId}`,
        details: { previous: ['SO16'], next: ['LS6'], submitted: false, budgetWorkedOutAgain: true },
      },
    ]);
    // Saving the same list again changes nothing and records nothing.
    await env.gql(UPDATE, { input: { preferredLocations: ['LS6'] } }, token);
    expect(await auditRowsOf(before.id)).toHaveLength(1);
  });

  it('after submission: allowed and audited, and the assessed budget and rent budget stay', async () => {
    const { token, userId } = await signUp(env, { preferredLocations: ['SO16'] });
    await submitCompleteApplication(env, token);
    const submitted = await applicationOf(token);
    expect(submitted.submitted).toBe(true);

    const result = await env.gql<{ updateApplication: Application }>(
      UPDATE,
      { input: { preferredLocations: ['LS6', 'SO16'] } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateApplication).toMatchObject({
      preferredLocations: ['LS6', 'SO16'],
      budget: submitted.budget,
      rentBudget: submitted.rentBudget,
      submitted: true,
    });
    expect(await applicationOf(token)).toEqual({ ...submitted, preferredLocations: ['LS6', 'SO16'] });
    expect(await auditRowsOf(submitted.id)).toEqual([
      {
        actor: `applicant ${userId}`,
        details: { previous: ['SO16'], next: ['LS6', 'SO16'], submitted: true, budgetWorkedOutAgain: false },
      },
    ]);
    // The dashboard says the figures are the assessed ones, worked out for the areas they had then.
    const matches = await env.gql<{ getBudgetMatches: Record<string, unknown> }>(MATCHES, {}, token);
    expect(matches.data?.getBudgetMatches).toEqual({
      areas: ['LS6', 'SO16'],
      budget: submitted.budget,
      rentBudget: submitted.rentBudget,
      budgetKeptAsSubmitted: true,
    });

    // Anything else with the areas is still refused once submitted, and nothing changes.
    const mixed = await env.gql(UPDATE, { input: { preferredLocations: ['B5'], deposit: 1 } }, token);
    expect(errorOf(mixed).code).toBe('APPLICATION_SUBMITTED');
    expect((await applicationOf(token)).preferredLocations).toEqual(['LS6', 'SO16']);
  });

  it('still checks the districts: 1 to 5 known ones, errors naming preferredLocations.N', async () => {
    const { token } = await signUp(env, { preferredLocations: ['SO16'] });
    await submitCompleteApplication(env, token);
    const { id } = await applicationOf(token);
    const unknown = await env.gql(UPDATE, { input: { preferredLocations: ['LS6', 'ZZ99'] } }, token);
    expect(errorOf(unknown)).toEqual({ code: 'BAD_USER_INPUT', field: 'preferredLocations.1' });
    expect(errorOf(await env.gql(UPDATE, { input: { preferredLocations: [] } }, token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'preferredLocations',
    });
    const six = ['SO16', 'LS6', 'B5', 'BA12', 'AL1', 'M1'];
    expect(errorOf(await env.gql(UPDATE, { input: { preferredLocations: six } }, token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'preferredLocations',
    });
    expect((await applicationOf(token)).preferredLocations).toEqual(['SO16']);
    expect(await auditRowsOf(id)).toEqual([]);
    expect(errorOf(await env.gql(UPDATE, { input: { preferredLocations: ['LS6'] } })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
