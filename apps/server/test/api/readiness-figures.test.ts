/**
 * The customer's own figures for "when can I buy the rest?" through real GraphQL requests (decision 077):
 * the tracker starts from the application's assessed figures, refuses a bad figure naming its field, and after a
 * save uses the customer's income with a year of card and loan repayments and other commitments counted against
 * it and the payment shown at a stressed rate, for the customer and the operator alike, leaving the application as it was;
 * the figures are in the applicant's "your data" export. Each person's income is refused without a joined
 * co-applicant and added up with one; other roles cannot save.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApplications } from '../../src/db/schema';
import { applicantData } from '../../src/services/account-data-applicants';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const READINESS = `annualIncomePounds joint applicantIncomePounds coApplicantIncomePounds cardBalancePounds
  monthlyLoansPounds monthlyChildcarePounds monthlyMaintenancePounds monthlyOtherCommitmentsPounds figuresSavedAt
  readyInYears ways years { year mortgageNeededPence stressedMonthlyPence stressedSharePercent incomeNeededPounds ready }`;
const MINE = `query { myHomePayments { mortgageReadiness { ${READINESS} } } }`;
const SAVE = `mutation ($input: SaveReadinessFiguresInput!) { saveReadinessFigures(input: $input) { ${READINESS} } }`;
const OPERATOR_VIEW = `query ($id: ID!) { planPayments(input: { purchaseCaseId: $id }) { mortgageReadiness { annualIncomePounds } } }`;

type Readiness = {
  annualIncomePounds: number;
  joint: boolean;
  applicantIncomePounds: number | null;
  coApplicantIncomePounds: number | null;
  cardBalancePounds: number;
  monthlyLoansPounds: number;
  monthlyChildcarePounds: number;
  monthlyMaintenancePounds: number;
  monthlyOtherCommitmentsPounds: number;
  figuresSavedAt: string | null;
  readyInYears: number | null;
  ways: string[];
  years: Array<{
    year: number;
    mortgageNeededPence: number;
    stressedMonthlyPence: number;
    stressedSharePercent: number | null;
    incomeNeededPounds: number;
    ready: boolean;
  }>;
};

/** Figures with nothing but the income and the given debts and commitments. */
const figures = (more: Record<string, number>) => ({
  annualIncomePounds: 60_000,
  cardBalancePounds: 0,
  monthlyLoansPounds: 0,
  ...more,
});

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
    expect(before).toMatchObject({ joint: false, applicantIncomePounds: null, monthlyChildcarePounds: 0 });

    const bad = errorOf(
      await env.gql(
        SAVE,
        { input: { annualIncomePounds: 60_000, cardBalancePounds: -5, monthlyLoansPounds: 0 } },
        customer.token,
      ),
    );
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cardBalancePounds' });
    for (const [input, field, message] of [
      [figures({ monthlyChildcarePounds: 100_001 }), 'monthlyChildcarePounds', 'at most £100,000'],
      [figures({ monthlyMaintenancePounds: -1 }), 'monthlyMaintenancePounds', 'cannot be negative'],
      [figures({ monthlyOtherCommitmentsPounds: 1.5 }), 'monthlyOtherCommitmentsPounds', 'non-integer'],
      [{ cardBalancePounds: 0, monthlyLoansPounds: 0 }, 'annualIncomePounds', 'household income'],
      [
        { ...figures({ applicantIncomePounds: 30_000 }), annualIncomePounds: undefined },
        'coApplicantIncomePounds',
        'too',
      ],
      // Each person's income on a plan without a joined co-applicant.
      [
        { ...figures({ applicantIncomePounds: 30_000, coApplicantIncomePounds: 30_000 }) },
        'coApplicantIncomePounds',
        'no co-applicant',
      ],
    ] as const) {
      const result = await env.gql(SAVE, { input }, customer.token);
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.message).toContain(message);
    }
    // Another role cannot save a customer's figures.
    const refused = errorOf(await env.gql(SAVE, { input: figures({}) }, operator));
    expect(refused?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED|NOT_FOUND/);
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
    // Year 0: the mortgage over 4.5 plus £2,520 a year of repayments (3% of £2,000 and £150, twelve times); the
    // payment at 8.5% over 25 years is shown as a share of what is left after £210 a month.
    const now = saved.years[0];
    const stressed = (now?.stressedMonthlyPence ?? 0) / 100;
    expect(now?.incomeNeededPounds).toBe(Math.ceil((now?.mortgageNeededPence ?? 0) / 100 / 4.5) + 2_520);
    expect(now?.stressedSharePercent).toBe(Math.round((stressed / (5_000 - 210)) * 1000) / 10);
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
    expect(exported.purchases[0]?.readinessFigures).toMatchObject([
      { annualIncomePounds: 60_000, monthlyChildcarePounds: 0, coApplicantIncomePounds: null },
    ]);
  });

  it('counts other commitments, and adds up each person’s income on a joint plan', async () => {
    const customer = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, daysAgo: 70 });
    const save = async (input: Record<string, number>) =>
      (await callOk<{ saveReadinessFigures: Readiness }>(env, SAVE, { input }, customer.token))
        .saveReadinessFigures;
    const plain = await save(figures({}));
    const committed = await save(
      figures({
        monthlyChildcarePounds: 400,
        monthlyMaintenancePounds: 50,
        monthlyOtherCommitmentsPounds: 100,
      }),
    );
    expect(committed).toMatchObject({
      monthlyChildcarePounds: 400,
      monthlyMaintenancePounds: 50,
      monthlyOtherCommitmentsPounds: 100,
    });
    // £550 a month of commitments: a lender wants 12 × £550 = £6,600 more a year.
    expect((committed.years[8]?.incomeNeededPounds ?? 0) - (plain.years[8]?.incomeNeededPounds ?? 0)).toBe(
      6_600,
    );

    // A plan with a joined co-applicant: each person's income, saved by the co-applicant.
    const couple = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, joint: true });
    const joint = (
      await callOk<{ saveReadinessFigures: Readiness }>(
        env,
        SAVE,
        {
          input: {
            applicantIncomePounds: 30_000,
            coApplicantIncomePounds: 30_000,
            cardBalancePounds: 0,
            monthlyLoansPounds: 0,
          },
        },
        couple.coToken,
      )
    ).saveReadinessFigures;
    // £60,000 together is enough once the deposit reaches 10% in year 8; £30,000 alone never is.
    expect(joint).toMatchObject({
      joint: true,
      annualIncomePounds: 60_000,
      applicantIncomePounds: 30_000,
      coApplicantIncomePounds: 30_000,
      readyInYears: 8,
    });
    expect(joint.ways).toContain(
      'The co-applicant’s income (£30,000 a year) brings it to year 8: without it, it would be beyond 8 years.',
    );
    const mismatch = errorOf(
      await env.gql(
        SAVE,
        {
          input: figures({
            annualIncomePounds: 50_000,
            applicantIncomePounds: 30_000,
            coApplicantIncomePounds: 30_000,
          }),
        },
        couple.token,
      ),
    );
    expect(mismatch).toMatchObject({ code: 'BAD_USER_INPUT', field: 'annualIncomePounds' });
  });
});
