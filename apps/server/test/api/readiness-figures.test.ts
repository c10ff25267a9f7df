/**
 * The customer's own figures for "when can I buy the rest?" through real GraphQL requests (decision 077): the
 * tracker starts from the application's assessed figures, refuses a bad figure naming its field, and after a save
 * uses the customer's income with a year of card and loan repayments counted against it, for the customer and
 * the operator alike, leaving the application as it was; the figures are in the applicant's "your data" export.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { applicantData } from '../../src/services/account-data-applicants';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const READINESS = `annualIncomePounds cardBalancePounds monthlyLoansPounds figuresSavedAt readyInYears ways
  years { year mortgageNeededPence incomeNeededPounds ready }`;
const MINE = `query { myHomePayments { mortgageReadiness { ${READINESS} } } }`;
const SAVE = `mutation ($input: SaveReadinessFiguresInput!) { saveReadinessFigures(input: $input) { ${READINESS} } }`;
const OPERATOR_VIEW = `query ($id: ID!) { planPayments(input: { purchaseCaseId: $id }) { mortgageReadiness { annualIncomePounds } } }`;

type Readiness = {
  annualIncomePounds: number;
  cardBalancePounds: number;
  monthlyLoansPounds: number;
  figuresSavedAt: string | null;
  readyInYears: number | null;
  ways: string[];
  years: Array<{ year: number; mortgageNeededPence: number; incomeNeededPounds: number; ready: boolean }>;
};

describe.each(drivers)('the readiness figures on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'readiness-operator')).token;
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  it('starts from the application, refuses a bad figure and then uses the customer’s own', async () => {
    const customer = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, daysAgo: 70 });
    const mine = async () =>
      (await callOk<{ myHomePayments: { mortgageReadiness: Readiness } }>(env, MINE, {}, customer.token))
        .myHomePayments.mortgageReadiness;
    const before = await mine();
    expect(before.figuresSavedAt).toBeNull();
    expect(before.annualIncomePounds).toBeGreaterThan(0);

    const bad = errorOf(
      await env.gql(
        SAVE,
        { input: { annualIncomePounds: 60_000, cardBalancePounds: -5, monthlyLoansPounds: 0 } },
        customer.token,
      ),
    );
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cardBalancePounds' });
    expect((await mine()).figuresSavedAt).toBeNull();

    const saved = (
      await callOk<{ saveReadinessFigures: Readiness }>(
        env,
        SAVE,
        { input: { annualIncomePounds: 60_000, cardBalancePounds: 2_000, monthlyLoansPounds: 150 } },
        customer.token,
      )
    ).saveReadinessFigures;
    expect(saved).toMatchObject({
      annualIncomePounds: 60_000,
      cardBalancePounds: 2_000,
      monthlyLoansPounds: 150,
    });
    expect(saved.figuresSavedAt).not.toBeNull();
    // Year 0: the mortgage over 4.5, plus £2,520 a year of repayments (3% of £2,000 and £150, twelve times).
    const now = saved.years[0];
    expect(now?.incomeNeededPounds).toBe(Math.ceil((now?.mortgageNeededPence ?? 0) / 100 / 4.5) + 2_520);
    expect(await mine()).toEqual(saved);

    // The operator's view uses the same figures; the application keeps its own.
    const ops = await callOk<{ planPayments: { mortgageReadiness: { annualIncomePounds: number } } }>(
      env,
      OPERATOR_VIEW,
      { id: customer.caseId },
      operator,
    );
    expect(ops.planPayments.mortgageReadiness.annualIncomePounds).toBe(60_000);
    const [application] = await env.db
      .select({ cardBalance: userApplications.cardBalance })
      .from(userApplications)
      .where(eq(userApplications.userId, customer.userId));
    expect(application?.cardBalance).not.toBe(2_000);

    // The saved figures are the household's data: in the applicant's "your data" export, with their case.
    const exported = (await applicantData(env.db, customer.userId)).data as {
      purchases: Array<{ readinessFigures: Array<{ annualIncomePounds: number }> }>;
    };
    expect(exported.purchases[0]?.readinessFigures).toMatchObject([{ annualIncomePounds: 60_000 }]);
  });
});
