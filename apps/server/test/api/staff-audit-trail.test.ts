/**
 * The audit trail of the staff's steps on a plan's ending and a home's value, through real GraphQL requests: each
 * operator step (the move-out inspection and refund paid; the buy-out's valuation instructed, its figure, the
 * mortgage offer and completion; a surveyor's figure; "Revalue now") writes exactly one audit-log row, with the
 * operator as the actor, the step's action and the application as the subject; the customer's own steps, a refused
 * step, a same-day repeat of "Revalue now" and the quarterly job write none; free text (damage note, references,
 * the surveyor's name) stays out of the details.
 */
import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, purchaseCases } from '../../src/db/schema';
import { seedHousePriceIndex } from '../../src/db/seed/uk-hpi';
import { londonToday } from '../../src/lib/dates';
import { runQuarterlyRevaluations } from '../../src/services/valuations/home-valuations';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { type SettledPlan, settledPlan } from '../settled-plan';

const NOTICE = `mutation ($input: GiveMoveOutNoticeInput!) { giveMoveOutNotice(input: $input) { status } }`;
const INSPECT = `mutation ($input: RecordMoveOutInspectionInput!) { recordMoveOutInspection(input: $input) { refundDuePence } }`;
const REFUND = `mutation ($input: RecordMoveOutRefundPaidInput!) { recordMoveOutRefundPaid(input: $input) { status } }`;
const QUOTE = `mutation { requestBuyOutQuote { id } }`;
const GO = `mutation ($id: ID!) { goAheadWithBuyOut(input: { quoteId: $id }) { status } }`;
const STEP = `mutation ($input: RecordBuyOutStepInput!) { recordBuyOutStep(input: $input) { status } }`;
const COMPLETE = `mutation ($input: CompleteBuyOutInput!) { completeBuyOut(input: $input) { status } }`;
const DUE = `query { myHomePayments { planEnding { amountDuePence } } }`;
const SURVEYOR = `mutation ($input: RecordSurveyorValuationInput!) { recordSurveyorValuation(input: $input) { valuePounds } }`;
const REVALUE = `mutation ($id: ID!) { revalueHome(input: { purchaseCaseId: $id }) { kind valuePounds } }`;

