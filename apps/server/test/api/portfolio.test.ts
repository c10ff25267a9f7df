/**
 * The portfolio through real GraphQL requests: pipeline viewers and operators see the same aggregates (homes
 * owned, values at purchase, gross yield, rent collected against due, arrears, deposits and equity held, cases at
 * each stage), money figures only from five plans up, never a name, an e-mail, a postcode or an id; applicants,
 * landlords and strangers are refused. Seven approved applicants are made through the API; their cases' states,
 * signed plans, Direct Debit collections and ledger entries are written directly, as the console and the payment
 * jobs would leave them.
 */
import crypto from 'node:crypto';
import { entryFor } from '@stairway/domain/ledger';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directDebitMandates,
  planCollections,
  planSignatures,
  plans,
  purchaseCases,
} from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { recordLedgerEntry } from '../../src/services/ledger/record-entry';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  createTestEnv,
  drivers,
  errorOf,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';
import { approvedApplicant, listingIdsOf, signedInOperator } from '../purchases';

const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const MONTH = 'month plans rentDuePence rentCollectedPence collectionRatePercent';
const PORTFOLIO = `query { portfolio { minimumGroupSize homesOwned homesWithPlan totalValueAtPurchase totalValueToday
  averageValueAtPurchase averageGrossYieldPercent activePlans plansInArrearsPercent arrearsPence
  arrearsToRentDuePercent plansHoldingEquity equityHeldPence thisMonth { ${MONTH} } twelveMonths { ${MONTH} }
  months { ${MONTH} } stages { state label cases } } }`;

type Month = {
  month: string;
  plans: number;
  rentDuePence: number | null;
  collectionRatePercent: number | null;
};
type Portfolio = {
  minimumGroupSize: number;
  homesOwned: number;
  homesWithPlan: number;
  totalValueAtPurchase: number | null;
  totalValueToday: number | null;
  averageValueAtPurchase: number | null;
  averageGrossYieldPercent: number | null;
  activePlans: number;
  plansInArrearsPercent: number | null;
  arrearsPence: number | null;
  arrearsToRentDuePercent: number | null;
  plansHoldingEquity: number;
  equityHeldPence: number | null;
  thisMonth: Month;
  twelveMonths: Month & { rentCollectedPence: number | null };
  months: Array<Month & { rentCollectedPence: number | null }>;
  stages: Array<{ state: string; label: string; cases: number }>;
};

// The worked portfolio of packages/domain/src/portfolio.test.ts: five moved in, one completed, one opened.
// Equity a month is 1% of the price a year: £200,000 → 16,667p, £180,000 → 15,000p, £220,000 → 18,333p.
const HOMES = [
  { state: 'MovedIn', price: 200_000, rent: 917, paid: true, equityPence: 16_667 },
  { state: 'MovedIn', price: 250_000, rent: 1_100, paid: false, equityPence: 20_833 },
  { state: 'MovedIn', price: 180_000, rent: 800, paid: true, equityPence: 15_000 },
  { state: 'MovedIn', price: 300_000, rent: 1_300, paid: false, equityPence: 25_000 },
  { state: 'MovedIn', price: 220_000, rent: 950, paid: true, equityPence: 18_333 },
  { state: 'Completion', price: 150_000, rent: 700, paid: null, equityPence: 12_500 },
] as const;

