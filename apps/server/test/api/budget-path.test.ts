/**
 * One budget path: after every save, the budget the server stores is the budget the domain gives
 * (calculateApplicationBudget in packages/domain/src/application-budget.ts) for the same answers, written out
 * here by hand, so the rows, the mapping and the model agree end to end; and the income limits the service
 * asks the domain for hold through the API.
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import {
  type BudgetApplication,
  calculateApplicationBudget,
  estimateOnboardingBudget,
  mapApplicationToAffordabilityInput,
} from '@stairway/domain/application-budget';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { createTestEnv, drivers, errorOf, monthsAgo, signUp, type TestEnv } from '../helpers';

const BUDGET = 'id budget rentBudget canProvideBudget';
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateApplicationInput!) { updateApplication(input: $input) { ${BUDGET} } }
`;
const INCOME = /* GraphQL */ `
  mutation Income($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) { income { id } application { ${BUDGET} } }
  }
`;
const ADDRESS = /* GraphQL */ `
  mutation Address($input: AddUpdateUserAddressInput!) {
    addUpdateUserAddress(input: $input) { address { id } application { ${BUDGET} } }
  }
`;
const EXPENSE = /* GraphQL */ `
  mutation Expense($input: AddUpdateUserExpenseInput!) {
    addUpdateUserExpense(input: $input) { expense { id } application { ${BUDGET} } }
  }
`;
const GET = /* GraphQL */ `query App { getApplication { ${BUDGET} } }`;

type Budget = { id: string; budget: number; rentBudget: number; canProvideBudget: boolean };

