/**
 * The home's value and what a customer does with it, through real GraphQL requests and the sandbox checkout
 * (decision 073): the agreed price recorded at the move-in, a revaluation that says it has no newer index figure,
 * the quarterly job moving the value by the home's local index once newer figures are imported, a surveyor's
 * figure taking precedence, buying more by card (refused outside the plan's limits, posted to the ledger once
 * however often it is confirmed, and reconciled), and a quote to buy the rest.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSubmissions, ledgerEntries, purchaseCases } from '../../src/db/schema';
import { importHpiRows, seedHousePriceIndex } from '../../src/db/seed/uk-hpi';
import { londonToday } from '../../src/lib/dates';
import { homeArea, runQuarterlyRevaluations } from '../../src/services/valuations/home-valuations';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const VALUE = `homeValue { valuePounds sharePercent equityOwnedPence canBuyMore buyMoreMaxPence buyMoreRefusal
  authorityName newestIndexMonth current { kind valuePounds valuedOn indexAreaName indexFromMonth indexToMonth note surveyor }
  history { kind valuePounds } purchases { amountPence status } latestQuote { pricePounds toPayPence validUntil valid } }`;
const MINE = `query { myHomePayments { ${VALUE} mortgageReadiness { valuePounds } } }`;
const REVALUE = `mutation ($id: ID!) { revalueHome(input: { purchaseCaseId: $id }) { kind valuePounds note } }`;
const SURVEYOR = `mutation ($input: RecordSurveyorValuationInput!) { recordSurveyorValuation(input: $input) { kind valuePounds } }`;
const BUY = `mutation ($pence: Int!) { startEquityPurchase(input: { amountPence: $pence }) { url } }`;
const BUY_BY_BANK = `mutation ($pence: Int!) { startEquityPurchase(input: { amountPence: $pence, method: Bank }) { url } }`;
const CHECK = `mutation ($id: String!) { checkEquityPurchase(input: { sessionId: $id }) }`;
const QUOTE = `mutation { requestBuyOutQuote { pricePounds equityHeldPence toPayPence validUntil steps } }`;
const RECONCILE = `query { paymentsReconciliation { purchaseCaseId reconciled differences } }`;

type HomeValue = {
  valuePounds: number;
  sharePercent: number;
  equityOwnedPence: number;
  canBuyMore: boolean;
  buyMoreMaxPence: number | null;
  current: { kind: string; valuePounds: number; indexAreaName: string | null; note: string | null } | null;
  history: Array<{ kind: string; valuePounds: number }>;
  purchases: Array<{ amountPence: number; status: string }>;
  latestQuote: { pricePounds: number; toPayPence: number; valid: boolean } | null;
};

describe.each(drivers)('the home’s value on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    await seedHousePriceIndex(env.db);
    operator = (await signedInOperator(env, 'value-operator')).token;
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  const mine = async (token: string) =>
    (
      await callOk<{ myHomePayments: { homeValue: HomeValue; mortgageReadiness: { valuePounds: number } } }>(
        env,
        MINE,
        {},
        token,
      )
    ).myHomePayments;

  it('revalues, takes a surveyor’s figure, sells more equity and quotes the rest', async () => {
    const customer = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, daysAgo: 70 });
    // Moved in: the agreed price is the first value; the deposit and the months paid are the equity.
    let value = (await mine(customer.token)).homeValue;
    expect(value.current).toMatchObject({ kind: 'Purchase', valuePounds: 200_000 });
    expect(value.canBuyMore).toBe(true);
    // 5% of £200,000 in a year.
    expect(value.buyMoreMaxPence).toBe(1_000_000);
    const equityBefore = value.equityOwnedPence;
    expect(equityBefore).toBeGreaterThanOrEqual(400_000);

    // No index figure is newer than the move-in: the value stays, and says why.
    const today = (
      await callOk<{ revalueHome: { kind: string; valuePounds: number; note: string } }>(
        env,
        REVALUE,
        { id: customer.caseId },
        operator,
      )
    ).revalueHome;
    expect(today).toMatchObject({ kind: 'Index', valuePounds: 200_000 });
    expect(today.note).toMatch(/^No UK HPI figure newer than .* so the value stays as it was in /);

    // Newer figures for the home's authority are imported; the quarterly job (tomorrow) moves the value.
    const [home] = await env.db
      .select()
      .from(homeSubmissions)
      .innerJoin(purchaseCases, eq(purchaseCases.homeSubmissionId, homeSubmissions.id))
      .where(eq(purchaseCases.id, customer.caseId));
    const area = homeArea(home?.home_submissions ?? { postcode: null, type: null });
    expect(area.authorityCode).toMatch(/^E0/);
    const month = (day: string) => day.slice(0, 7);
    await importHpiRows(
      env.db,
      [
        { month: month(customer.movedInOn), level: 100 },
        { month: month(londonToday()), level: 102.5 },
      ].map((p) => ({
        ...p,
        areaCode: area.authorityCode ?? '',
        areaName: 'Test authority',
        propertyType: 'all',
        source: 'test',
      })),
    );
    const tomorrow = dayjs().add(1, 'day').toDate();
    expect(await runQuarterlyRevaluations(env, tomorrow)).toMatchObject({ revalued: expect.any(Number) });
    value = (await mine(customer.token)).homeValue;
    expect(value.current).toMatchObject({
      kind: 'Index',
      valuePounds: 205_000,
      indexAreaName: 'Test authority',
    });
    expect((await mine(customer.token)).mortgageReadiness.valuePounds).toBe(205_000);
    expect(value.history.map((v) => v.kind)).toEqual(['Index', 'Index', 'Purchase']);

    // A surveyor's figure: bad input names the field; a good one takes precedence over the index that day.
    const bad = errorOf(
      await env.gql(
        SURVEYOR,
        {
          input: { purchaseCaseId: customer.caseId, valuePounds: 0, valuedOn: londonToday(), surveyor: 'X' },
        },
        operator,
      ),
    );
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'valuePounds' });
    await callOk(
      env,
      SURVEYOR,
      {
        input: {
          purchaseCaseId: customer.caseId,
          valuePounds: 210_000,
          valuedOn: londonToday(),
          surveyor: 'Hartley & Co, MRICS',
        },
      },
      operator,
    );
    // The index value of tomorrow is later than the surveyor's of today, and moved from the surveyor's figure on.
    await runQuarterlyRevaluations(env, dayjs().add(2, 'day').toDate());
    value = (await mine(customer.token)).homeValue;
    expect(value.history.some((v) => v.kind === 'Surveyor' && v.valuePounds === 210_000)).toBe(true);
    expect(value.valuePounds).toBe(210_000);

    // Buying more: outside the limits is refused with the field and the range; £1,000 is sold by card.
    expect(errorOf(await env.gql(BUY, { pence: 4_999 }, customer.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'amountPence',
    });
    const tooMuch = await env.gql(BUY, { pence: 2_000_000 }, customer.token);
    expect(errorOf(tooMuch).field).toBe('amountPence');
    expect(tooMuch.errors?.[0]?.message).toBe(
      'The amount must be between £50 and £10,500, in pence, got 2000000',
    );
    const { url } = (
      await callOk<{ startEquityPurchase: { url: string } }>(env, BUY, { pence: 100_000 }, customer.token)
    ).startEquityPurchase;
    const paid = await env.http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const sessionId = new URL(paid.headers.get('location') ?? '').searchParams.get('equity_session') ?? '';
    expect(sessionId).not.toBe('');
    expect(
      (await callOk<{ checkEquityPurchase: string }>(env, CHECK, { id: sessionId }, customer.token))
        .checkEquityPurchase,
    ).toBe('Paid');
    expect(
      (await callOk<{ checkEquityPurchase: string }>(env, CHECK, { id: sessionId }, customer.token))
        .checkEquityPurchase,
    ).toBe('Paid');
    const bought = await env.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'equity-bought'));
    expect(bought.filter((e) => e.planId === customer.planId)).toHaveLength(1);
    value = (await mine(customer.token)).homeValue;
    expect(value.equityOwnedPence).toBe(equityBefore + 100_000);
    expect(value.purchases).toEqual([{ amountPence: 100_000, status: 'Paid' }]);
    expect(value.buyMoreMaxPence).toBe(1_050_000 - 100_000);
    // By bank (open banking): the sandbox's bank page approves it, and it is posted like a card payment.
    const byBank = (
      await callOk<{ startEquityPurchase: { url: string } }>(
        env,
        BUY_BY_BANK,
        { pence: 5_000 },
        customer.token,
      )
    ).startEquityPurchase.url;
    expect(await (await env.http(byBank)).text()).toContain('Approve in my bank');
    const approved = await env.http(byBank, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay' }).toString(),
      redirect: 'manual',
    });
    const bankSession =
      new URL(approved.headers.get('location') ?? '').searchParams.get('equity_session') ?? '';
    expect(
      (await callOk<{ checkEquityPurchase: string }>(env, CHECK, { id: bankSession }, customer.token))
        .checkEquityPurchase,
    ).toBe('Paid');
    value = (await mine(customer.token)).homeValue;
    expect(value.equityOwnedPence).toBe(equityBefore + 105_000);
    expect(value.purchases).toHaveLength(2);
    // Another customer's session is not theirs.
    expect(errorOf(await env.gql(CHECK, { id: 'not_a_session' }, customer.token)).code).toBe('NOT_FOUND');

    // The quote: the latest value less the equity held, for 90 days; the ledger still reconciles.
    const quote = (
      await callOk<{
        requestBuyOutQuote: {
          pricePounds: number;
          equityHeldPence: number;
          toPayPence: number;
          validUntil: string;
          steps: string[];
        };
      }>(env, QUOTE, {}, customer.token)
    ).requestBuyOutQuote;
    expect(quote).toMatchObject({
      pricePounds: 210_000,
      equityHeldPence: equityBefore + 105_000,
      toPayPence: 21_000_000 - equityBefore - 105_000,
      validUntil: dayjs(londonToday()).add(90, 'day').format('YYYY-MM-DD'),
    });
    expect(quote.steps.length).toBeGreaterThan(3);
    expect((await mine(customer.token)).homeValue.latestQuote).toMatchObject({
      pricePounds: 210_000,
      valid: true,
    });
    const report = (
      await callOk<{
        paymentsReconciliation: Array<{ purchaseCaseId: string; reconciled: boolean; differences: string[] }>;
      }>(env, RECONCILE, {}, operator)
    ).paymentsReconciliation;
    expect(report.find((r) => r.purchaseCaseId === customer.caseId)).toMatchObject({
      reconciled: true,
      differences: [],
    });
  });
});