describe.each(drivers)('the portfolio on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let viewer: string;
  const people: Array<{ email: string; caseId: string; planId: string }> = [];

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'portfolio-operator')).token;
    const email = uniqueEmail('investor');
    const added = await addPipelineViewer(env.db, { email, actor: 'portfolio-test' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: added.password },
    });
    viewer = signedIn.data?.checkPipelinePassword.token ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  /** The portfolio as a caller sees it; fails on an error. */
  async function portfolioAs(token: string): Promise<Portfolio> {
    const result = await env.gql<{ portfolio: Portfolio }>(PORTFOLIO, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data?.portfolio as Portfolio;
  }

  it('is empty before any home is bought', async () => {
    const empty = await portfolioAs(viewer);
    expect(empty.homesOwned).toBe(0);
    expect(empty.minimumGroupSize).toBe(5);
    expect(empty.stages.every((stage) => stage.cases === 0)).toBe(true);
    expect(empty.totalValueAtPurchase).toBeNull();
    expect(empty.months).toHaveLength(12);
  });

  it('is refused to applicants, landlords and strangers', async () => {
    const applicant = await signUp(env);
    expect(errorOf(await env.gql(PORTFOLIO, {}, applicant.token)).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(PORTFOLIO, {}, await landlordToken(env))).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(PORTFOLIO, {})).code).toBe('UNAUTHENTICATED');
  });

  it('adds up the homes, their plans, collections and ledger for viewers and operators alike', async () => {
    const listings = await listingIdsOf(env, 'SO16');
    const today = londonToday();
    const lastMonth = dayjs(today).subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
    for (let i = 0; i <= HOMES.length; i += 1) {
      const approved = await approvedApplicant(env, operator, listings[i] ?? '');
      const [row] = await env.db
        .select({ id: purchaseCases.id })
        .from(purchaseCases)
        .where(eq(purchaseCases.homeSubmissionId, approved.homeId));
      people.push({ email: approved.email, caseId: row?.id ?? '', planId: '' });
    }
    for (const [i, home] of HOMES.entries()) {
      const person = people[i];
      if (!person) throw new Error('missing applicant');
      await env.db
        .update(purchaseCases)
        .set({ state: home.state, lastStage: home.state })
        .where(eq(purchaseCases.id, person.caseId));
      const pdf = Buffer.from(`plan ${i}`);
      const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
      const base = { purchaseCaseId: person.caseId, waitlistFeePence: 0, joint: false, pdf, sha256 };
      const [plan] = await env.db
        .insert(plans)
        .values({ ...base, version: 1, price: home.price, monthlyRent: home.rent, preparedBy: 'test' })
        .returning({ id: plans.id });
      person.planId = plan?.id ?? '';
      await env.db.insert(planSignatures).values({
        planId: person.planId,
        signer: 'applicant',
        name: 'Hattie Lowell',
        email: person.email,
        sha256,
        tookAdvice: true,
      });
      // A newer version nobody has signed: not the plan the portfolio reads.
      await env.db
        .insert(plans)
        .values({ ...base, version: 2, price: 999_999, monthlyRent: 9_999, preparedBy: 'test' });
      const event = { planId: person.planId, date: lastMonth };
      await recordLedgerEntry({
        db: env.db,
        entry: entryFor({
          ...event,
          id: `deposit-${i}`,
          kind: 'deposit-paid',
          paymentId: `pay-d-${i}`,
          amountPence: home.price * 2,
        }),
      });
      if (home.paid === null) continue;
      const rentPence = home.rent * 100;
      const [mandate] = await env.db
        .insert(directDebitMandates)
        .values({
          purchaseCaseId: person.caseId,
          planId: person.planId,
          provider: 'sandbox',
          setupId: `setup-${driver}-${i}`,
          status: 'active',
          startedBy: person.email,
          activeOn: lastMonth,
        })
        .returning({ id: directDebitMandates.id });
      await env.db.insert(planCollections).values({
        planId: person.planId,
        mandateRowId: mandate?.id ?? '',
        number: 1,
        kind: 'monthly',
        dueDate: lastMonth,
        amountPence: rentPence + home.equityPence,
        rentPence,
        equityPence: home.equityPence,
        status: home.paid ? 'paid' : 'failed',
        attempts: 1,
        paidOn: home.paid ? lastMonth : null,
      });
      await recordLedgerEntry({
        db: env.db,
        entry: entryFor(
          home.paid
            ? {
                ...event,
                id: `month-1-${i}`,
                kind: 'collection-confirmed',
                paymentId: `pay-1-${i}`,
                amountPence: rentPence + home.equityPence,
                due: { rentPence, equityPence: home.equityPence, arrearsPence: 0 },
              }
            : {
                ...event,
                id: `month-1-${i}`,
                kind: 'collection-failed',
                rentPence,
                equityPence: home.equityPence,
              },
        ),
      });
    }

    const seen = await portfolioAs(viewer);
    expect(await portfolioAs(operator)).toEqual(seen);
    // Five moved in and one completed; the seventh case is still at Opened.
    expect(seen.homesOwned).toBe(6);
    expect(seen.homesWithPlan).toBe(6);
    expect(seen.stages.find((stage) => stage.state === 'MovedIn')).toEqual({
      state: 'MovedIn',
      label: 'Moved in',
      cases: 5,
    });
    expect(seen.stages.find((stage) => stage.state === 'Opened')?.cases).toBe(1);
    // 200,000 + 250,000 + 180,000 + 300,000 + 220,000 + 150,000 (the unsigned versions' £999,999 left out)
    expect(seen.totalValueAtPurchase).toBe(1_300_000);
    // No home has been revalued (decision 073): today's values are the agreed prices.
    expect(seen.totalValueToday).toBe(1_300_000);
    expect(seen.averageValueAtPurchase).toBe(216_667);
    // 12 × 5,767 ÷ 1,300,000 × 100 = 5.3234 → 5.32
    expect(seen.averageGrossYieldPercent).toBe(5.32);
    expect(seen.activePlans).toBe(5);
    // Two of five failed their month: 40%; arrears 110,000 + 130,000 pence
    expect(seen.plansInArrearsPercent).toBe(40);
    expect(seen.arrearsPence).toBe(240_000);
    // 240,000 ÷ 506,700 (the year's rent due) = 47.37% → 47.4
    expect(seen.arrearsToRentDuePercent).toBe(47.4);
    // Deposits 4,000 + 5,000 + 3,600 + 6,000 + 4,400 + 3,000 = £26,000; equity 16,667 + 15,000 + 18,333 pence
    expect(seen.plansHoldingEquity).toBe(6);
    expect(seen.equityHeldPence).toBe(2_650_000);
    const month = seen.months.find((row) => row.month === lastMonth.slice(0, 7));
    // Rent due 91,700 + 110,000 + 80,000 + 130,000 + 95,000 = 506,700; paid 91,700 + 80,000 + 95,000 = 266,700
    expect(month).toEqual({
      month: lastMonth.slice(0, 7),
      plans: 5,
      rentDuePence: 506_700,
      rentCollectedPence: 266_700,
      // 266,700 ÷ 506,700 = 52.63% → 52.6
      collectionRatePercent: 52.6,
    });
    expect(seen.twelveMonths.rentDuePence).toBe(506_700);
    expect(seen.thisMonth).toMatchObject({ month: today.slice(0, 7), plans: 0, rentDuePence: null });

    // Nothing about a person: no name, e-mail, postcode or id.
    const text = JSON.stringify(seen);
    for (const person of people) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.caseId);
      if (person.planId) expect(text).not.toContain(person.planId);
    }
    expect(text).not.toMatch(/Hattie|Lowell|@|SO16/);
  });

  it('withholds the money figures when fewer than five plans make them', async () => {
    // Four of the five moved-in customers' cases fall back to legal work: four active plans, two owned homes.
    for (const person of people.slice(0, 4)) {
      await env.db
        .update(purchaseCases)
        .set({ state: 'LegalWork', lastStage: 'LegalWork' })
        .where(eq(purchaseCases.id, person.caseId));
    }
    const seen = await portfolioAs(viewer);
    expect(seen.homesOwned).toBe(2);
    expect(seen.totalValueAtPurchase).toBeNull();
    expect(seen.averageGrossYieldPercent).toBeNull();
    expect(seen.activePlans).toBe(1);
    expect(seen.plansInArrearsPercent).toBeNull();
    expect(seen.arrearsPence).toBeNull();
    // The deposits are still held for six plans, and five plans still had rent due last month.
    expect(seen.equityHeldPence).toBe(2_650_000);
    expect(seen.twelveMonths.rentDuePence).toBe(506_700);
  });
});
