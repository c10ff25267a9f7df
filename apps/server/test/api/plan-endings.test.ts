/**
 * The way out of a plan, through real GraphQL requests (decision 076): a customer gives notice to move out (refused
 * under 30 days, naming the field), withdraws it and gives it again; the team and the customer are e-mailed;
 * another customer sees nothing of it and cannot act as an operator; the operator records the inspection with a
 * £150 damage charge (the refund is the leaving refund less it, the mandate is cancelled, no payment is shown as
 * coming) and the refund paid; the ledger reconciles. Another customer goes ahead on a quote, and the operator
 * records the valuation, the mortgage offer and completion (the amount received checked against the ledger).
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitMandates } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { applicantData } from '../../src/services/account-data-applicants';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const ENDING = `planEnding { kind status ended withdrawable damagePence refundDuePence pricePounds amountReceivedPence
  amountDuePence heldAppliedPence endsOn recordedBy steps { label done on pence } }`;
const MINE = `query { myHomePayments { ${ENDING} earliestMovingDay leavingRefund { totalPence }
  nextPayment { dueDate } upcoming { dueDate } homeValue { equityOwnedPence } } }`;
const NOTICE = `mutation ($input: GiveMoveOutNoticeInput!) { giveMoveOutNotice(input: $input) { status movingOn } }`;
const WITHDRAW = `mutation { withdrawMoveOutNotice { status } }`;
const INSPECT = `mutation ($input: RecordMoveOutInspectionInput!) { recordMoveOutInspection(input: $input) { status refundDuePence } }`;
const REFUND = `mutation ($input: RecordMoveOutRefundPaidInput!) { recordMoveOutRefundPaid(input: $input) { status ended } }`;
const QUOTE = `mutation { requestBuyOutQuote { id pricePounds toPayPence } }`;
const GO = `mutation ($id: ID!) { goAheadWithBuyOut(input: { quoteId: $id }) { status pricePounds } }`;
const STEP = `mutation ($input: RecordBuyOutStepInput!) { recordBuyOutStep(input: $input) { status pricePounds } }`;
const COMPLETE = `mutation ($input: CompleteBuyOutInput!) { completeBuyOut(input: $input) { status ended } }`;
const RECONCILE = `query { paymentsReconciliation { purchaseCaseId reconciled differences } }`;

type Ending = {
  kind: string;
  status: string;
  ended: boolean;
  withdrawable: boolean;
  damagePence: number | null;
  refundDuePence: number | null;
  pricePounds: number | null;
  amountReceivedPence: number | null;
  amountDuePence?: number | null;
  heldAppliedPence: number | null;
  endsOn: string | null;
  recordedBy: string[];
  steps: Array<{ label: string; done: boolean; on: string | null; pence: number | null }>;
};
type Mine = {
  planEnding: Ending | null;
  earliestMovingDay: string;
  leavingRefund: { totalPence: number };
  nextPayment: { dueDate: string } | null;
  upcoming: Array<{ dueDate: string }>;
  homeValue: { equityOwnedPence: number };
};

describe.each(drivers)('plan endings on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let operatorEmail: string;
  let listingId = '';
  const today = londonToday();

  beforeAll(async () => {
    env = await createTestEnv(driver);
    ({ token: operator, email: operatorEmail } = await signedInOperator(env, 'ending-operator'));
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  const mine = async (token: string) =>
    (await callOk<{ myHomePayments: Mine }>(env, MINE, {}, token)).myHomePayments;
  const reconciled = async (caseId: string) =>
    (
      await callOk<{ paymentsReconciliation: Array<{ purchaseCaseId: string; reconciled: boolean }> }>(
        env,
        RECONCILE,
        {},
        operator,
      )
    ).paymentsReconciliation.find((r) => r.purchaseCaseId === caseId);

  it('moves a customer out: notice, inspection with damage, refund paid, plan ended', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const other = await settledPlan(env, operator, listingId);
    const before = await mine(customer.token);
    expect(before.planEnding).toBeNull();
    expect(before.earliestMovingDay).toBe(dayjs(today).add(30, 'day').format('YYYY-MM-DD'));

    // Under 30 days' notice is refused, naming the field.
    const soon = dayjs(today).add(29, 'day').format('YYYY-MM-DD');
    expect(errorOf(await env.gql(NOTICE, { input: { movingOn: soon } }, customer.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'movingOn',
    });
    const movingOn = before.earliestMovingDay;
    const given = await callOk<{ giveMoveOutNotice: { status: string } }>(
      env,
      NOTICE,
      { input: { movingOn, reason: 'A new job in Leeds' } },
      customer.token,
    );
    expect(given.giveMoveOutNotice.status).toBe('NOTICE_GIVEN');
    expect(
      env.emails.some((m) => m.to === operatorEmail && m.subject.endsWith('gave notice to move out')),
    ).toBe(true);
    expect(
      env.emails.some((m) => m.to === customer.email && m.subject === 'We have your notice to move out'),
    ).toBe(true);
    // A second notice is refused; withdrawing and giving it again works.
    expect(errorOf(await env.gql(NOTICE, { input: { movingOn } }, customer.token))?.code).toBe('CONFLICT');
    expect(
      (await callOk<{ withdrawMoveOutNotice: { status: string } }>(env, WITHDRAW, {}, customer.token))
        .withdrawMoveOutNotice.status,
    ).toBe('WITHDRAWN');
    expect((await mine(customer.token)).planEnding).toBeNull();
    await callOk(env, NOTICE, { input: { movingOn } }, customer.token);
    expect((await mine(customer.token)).planEnding).toMatchObject({
      status: 'NOTICE_GIVEN',
      withdrawable: true,
    });

    // Another customer sees nothing of it, and no customer may act as an operator.
    expect((await mine(other.token)).planEnding).toBeNull();
    const inspection = {
      purchaseCaseId: customer.caseId,
      inspectedOn: today,
      damagePence: 15_000,
      damageNote: 'A broken kitchen door',
    };
    expect(errorOf(await env.gql(INSPECT, { input: inspection }, other.token))?.code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(INSPECT, { input: { ...inspection, damageNote: '' } }, operator))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'damageNote',
    });

    const refundBefore = before.leavingRefund.totalPence;
    const inspected = (
      await callOk<{ recordMoveOutInspection: { status: string; refundDuePence: number } }>(
        env,
        INSPECT,
        { input: inspection },
        operator,
      )
    ).recordMoveOutInspection;
    expect(inspected).toEqual({ status: 'INSPECTED', refundDuePence: refundBefore - 15_000 });
    const [mandate] = await env.db
      .select({ status: directDebitMandates.status, mandateId: directDebitMandates.mandateId })
      .from(directDebitMandates)
      .where(eq(directDebitMandates.planId, customer.planId));
    expect(mandate?.status).toBe('cancelled');
    // …and at the (sandbox) provider, so nothing more can be collected under it.
    expect(await env.directDebit.getMandateSetup(mandate?.mandateId ?? '')).toEqual({ status: 'cancelled' });
    expect(errorOf(await env.gql(WITHDRAW, {}, customer.token))?.code).toBe('CONFLICT');

    const refund = {
      purchaseCaseId: customer.caseId,
      paidOn: today,
      amountPence: refundBefore - 15_000,
      reference: 'STAIRWAY-REFUND-1',
    };
    expect(
      (
        await callOk<{ recordMoveOutRefundPaid: { status: string; ended: boolean } }>(
          env,
          REFUND,
          { input: refund },
          operator,
        )
      ).recordMoveOutRefundPaid,
    ).toEqual({ status: 'REFUND_PAID', ended: true });
    const after = await mine(customer.token);
    expect(after.planEnding).toMatchObject({
      ended: true,
      damagePence: 15_000,
      endsOn: today,
      recordedBy: [],
    });
    expect(after.planEnding?.steps.map((s) => [s.label, s.done, s.pence])).toEqual([
      ['Notice given', true, null],
      ['Home inspected', true, 15_000],
      ['Refund paid', true, refundBefore - 15_000],
    ]);
    expect(after.nextPayment).toBeNull();
    expect(after.upcoming).toEqual([]);
    // The operators see who recorded each step.
    const ops = await callOk<{ planPayments: { planEnding: Ending } }>(
      env,
      `query ($id: ID!) { planPayments(input: { purchaseCaseId: $id }) { ${ENDING} } }`,
      { id: customer.caseId },
      operator,
    );
    expect(ops.planPayments.planEnding.recordedBy).toEqual([
      `Inspected by ${operatorEmail}`,
      `Refund paid by ${operatorEmail}`,
    ]);
    expect(await reconciled(customer.caseId)).toMatchObject({ reconciled: true });
    // The ending is in the customer's "your data" export, without the staff who recorded it.
    const exported = (await applicantData(env.db, customer.userId)).data as {
      purchases: Array<{ endings: Array<Record<string, unknown>> }>;
    };
    // The notice withdrawn first, then the move-out carried through.
    const endings = exported.purchases[0]?.endings ?? [];
    expect(endings.map((e) => e.status)).toEqual(['withdrawn', 'refund-paid']);
    const ending = endings.at(-1);
    expect(ending).toMatchObject({ kind: 'move-out', status: 'refund-paid', damagePence: 15_000 });
    expect(ending).not.toHaveProperty('inspectedBy');
  });

  it('sells a customer the rest: go ahead on a quote, valuation, offer, completion', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const quote = (
      await callOk<{ requestBuyOutQuote: { id: string; pricePounds: number } }>(
        env,
        QUOTE,
        {},
        customer.token,
      )
    ).requestBuyOutQuote;
    const going = await callOk<{ goAheadWithBuyOut: { status: string; pricePounds: number } }>(
      env,
      GO,
      { id: quote.id },
      customer.token,
    );
    expect(going.goAheadWithBuyOut).toEqual({ status: 'GOING_AHEAD', pricePounds: quote.pricePounds });
    expect(
      env.emails.some(
        (m) => m.to === operatorEmail && m.subject.endsWith('wants to buy the rest of their home'),
      ),
    ).toBe(true);
    // Nobody can give notice while buying; completion needs the valuation first.
    const movingOn = dayjs(today).add(40, 'day').format('YYYY-MM-DD');
    expect(errorOf(await env.gql(NOTICE, { input: { movingOn } }, customer.token))?.code).toBe('CONFLICT');
    const completion = {
      purchaseCaseId: customer.caseId,
      completedOn: today,
      amountReceivedPence: 1,
      reference: 'COMPLETION-1',
    };
    expect(errorOf(await env.gql(COMPLETE, { input: completion }, operator))?.code).toBe('CONFLICT');

    const step = (input: Record<string, unknown>) =>
      callOk<{ recordBuyOutStep: { status: string; pricePounds: number } }>(
        env,
        STEP,
        { input: { purchaseCaseId: customer.caseId, on: today, ...input } },
        operator,
      );
    expect(
      errorOf(
        await env.gql(
          STEP,
          {
            input: {
              purchaseCaseId: customer.caseId,
              on: today,
              step: 'VALUATION_RECEIVED',
              valuePounds: 210_000,
              surveyor: 'Hythe Surveyors',
            },
          },
          operator,
        ),
      )?.code,
    ).toBe('CONFLICT');
    await step({ step: 'VALUATION_INSTRUCTED' });
    expect(
      (await step({ step: 'VALUATION_RECEIVED', valuePounds: 210_000, surveyor: 'Hythe Surveyors' }))
        .recordBuyOutStep.pricePounds,
    ).toBe(210_000);
    await step({ step: 'MORTGAGE_OFFER' });

    const before = await mine(customer.token);
    const held = before.homeValue.equityOwnedPence;
    const due = 21_000_000 - held;
    // The page's "due on completion" is the rule completion checks (nothing owed or overpaid here).
    expect(before.planEnding).toMatchObject({ amountDuePence: due });
    expect(errorOf(await env.gql(COMPLETE, { input: completion }, operator))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'amountReceivedPence',
    });
    const done = await callOk<{ completeBuyOut: { status: string; ended: boolean } }>(
      env,
      COMPLETE,
      { input: { ...completion, amountReceivedPence: due } },
      operator,
    );
    expect(done.completeBuyOut).toEqual({ status: 'COMPLETED', ended: true });
    const after = await mine(customer.token);
    expect(after.planEnding).toMatchObject({
      kind: 'BUY_OUT',
      ended: true,
      pricePounds: 210_000,
      amountReceivedPence: due,
      amountDuePence: null,
      heldAppliedPence: held,
    });
    expect(after.homeValue.equityOwnedPence).toBe(0);
    expect(after.nextPayment).toBeNull();
    expect(
      env.emails.some((m) => m.to === customer.email && m.subject === 'Congratulations: you own your home'),
    ).toBe(true);
    expect(await reconciled(customer.caseId)).toMatchObject({ reconciled: true });
  });
});
