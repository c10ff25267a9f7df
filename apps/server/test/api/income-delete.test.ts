/**
 * Removing an additional income (page Additional income: "Edit / Remove"): deleteIncome through real GraphQL
 * requests. The owner succeeds and the budget is worked out again; another applicant, a landlord and an
 * anonymous caller are refused and nothing changes; a bad id is refused naming the field; the main income is
 * refused (it is replaced, not removed); nothing can be removed once the application is submitted.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { createTestEnv, drivers, errorOf, landlordToken, signUp, type TestEnv } from '../helpers';

const FIELDS = /* GraphQL */ `
  id budget rentBudget hasAdditionalIncome
  steps { id status }
  incomes { id type primary benefitsChildren }
`;
const INCOME = /* GraphQL */ `
  mutation Income($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) { income { id } application { ${FIELDS} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation DeleteIncome($input: DeleteIncomeInput!) {
    deleteIncome(input: $input) { id application { ${FIELDS} } }
  }
`;
const GET = /* GraphQL */ `query App { getApplication { ${FIELDS} } }`;

type Application = {
  id: string;
  budget: number;
  rentBudget: number;
  hasAdditionalIncome: boolean | null;
  steps: Array<{ id: string; status: string }>;
  incomes: Array<{ id: string; type: string; primary: boolean; benefitsChildren: number | null }>;
};

const employed40k = {
  type: 'Employed',
  primary: true,
  employmentOption: 'PermanentEmployment',
  jobTitle: 'Staff nurse',
  employerName: 'Isle of Wight NHS Trust',
  baseGrossIncome: 40_000,
};
const childBenefit = { type: 'Benefits', primary: false, benefitsChildren: 500 };

const stepStatus = (application: Application | undefined, id: string) =>
  application?.steps.find((step) => step.id === id)?.status;

describe.each(drivers)('deleteIncome on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function getApplication(token: string): Promise<Application> {
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  async function addIncome(token: string, input: Record<string, unknown>): Promise<string> {
    const result = await env.gql<{ createUpdateIncome: { income: { id: string } } }>(
      INCOME,
      { input },
      token,
    );
    const id = result.data?.createUpdateIncome.income.id;
    if (!id) throw new Error(JSON.stringify(result.errors));
    return id;
  }

  /** An applicant (national yield, IM1) with an employed £40,000 main income and £500 a month Child Benefit. */
  async function applicantWithAdditionalIncome() {
    const user = await signUp(env, { preferredLocations: ['IM1'] });
    const primaryId = await addIncome(user.token, employed40k);
    const additionalId = await addIncome(user.token, childBenefit);
    return { ...user, primaryId, additionalId };
  }

  it('removes the owner’s additional income and works out the budget again', async () => {
    const { token, primaryId, additionalId } = await applicantWithAdditionalIncome();
    // 40,000 + 12 x 500 = 46,000 assessable: the exit-mortgage cap 5 x 46,000 = 230,000 binds.
    const before = await getApplication(token);
    expect(before).toMatchObject({ budget: 230_000, hasAdditionalIncome: true });
    expect(stepStatus(before, 'additional-income')).toBe('Done');

    const removed = await env.gql<{ deleteIncome: { id: string; application: Application } }>(
      DELETE,
      { input: { id: additionalId } },
      token,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.deleteIncome.id).toBe(additionalId);
    const application = removed.data?.deleteIncome.application;
    // ARCHITECTURE.md §4 worked check, £40,000 employed, deposit £20,000, yield 5.8%: the lowest cap is the
    // exit-mortgage cap 5 x 40,000 = 200,000; rent budget 200,000 x 5.8% / 12 = 966.67 → 965.
    expect(application).toMatchObject({ budget: 200_000, rentBudget: 965 });
    expect(application?.incomes.map((income) => income.id)).toEqual([primaryId]);
    // The answer "yes" is kept, so with no additional income left the section is to do again (spec §4).
    expect(application?.hasAdditionalIncome).toBe(true);
    expect(stepStatus(application, 'additional-income')).toBe('Todo');
    expect(await getApplication(token)).toMatchObject({ budget: 200_000, incomes: [{ id: primaryId }] });

    const again = await env.gql(DELETE, { input: { id: additionalId } }, token);
    expect(errorOf(again).code).toBe('NOT_FOUND');
  });

  it('refuses another applicant, a landlord and an anonymous caller, changing nothing', async () => {
    const alice = await applicantWithAdditionalIncome();
    const bob = await applicantWithAdditionalIncome();
    const landlord = await landlordToken(env);
    const input = { input: { id: alice.additionalId } };

    expect(errorOf(await env.gql(DELETE, input, bob.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(DELETE, input, landlord)).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(DELETE, input)).code).toBe('UNAUTHENTICATED');

    for (const user of [alice, bob]) {
      const application = await getApplication(user.token);
      expect(application.incomes.map((income) => income.id)).toEqual([user.primaryId, user.additionalId]);
      expect(application.budget).toBe(230_000);
    }
  });

  it('refuses a bad id naming the field, and the main income, changing nothing', async () => {
    const { token, primaryId, additionalId } = await applicantWithAdditionalIncome();

    for (const id of ['not-an-id', '']) {
      const result = await env.gql(DELETE, { input: { id } }, token);
      expect(errorOf(result), id).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
      expect(result.errors?.[0]?.message).toBe('We couldn’t find that income: reload the page and try again');
    }

    const primary = await env.gql(DELETE, { input: { id: primaryId } }, token);
    expect(errorOf(primary)).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(primary.errors?.[0]?.message).toBe(
      'Your main income can’t be removed, as every application needs one. Change it on the Income page instead.',
    );

    const unknown = await env.gql(DELETE, { input: { id: crypto.randomUUID() } }, token);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');

    const application = await getApplication(token);
    expect(application.incomes.map((income) => income.id)).toEqual([primaryId, additionalId]);
    expect(application.budget).toBe(230_000);
  });

  it('refuses once the application is submitted', async () => {
    const { token, primaryId, additionalId } = await applicantWithAdditionalIncome();
    const application = await getApplication(token);
    await env.db
      .update(userApplications)
      .set({ submitted: true })
      .where(eq(userApplications.id, application.id));

    const result = await env.gql(DELETE, { input: { id: additionalId } }, token);
    expect(errorOf(result).code).toBe('APPLICATION_SUBMITTED');
    const after = await getApplication(token);
    expect(after.incomes.map((income) => income.id)).toEqual([primaryId, additionalId]);
    expect(after.budget).toBe(230_000);
  });
});
