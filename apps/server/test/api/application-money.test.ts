/**
 * The money side of the application through real GraphQL requests: the deposit changed after onboarding and
 * what limits the budget (budgetLimits, the next step's page, the submit error), a contract that ends with no
 * next one, zero-hours pay, and when the optional sections were answered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  signUp,
  type TestEnv,
} from '../helpers';

const FIELDS = /* GraphQL */ `
  id budget deposit depositSource canProvideBudget
  budgetLimits { factor cap path text linkText }
  nextStep { kind id path }
  cardsAnsweredAt monthlyCommitmentsAnsweredAt dependantsAnsweredAt
`;
const GET = /* GraphQL */ `query App { getApplication { ${FIELDS} } }`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateApplicationInput!) { updateApplication(input: $input) { ${FIELDS} } }
`;
const INCOME = /* GraphQL */ `
  mutation Income($input: CreateUpdateIncomeInput!) {
    createUpdateIncome(input: $input) { income { id } application { ${FIELDS} } }
  }
`;
const EXPENSE = /* GraphQL */ `
  mutation Expense($input: AddUpdateUserExpenseInput!) {
    addUpdateUserExpense(input: $input) { expense { id } application { ${FIELDS} } }
  }
`;
const SUBMIT = /* GraphQL */ `mutation Submit { submitApplication { id submitted } }`;

type Application = {
  id: string;
  budget: number;
  deposit: number;
  depositSource: string | null;
  canProvideBudget: boolean;
  budgetLimits: Array<{ factor: string; cap: number; path: string; text: string; linkText: string }>;
  nextStep: { kind: string; id: string | null; path: string | null };
  cardsAnsweredAt: string | null;
  monthlyCommitmentsAnsweredAt: string | null;
  dependantsAnsweredAt: string | null;
};

describe.each(drivers)('the money side of the application on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function getApplication(token: string): Promise<Application> {
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    if (!result.data?.getApplication) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }
  async function update(token: string, input: Record<string, unknown>): Promise<Application> {
    const result = await env.gql<{ updateApplication: Application }>(UPDATE, { input }, token);
    if (!result.data?.updateApplication) throw new Error(JSON.stringify(result.errors));
    return result.data.updateApplication;
  }

  describe('the deposit and what limits the budget', () => {
    it('names the deposit, links to its page, and lifts the budget once the deposit changes', async () => {
      const { token } = await signUp(env, {
        deposit: 500,
        depositSource: 'Other',
        preferredLocations: ['IM1'],
      });
      await completePersonalAndFinancial(env, token);
      const stuck = await getApplication(token);
      expect(stuck).toMatchObject({ budget: 25_000, canProvideBudget: false });
      expect(stuck.budgetLimits).toEqual([
        {
          factor: 'Deposit',
          cap: 25_000,
          path: '/your-application/financial-details/deposit',
          text: 'Your deposit of £500 covers a home of up to £25,000, as the deposit is 2% of the price. A budget of £50,000 needs a deposit of at least £1,000.',
          linkText: 'Change your deposit',
        },
      ]);
      // Every step done: the cannot-provide-budget message sends the applicant to the deposit, not to income.
      await env.db
        .update(userApplications)
        .set({ identityVerified: true, documentsUploaded: true })
        .where(eq(userApplications.id, stuck.id));
      expect((await getApplication(token)).nextStep).toEqual({
        kind: 'CannotProvideBudget',
        id: null,
        path: '/your-application/financial-details/deposit',
      });
      const refused = await env.gql(SUBMIT, {}, token);
      expect(errorOf(refused)).toMatchObject({ code: 'BUDGET_TOO_LOW' });
      expect(refused.errors?.[0]?.message).toContain('Your deposit of £500 covers a home of up to £25,000');

      const changed = await update(token, { deposit: 12_000, depositSource: 'GiftedDeposit' });
      expect(changed).toMatchObject({
        deposit: 12_000,
        depositSource: 'GiftedDeposit',
        canProvideBudget: true,
        budgetLimits: [],
        nextStep: { kind: 'ReadyToSubmit' },
      });
      expect(changed.budget).toBeGreaterThanOrEqual(50_000);
    });

    it('names commitments and the page that holds most of them', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      await env.gql(
        INCOME,
        {
          input: {
            type: 'Employed',
            primary: true,
            employmentOption: 'PermanentEmployment',
            jobTitle: 'Receptionist',
            employerName: 'Shanklin Surgery',
            baseGrossIncome: 20_000,
          },
        },
        token,
      );
      const application = await update(token, { cardBalance: 10_000 });
      // 40% × £1,666.67 − £300 (3% of the cards) = £366.67 a month; ÷ (6.8% / 12) = £64,705.88: still fine.
      expect(application.budgetLimits).toEqual([]);
      const loaded = await update(token, { cardBalance: 13_000 });
      // 666.67 − 390 = 276.67 → £48,823.53.
      expect(loaded.budgetLimits).toEqual([
        expect.objectContaining({
          factor: 'Commitments',
          cap: 48_000,
          path: '/your-application/financial-details/cards',
          linkText: 'Check your commitments',
        }),
      ]);
    });

    it('refuses a deposit that is negative or too large, naming the field', async () => {
      const { token } = await signUp(env);
      const result = await env.gql(UPDATE, { input: { deposit: -1 } }, token);
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deposit' });
      expect((await getApplication(token)).deposit).toBe(20_000);
      const anonymous = await env.gql(UPDATE, { input: { deposit: 30_000 } });
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('income rules', () => {
    it('counts nothing for a contract ending within a month with no next one', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      const contractor = {
        type: 'ProfessionalContractor',
        primary: true,
        contractorCurrentJobTitle: 'Data engineer',
        contractorCurrentDayRate: 500,
        contractorDuration: 6,
        natureOfBusiness: 'Data engineering',
      };
      const running = await env.gql<{
        createUpdateIncome: { income: { id: string }; application: Application };
      }>(INCOME, { input: { ...contractor, currentJobEndsInOneMonth: false, hasNextJob: false } }, token);
      expect(running.errors).toBeUndefined();
      const id = running.data?.createUpdateIncome.income.id;
      expect(running.data?.createUpdateIncome.application.budget).toBe(575_000);
      const ending = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        { input: { ...contractor, id, currentJobEndsInOneMonth: true, hasNextJob: false } },
        token,
      );
      expect(ending.data?.createUpdateIncome.application).toMatchObject({
        budget: 0,
        budgetLimits: [expect.objectContaining({ factor: 'Income', cap: 0 })],
      });
      const nextLinedUp = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        {
          input: {
            ...contractor,
            id,
            currentJobEndsInOneMonth: true,
            hasNextJob: true,
            contractorNextJobTitle: 'Data architect',
          },
        },
        token,
      );
      expect(nextLinedUp.data?.createUpdateIncome.application.budget).toBe(575_000);
    });

    it('counts half of zero-hours pay over the last 12 months', async () => {
      const { token } = await signUp(env, { preferredLocations: ['IM1'] });
      const employed = {
        type: 'Employed',
        primary: true,
        jobTitle: 'Carer',
        employerName: 'Wight Care',
        baseGrossIncome: 30_000,
      };
      const permanent = await env.gql<{
        createUpdateIncome: { income: { id: string }; application: Application };
      }>(INCOME, { input: { ...employed, employmentOption: 'PermanentEmployment' } }, token);
      expect(permanent.data?.createUpdateIncome.application.budget).toBe(150_000);
      const zeroHours = await env.gql<{ createUpdateIncome: { application: Application } }>(
        INCOME,
        {
          input: {
            ...employed,
            id: permanent.data?.createUpdateIncome.income.id,
            employmentOption: 'TemporaryZeroHour',
          },
        },
        token,
      );
      expect(zeroHours.data?.createUpdateIncome.application.budget).toBe(75_000);
    });
  });

  describe('optional sections answered', () => {
    it('records when cards, commitments and dependants are saved, £0 included', async () => {
      const { token } = await signUp(env);
      expect(await getApplication(token)).toMatchObject({
        cardsAnsweredAt: null,
        monthlyCommitmentsAnsweredAt: null,
        dependantsAnsweredAt: null,
      });
      const cards = await update(token, { cardBalance: 0 });
      expect(cards.cardsAnsweredAt).not.toBeNull();
      expect(cards.monthlyCommitmentsAnsweredAt).toBeNull();
      const dependants = await update(token, { adultDependants: 0, childDependants: 0 });
      expect(dependants.dependantsAnsweredAt).not.toBeNull();
      expect(dependants.monthlyCommitmentsAnsweredAt).toBeNull();
      const expense = await env.gql<{ addUpdateUserExpense: { application: Application } }>(
        EXPENSE,
        { input: { description: 'Nursery', amount: 200, type: 'Childcare' } },
        token,
      );
      expect(expense.data?.addUpdateUserExpense.application.monthlyCommitmentsAnsweredAt).not.toBeNull();
    });
  });
});