describe.each(drivers)('one budget path on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  /** Saves through the API and returns the application's budget fields from the mutation's answer. */
  async function save(mutation: string, input: Record<string, unknown>, token: string): Promise<Budget> {
    const result = await env.gql<Record<string, { application?: Budget } & Partial<Budget>>>(
      mutation,
      { input },
      token,
    );
    expect(result.errors, JSON.stringify(input)).toBeUndefined();
    const payload = Object.values(result.data ?? {})[0];
    const application = payload?.application ?? payload;
    if (!application?.id) throw new Error(`No application in ${JSON.stringify(result.data)}`);
    return application as Budget;
  }

  /** The budget in the mutation's answer, in getApplication and stored with its breakdown equal `expected`. */
  async function expectStored(answered: Budget, token: string, expected: AffordabilityResult) {
    const figures = {
      budget: expected.budget,
      rentBudget: expected.rentBudget,
      canProvideBudget: expected.canProvideBudget,
    };
    expect(answered).toMatchObject(figures);
    const read = await env.gql<{ getApplication: Budget }>(GET, {}, token);
    expect(read.data?.getApplication).toMatchObject(figures);
    const [row] = await env.db
      .select({ affordability: userApplications.affordability })
      .from(userApplications)
      .where(eq(userApplications.id, answered.id));
    expect(row?.affordability).toEqual(expected);
  }

  it('stores, after each save, the budget the domain gives for the same answers', async () => {
    const { token } = await signUp(env, {
      grossAnnualPay: 30_000,
      deposit: 15_000,
      preferredLocations: ['SO16', 'EH1'],
    });
    const onboarding = { grossAnnualPay: 30_000, deposit: 15_000, preferredLocations: ['SO16', 'EH1'] };
    const first = (await env.gql<{ getApplication: Budget }>(GET, {}, token)).data?.getApplication;
    if (!first) throw new Error('No application');
    // What the onboarding page showed is what the account starts with.
    const estimate = estimateOnboardingBudget(onboarding);
    if (!estimate) throw new Error('No estimate');
    await expectStored(first, token, estimate);

    const answers: BudgetApplication & Required<Pick<BudgetApplication, 'incomes'>> = {
      ...onboarding,
      incomes: [],
    };

    answers.incomes = [{ type: 'Employed', primary: true, baseGrossIncome: 45_000, overtime: 6_000 }];
    let saved = await save(
      INCOME,
      {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Civil engineer',
        employerName: 'Forth Bridges Ltd',
        baseGrossIncome: 45_000,
        overtime: 6_000,
      },
      token,
    );
    await expectStored(saved, token, calculateApplicationBudget(answers));

    answers.incomes = [...answers.incomes, { type: 'Benefits', primary: false, benefitsChildren: 120 }];
    answers.hasAdditionalIncome = true;
    saved = await save(INCOME, { type: 'Benefits', primary: false, benefitsChildren: 120 }, token);
    await expectStored(saved, token, calculateApplicationBudget(answers));

    const moveInDate = monthsAgo(40);
    answers.addresses = [{ postCode: 'EH1 1YZ', moveInDate }];
    saved = await save(
      ADDRESS,
      {
        addressLine1: '1 Princes Street',
        postCode: 'eh1 1yz',
        postTown: 'EDINBURGH',
        country: 'Scotland',
        moveInDate,
      },
      token,
    );
    await expectStored(saved, token, calculateApplicationBudget(answers));

    const commitments = {
      cardBalance: 2_000,
      monthlyLoans: 150,
      monthlyCommitments: 80,
      adultDependants: 0,
      childDependants: 2,
    };
    Object.assign(answers, commitments);
    saved = await save(UPDATE, commitments, token);
    await expectStored(saved, token, calculateApplicationBudget(answers));

    answers.expenses = [{ amount: 250 }, { amount: 90 }];
    await save(EXPENSE, { description: 'Nursery', amount: 250, type: 'Childcare' }, token);
    saved = await save(EXPENSE, { description: 'Bus passes', amount: 90, type: 'Transport' }, token);
    await expectStored(saved, token, calculateApplicationBudget(answers));

    answers.hasAdditionalIncome = false;
    saved = await save(UPDATE, { hasAdditionalIncome: false }, token);
    const final = calculateApplicationBudget(answers);
    await expectStored(saved, token, final);
    // By hand (ARCHITECTURE.md §4): income 45,000 + 50% of 6,000 overtime = 48,000 (the Child Benefit no
    // longer counts), 4,000 a month, 40% = 1,600; commitments 150 + 3% x 2,000 + 80 + 2 x 292.81 + 250 + 90
    // = 1,215.62; yield (SO16 South East 5.0% + EH1 Scotland 7.1%) / 2 = 6.05%, plan cost 7.05% / 12 =
    // 0.005875 a pound a month. (a) 384.38 / 0.005875 = 65,426; (b) 5 x 48,000 = 240,000; (c) 15,000 / 2% =
    // 750,000. Budget 65,000; rent 65,000 x 6.05% / 12 = 327.71, down to 325.
    expect(final).toMatchObject({
      householdAssessableIncome: 48_000,
      monthlyCommitmentsTotal: 1_215.62,
      grossYieldPercent: 6.05,
      bindingConstraint: 'income',
      budget: 65_000,
      rentBudget: 325,
    });
    expect(mapApplicationToAffordabilityInput(answers).applicants[0]?.taxRegion).toBe('Scotland');
  });

  it('refuses an eleventh income naming `id`, and a second main income naming `primary`', async () => {
    const { token } = await signUp(env);
    const benefit = (n: number) => ({ type: 'Benefits', primary: false, benefitsChildren: 10 + n });
    await save(INCOME, { ...benefit(0), primary: true }, token);
    for (let n = 1; n < 10; n += 1) await save(INCOME, benefit(n), token);
    const eleventh = await env.gql(INCOME, { input: benefit(10) }, token);
    expect(errorOf(eleventh)).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(eleventh.errors?.[0]?.message).toBe('You can add at most 10 incomes');
    const secondMain = await env.gql(INCOME, { input: { ...benefit(11), primary: true } }, token);
    expect(errorOf(secondMain)).toEqual({ code: 'BAD_USER_INPUT', field: 'primary' });
  });
});