describe.each(drivers)('the staff’s audit trail on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let operatorEmail: string;
  let listingId = '';
  const today = londonToday();

  beforeAll(async () => {
    env = await createTestEnv(driver);
    await seedHousePriceIndex(env.db);
    ({ token: operator, email: operatorEmail } = await signedInOperator(env, 'audit-trail-operator'));
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  /** The customer's application id: the subject of every row about their plan. */
  const applicationOf = async (customer: SettledPlan) => {
    const [row] = await env.db
      .select({ applicationId: purchaseCases.applicationId })
      .from(purchaseCases)
      .where(eq(purchaseCases.id, customer.caseId));
    return row?.applicationId ?? '';
  };
  /** The audit rows about an application, oldest first. */
  const trail = (subjectId: string) =>
    env.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(asc(auditLog.createdAt));
  /** The rows written since `before` rows were there: one row, by the operator, with this action. */
  const expectOneNewRow = async (subjectId: string, before: number, action: string) => {
    const rows = await trail(subjectId);
    expect(rows.slice(before).map((r) => [r.action, r.actor])).toEqual([[action, operatorEmail]]);
    return rows.at(-1)?.details ?? {};
  };

  it('audits the move-out inspection and the refund paid, not the customer’s notice', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const subject = await applicationOf(customer);
    const start = (await trail(subject)).length;
    const movingOn = dayjs(today).add(30, 'day').format('YYYY-MM-DD');
    await callOk(env, NOTICE, { input: { movingOn, reason: 'A new job in Leeds' } }, customer.token);
    expect(await trail(subject)).toHaveLength(start);

    const inspection = { purchaseCaseId: customer.caseId, inspectedOn: today, damagePence: 15_000 };
    // A refused step writes nothing.
    expect(errorOf(await env.gql(INSPECT, { input: inspection }, operator))?.field).toBe('damageNote');
    expect(await trail(subject)).toHaveLength(start);
    const { refundDuePence } = (
      await callOk<{ recordMoveOutInspection: { refundDuePence: number } }>(
        env,
        INSPECT,
        { input: { ...inspection, damageNote: 'A broken kitchen door' } },
        operator,
      )
    ).recordMoveOutInspection;
    const inspected = await expectOneNewRow(subject, start, 'record-move-out-inspection');
    expect(inspected).toMatchObject({
      purchaseCaseId: customer.caseId,
      planId: customer.planId,
      inspectedOn: today,
      damagePence: 15_000,
      refundDuePence,
      before: { status: 'notice-given' },
      after: { status: 'inspected' },
    });
    expect(JSON.stringify(inspected)).not.toContain('kitchen door');

    const refund = { purchaseCaseId: customer.caseId, paidOn: today, amountPence: refundDuePence };
    await callOk(env, REFUND, { input: { ...refund, reference: 'STAIRWAY-REFUND-9' } }, operator);
    const paid = await expectOneNewRow(subject, start + 1, 'record-move-out-refund-paid');
    expect(paid).toMatchObject({
      endingId: inspected.endingId,
      paidOn: today,
      refundPaidPence: refundDuePence,
      morePence: 0,
      after: { status: 'refund-paid' },
    });
    expect(JSON.stringify(paid)).not.toContain('STAIRWAY-REFUND-9');
    // Paying again is refused and writes nothing.
    const again = await env.gql(REFUND, { input: { ...refund, reference: 'AGAIN' } }, operator);
    expect(errorOf(again)?.code).toBe('CONFLICT');
    expect(await trail(subject)).toHaveLength(start + 2);
  });

  it('audits each step of buying the rest, one row each, not the customer’s decision', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const subject = await applicationOf(customer);
    const start = (await trail(subject)).length;
    const quote = (await callOk<{ requestBuyOutQuote: { id: string } }>(env, QUOTE, {}, customer.token))
      .requestBuyOutQuote;
    await callOk(env, GO, { id: quote.id }, customer.token);
    expect(await trail(subject)).toHaveLength(start);

    const step = (input: Record<string, unknown>) =>
      env.gql(STEP, { input: { purchaseCaseId: customer.caseId, on: today, ...input } }, operator);
    const figure = { step: 'VALUATION_RECEIVED', valuePounds: 210_000, surveyor: 'Hythe Surveyors' };
    // The figure before the instruction is refused and writes nothing (nor a surveyor's valuation row).
    expect(errorOf(await step(figure))?.code).toBe('CONFLICT');
    expect(await trail(subject)).toHaveLength(start);

    expect((await step({ step: 'VALUATION_INSTRUCTED' })).errors).toBeUndefined();
    expect(await expectOneNewRow(subject, start, 'record-buy-out-valuation-instructed')).toMatchObject({
      purchaseCaseId: customer.caseId,
      planId: customer.planId,
      on: today,
    });
    expect((await step(figure)).errors).toBeUndefined();
    const received = await expectOneNewRow(subject, start + 1, 'record-buy-out-valuation-received');
    expect(received).toMatchObject({ on: today, valuePounds: 210_000, valuationId: expect.any(String) });
    expect(JSON.stringify(received)).not.toContain('Hythe');
    // A second figure for the same day is refused: nothing is written, the step's row included.
    expect(errorOf(await step(figure))?.code).toBe('CONFLICT');
    expect(await trail(subject)).toHaveLength(start + 2);
    expect((await step({ step: 'MORTGAGE_OFFER' })).errors).toBeUndefined();
    await expectOneNewRow(subject, start + 2, 'record-buy-out-mortgage-offer');

    const due =
      (
        await callOk<{ myHomePayments: { planEnding: { amountDuePence: number } } }>(
          env,
          DUE,
          {},
          customer.token,
        )
      ).myHomePayments.planEnding.amountDuePence ?? 0;
    const completion = { purchaseCaseId: customer.caseId, completedOn: today, reference: 'COMPLETION-77' };
    const wrong = await env.gql(COMPLETE, { input: { ...completion, amountReceivedPence: 1 } }, operator);
    expect(errorOf(wrong)?.field).toBe('amountReceivedPence');
    expect(await trail(subject)).toHaveLength(start + 3);
    await callOk(env, COMPLETE, { input: { ...completion, amountReceivedPence: due } }, operator);
    const completed = await expectOneNewRow(subject, start + 3, 'complete-buy-out');
    expect(completed).toMatchObject({
      completedOn: today,
      pricePounds: 210_000,
      amountReceivedPence: due,
      before: { status: 'going-ahead' },
      after: { status: 'completed' },
    });
    expect(completed.heldAppliedPence).toBe(21_000_000 - due);
    expect(JSON.stringify(completed)).not.toContain('COMPLETION-77');
  });

  it('audits a surveyor’s figure and "Revalue now", not a repeat nor the quarterly job', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const subject = await applicationOf(customer);
    const start = (await trail(subject)).length;
    const valuation = {
      purchaseCaseId: customer.caseId,
      valuePounds: 205_000,
      valuedOn: today,
      surveyor: 'Hartley & Co, MRICS',
      note: 'Kitchen refitted',
    };
    const bad = await env.gql(SURVEYOR, { input: { ...valuation, valuePounds: 0 } }, operator);
    expect(errorOf(bad)?.field).toBe('valuePounds');
    expect(await trail(subject)).toHaveLength(start);
    await callOk(env, SURVEYOR, { input: valuation }, operator);
    const surveyed = await expectOneNewRow(subject, start, 'record-surveyor-valuation');
    expect(surveyed).toMatchObject({
      purchaseCaseId: customer.caseId,
      planId: customer.planId,
      valuePounds: 205_000,
      valuedOn: today,
    });
    expect(JSON.stringify(surveyed)).not.toMatch(/Hartley|Kitchen/);

    await callOk(env, REVALUE, { id: customer.caseId }, operator);
    expect(await expectOneNewRow(subject, start + 1, 'revalue-home')).toMatchObject({
      purchaseCaseId: customer.caseId,
      valuedOn: today,
      valuePounds: expect.any(Number),
    });
    // The same day again keeps the first value and writes nothing; nor does the quarterly job.
    await callOk(env, REVALUE, { id: customer.caseId }, operator);
    await runQuarterlyRevaluations(env, dayjs().add(1, 'day').toDate());
    expect(await trail(subject)).toHaveLength(start + 2);
  });
});
