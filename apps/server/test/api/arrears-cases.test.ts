/**
 * More of arrears (decision 075) through real GraphQL requests: the operators' list reads every plan in a fixed
 * number of queries however many plans owe (read-arrears-batch.ts), each plan as planArrears reads it alone; a
 * custom payment plan is refused naming the instalment and its field (packages/domain arrears.ts, the same rules
 * the form checks) and a valid one is agreed; and the customer's "your data" export holds their payment plans
 * with instalments and their requests for help with the team's replies.
 */
import { COLLECTION_FAILURE_REASONS } from '@stairway/domain/plan-collections';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCollectionAttempts, planCollections } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { DATA_EXPORT_JSON } from '../../src/services/account-data-zip';
import { planArrears } from '../../src/services/arrears/read-arrears';
import { plansArrears } from '../../src/services/arrears/read-arrears-batch';
import { runPlanCollections } from '../../src/services/direct-debit/collections';
import { aSecondLater, createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { type SettledPlan, settledPlan } from '../settled-plan';

const CASES = 'query { arrearsCases { planId arrears { arrearsPence paymentPlan { agreedOn } } } }';
const PROPOSE = `mutation ($input: ProposeArrearsPlanInput!) {
  proposeArrearsPlan(input: $input) { paymentPlan { instalments { number dueOn amountPence } } } }`;
const HELP =
  'mutation ($m: String!) { requestHardshipHelp(input: { message: $m }) { hardshipRequests { id } } }';
const RESPOND = `mutation ($input: RespondToHardshipInput!) { respondToHardship(input: $input) { response } }`;
const BANK = 'query { myHomePayments { sandboxBankUrl } }';

const today = londonToday();
const day = (days: number) => dayjs(today).add(days, 'day').format('YYYY-MM-DD');

describe.each(drivers)('arrears cases on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listings: string[] = [];
  const customers: SettledPlan[] = [];

  /** A customer whose third month the sandbox bank returned unpaid (91,700p owed). */
  async function inArrears(listingId: string): Promise<SettledPlan> {
    const customer = await settledPlan(env, operator, listingId, { daysAgo: 70 });
    await runPlanCollections(env, dayjs(`${today}T09:00:00Z`).add(40, 'day').toDate());
    const [next] = await env.db
      .select({ paymentId: planCollectionAttempts.providerPaymentId })
      .from(planCollectionAttempts)
      .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId))
      .where(and(eq(planCollections.planId, customer.planId), eq(planCollections.number, 3)));
    const bank = await callOk<{ myHomePayments: { sandboxBankUrl: string } }>(env, BANK, {}, customer.token);
    const form = new URLSearchParams({
      action: 'fail',
      payment: next?.paymentId ?? '',
      reason: COLLECTION_FAILURE_REASONS[0],
    });
    expect((await env.http(bank.myHomePayments.sandboxBankUrl, { method: 'POST', body: form })).status).toBe(
      303,
    );
    customers.push(customer);
    return customer;
  }

  /** The queries one arrearsCases request sends, and the plans it lists. */
  async function casesQueries() {
    aSecondLater(env);
    env.queries.length = 0;
    const cases = (await callOk<{ arrearsCases: Array<{ planId: string }> }>(env, CASES, {}, operator))
      .arrearsCases;
    return { queries: env.queries.length, planIds: cases.map((c) => c.planId) };
  }

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'arrears-cases-operator')).token;
    listings = await listingIdsOf(env, 'SO16');
  });
  afterAll(async () => {
    await env.close();
  });

  it('lists one plan or three in the same number of queries, each as it reads alone', async () => {
    const first = await inArrears(listings[0] ?? '');
    const one = await casesQueries();
    expect(one.planIds).toContain(first.planId);
    await inArrears(listings[1] ?? '');
    await inArrears(listings[2] ?? '');
    const three = await casesQueries();
    for (const customer of customers) expect(three.planIds).toContain(customer.planId);
    expect(three.queries).toBe(one.queries);

    // The batch reads five queries for three plans, and gives each plan what planArrears gives it alone.
    const ids = customers.map((c) => c.planId);
    env.queries.length = 0;
    const batch = await plansArrears(env.db, ids, today);
    expect(env.queries).toHaveLength(5);
    for (const id of ids) expect(batch.get(id)).toEqual(await planArrears(env.db, id, today));
  });

  it('refuses a custom plan naming the instalment and field, and agrees a valid one', async () => {
    const customer = customers[0] ?? (await inArrears(listings[0] ?? ''));
    const propose = (instalments: Array<{ dueOn: string; amountPence: number }>) =>
      env.gql(PROPOSE, { input: { instalments } }, customer.token);
    // Under £10 in the second instalment; the third only 3 days after the second; the last beyond 6 months.
    expect(
      errorOf(
        await propose([
          { dueOn: day(0), amountPence: 91_000 },
          { dueOn: day(7), amountPence: 700 },
        ]),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'instalments.1.amountPence' });
    expect(
      errorOf(
        await propose([
          { dueOn: day(0), amountPence: 30_000 },
          { dueOn: day(10), amountPence: 30_000 },
          { dueOn: day(13), amountPence: 31_700 },
        ]),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'instalments.2.dueOn' });
    expect(
      errorOf(
        await propose([
          { dueOn: day(0), amountPence: 50_000 },
          { dueOn: day(200), amountPence: 41_700 },
        ]),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'instalments.1.dueOn' });
    // Weekly, unequal amounts that add up to what is owed.
    const custom = [
      { dueOn: day(2), amountPence: 10_000 },
      { dueOn: day(9), amountPence: 41_700 },
      { dueOn: day(16), amountPence: 40_000 },
    ];
    const agreed = await callOk<{ proposeArrearsPlan: { paymentPlan: { instalments: unknown[] } } }>(
      env,
      PROPOSE,
      { input: { instalments: custom } },
      customer.token,
    );
    expect(agreed.proposeArrearsPlan.paymentPlan.instalments).toEqual(
      custom.map((instalment, index) => ({ number: index + 1, ...instalment })),
    );
  });

  it('puts the payment plans with instalments and the messages with replies in the customer’s export', async () => {
    const customer = customers[0] ?? (await inArrears(listings[0] ?? ''));
    const asked = await callOk<{ requestHardshipHelp: { hardshipRequests: Array<{ id: string }> } }>(
      env,
      HELP,
      { m: 'My hours were cut.' },
      customer.token,
    );
    const requestId = asked.requestHardshipHelp.hardshipRequests[0]?.id;
    const response = 'We can pause your plan for a month.';
    await callOk(env, RESPOND, { input: { requestId, response } }, operator);
    const link = await callOk<{ requestDataExport: { url: string } }>(
      env,
      'mutation { requestDataExport { url } }',
      {},
      customer.token,
    );
    const zip = unzipSync(new Uint8Array(await (await env.http(link.requestDataExport.url)).arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(zip[DATA_EXPORT_JSON])) as {
      arrears: {
        paymentPlans: Array<{ status: string; instalments: Array<{ amountPence: number }> }>;
        requestsForHelp: Array<{ message: string; reply: string | null }>;
      };
      auditLog: Array<{ action: string }>;
    };
    const plan = data.arrears.paymentPlans.find((p) => p.status === 'active');
    expect(plan?.instalments.map((i) => i.amountPence)).toEqual([10_000, 41_700, 40_000]);
    expect(data.arrears.requestsForHelp).toContainEqual(
      expect.objectContaining({ message: 'My hours were cut.', reply: response }),
    );
    expect(JSON.stringify(data.arrears)).not.toContain('respondedBy');
    expect(data.auditLog.map((row) => row.action)).toContain('respond-to-hardship');
  });
});
