/**
 * What may change in a plan's ending, through real GraphQL requests (decision 076): the customer changes the moving
 * day of their notice (the history kept, the team and the customer e-mailed; too soon or the same day refused
 * naming movingOn; operators refused); an operator records that a purchase of the rest fell through (only from
 * going ahead, naming the status otherwise; a reason required; customers refused; nothing posted to the ledger; the
 * plan carries on and a new quote may be asked for); and a collection confirmed after the inspection raises the
 * refund due, which the refund paid must match (naming amountPence otherwise).
 */
import { entryFor } from '@stairway/domain/ledger';
import { balances, normalBalance } from '@stairway/domain/ledger-accounts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, planEndingMovingDayChanges, planEndings } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { applicantData } from '../../src/services/account-data-applicants';
import { planJournal } from '../../src/services/ledger/plan-journal';
import { recordLedgerEntry } from '../../src/services/ledger/record-entry';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const ENDING = `status movingOn movingDayChangeable movingDayChanges { fromDay toDay changedOn }
  fallenThroughOn fallenThroughReason refundDuePence refundPaidPence recordedBy
  refundNow { atInspectionPence nowPence morePence collectionOn } steps { label pence }`;
const MINE = `query { myHomePayments { planEnding { ${ENDING} } fallenThroughBuyOut { ${ENDING} }
  nextPayment { dueDate } } }`;
const OPS = `query ($id: ID!) { planPayments(input: { purchaseCaseId: $id }) { planEnding { ${ENDING} } } }`;
const NOTICE = `mutation ($input: GiveMoveOutNoticeInput!) { giveMoveOutNotice(input: $input) { status } }`;
const CHANGE = `mutation ($input: ChangeMoveOutDayInput!) { changeMoveOutDay(input: $input) { status movingOn } }`;
const INSPECT = `mutation ($input: RecordMoveOutInspectionInput!) { recordMoveOutInspection(input: $input) { refundDuePence } }`;
const REFUND = `mutation ($input: RecordMoveOutRefundPaidInput!) { recordMoveOutRefundPaid(input: $input) { status refundPaidPence } }`;
const QUOTE = `mutation { requestBuyOutQuote { id } }`;
const GO = `mutation ($id: ID!) { goAheadWithBuyOut(input: { quoteId: $id }) { status } }`;
const FELL = `mutation ($input: RecordBuyOutFallenThroughInput!) { recordBuyOutFallenThrough(input: $input) { status fallenThroughOn fallenThroughReason } }`;

type Ending = {
  status: string;
  movingOn: string | null;
  movingDayChangeable: boolean;
  movingDayChanges: Array<{ fromDay: string; toDay: string; changedOn: string }>;
  fallenThroughOn: string | null;
  fallenThroughReason: string | null;
  refundDuePence: number | null;
  refundPaidPence: number | null;
  recordedBy: string[];
  refundNow: {
    atInspectionPence: number;
    nowPence: number;
    morePence: number;
    collectionOn: string | null;
  } | null;
  steps: Array<{ label: string; pence: number | null }>;
};
type Mine = {
  planEnding: Ending | null;
  fallenThroughBuyOut: Ending | null;
  nextPayment: { dueDate: string } | null;
};

describe.each(drivers)('changes to a plan ending on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let operatorEmail: string;
  let listingId = '';
  const today = londonToday();
  const inDays = (days: number) => dayjs(today).add(days, 'day').format('YYYY-MM-DD');

  beforeAll(async () => {
    env = await createTestEnv(driver);
    ({ token: operator, email: operatorEmail } = await signedInOperator(env, 'ending-changes-operator'));
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  const mine = async (token: string) =>
    (await callOk<{ myHomePayments: Mine }>(env, MINE, {}, token)).myHomePayments;
  const ops = async (caseId: string) =>
    (await callOk<{ planPayments: { planEnding: Ending | null } }>(env, OPS, { id: caseId }, operator))
      .planPayments.planEnding;
  const ledgerCount = async (planId: string) =>
    (await env.db.select().from(ledgerEntries).where(eq(ledgerEntries.planId, planId))).length;

  it('changes the moving day of a notice, keeping each change', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const first = inDays(35);
    await callOk(env, NOTICE, { input: { movingOn: first } }, customer.token);
    // Too soon, the same day and a non-date are refused, naming the field; nothing changes.
    for (const movingOn of [inDays(29), first, '31/01/2027']) {
      expect(errorOf(await env.gql(CHANGE, { input: { movingOn } }, customer.token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'movingOn',
      });
    }
    // Operators cannot change a customer's day.
    expect(errorOf(await env.gql(CHANGE, { input: { movingOn: inDays(50) } }, operator))?.code).toBe(
      'FORBIDDEN',
    );
    expect((await mine(customer.token)).planEnding).toMatchObject({ movingOn: first, movingDayChanges: [] });

    const second = inDays(50);
    const changed = await callOk<{ changeMoveOutDay: { status: string; movingOn: string } }>(
      env,
      CHANGE,
      { input: { movingOn: second } },
      customer.token,
    );
    expect(changed.changeMoveOutDay).toEqual({ status: 'NOTICE_GIVEN', movingOn: second });
    await callOk(env, CHANGE, { input: { movingOn: inDays(40) } }, customer.token);
    expect((await mine(customer.token)).planEnding).toMatchObject({
      movingOn: inDays(40),
      movingDayChangeable: true,
      movingDayChanges: [
        { fromDay: first, toDay: second, changedOn: today },
        { fromDay: second, toDay: inDays(40), changedOn: today },
      ],
    });
    const rows = await env.db.select().from(planEndingMovingDayChanges);
    expect(rows.filter((r) => r.fromDay === first && r.changedBy === 'applicant')).toHaveLength(1);
    expect(
      env.emails.some((m) => m.to === operatorEmail && m.subject.endsWith('changed their moving day')),
    ).toBe(true);
    expect(
      env.emails.some((m) => m.to === customer.email && m.subject === 'Your moving day has changed'),
    ).toBe(true);

    // The history is in the customer's "your data" export.
    const exported = (await applicantData(env.db, customer.userId)).data as {
      purchases: Array<{ endings: Array<{ movingDayChanges: Array<{ toDay: string }> }> }>;
    };
    expect(exported.purchases[0]?.endings[0]?.movingDayChanges.map((c) => c.toDay)).toEqual([
      second,
      inDays(40),
    ]);

    // Once inspected, the day can no longer change.
    await callOk(
      env,
      INSPECT,
      { input: { purchaseCaseId: customer.caseId, inspectedOn: today, damagePence: 0 } },
      operator,
    );
    expect(errorOf(await env.gql(CHANGE, { input: { movingOn: inDays(60) } }, customer.token))?.code).toBe(
      'CONFLICT',
    );
  });

  it('records a purchase of the rest that fell through: the plan carries on', async () => {
    const customer = await settledPlan(env, operator, listingId);
    const mover = await settledPlan(env, operator, listingId);
    const quote = (await callOk<{ requestBuyOutQuote: { id: string } }>(env, QUOTE, {}, customer.token))
      .requestBuyOutQuote;
    await callOk(env, GO, { id: quote.id }, customer.token);
    const entriesBefore = await ledgerCount(customer.planId);
    const input = { purchaseCaseId: customer.caseId, reason: 'The mortgage offer was withdrawn' };

    // Customers may not record it; a reason is required and at most 500 characters.
    expect(errorOf(await env.gql(FELL, { input }, customer.token))?.code).toBe('FORBIDDEN');
    for (const reason of ['  ', 'x'.repeat(501)]) {
      expect(errorOf(await env.gql(FELL, { input: { ...input, reason } }, operator))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'reason',
      });
    }
    expect((await mine(customer.token)).planEnding?.status).toBe('GOING_AHEAD');
    // Only from going ahead: a notice to move out is refused, naming its status.
    await callOk(env, NOTICE, { input: { movingOn: inDays(40) } }, mover.token);
    const refused = await env.gql(FELL, { input: { ...input, purchaseCaseId: mover.caseId } }, operator);
    expect(errorOf(refused).code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('(notice-given)');

    const fell = await callOk<{ recordBuyOutFallenThrough: Partial<Ending> }>(env, FELL, { input }, operator);
    expect(fell.recordBuyOutFallenThrough).toEqual({
      status: 'FALLEN_THROUGH',
      fallenThroughOn: today,
      fallenThroughReason: 'The mortgage offer was withdrawn',
    });
    // Nothing was posted to the ledger; the plan carries on with its collections.
    expect(await ledgerCount(customer.planId)).toBe(entriesBefore);
    const after = await mine(customer.token);
    expect(after.planEnding).toBeNull();
    expect(after.fallenThroughBuyOut).toMatchObject({ status: 'FALLEN_THROUGH', fallenThroughOn: today });
    expect(after.nextPayment).not.toBeNull();
    const [row] = await env.db.select().from(planEndings).where(eq(planEndings.planId, customer.planId));
    expect(row?.fallenThroughBy).toBe(operatorEmail);
    const audited = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'record-buy-out-fallen-through'));
    expect(audited.map((a) => [a.actor, a.details?.note])).toEqual([
      [operatorEmail, 'The mortgage offer was withdrawn'],
    ]);
    expect(
      env.emails.some(
        (m) => m.to === customer.email && m.subject === 'Your purchase of the rest did not go ahead',
      ),
    ).toBe(true);
    expect(env.emails.some((m) => m.to === operatorEmail && m.subject.endsWith('fell through'))).toBe(true);
    // Again is refused; a new quote may be asked for and gone ahead with.
    expect(errorOf(await env.gql(FELL, { input }, operator))?.code).toBe('CONFLICT');
    const again = (await callOk<{ requestBuyOutQuote: { id: string } }>(env, QUOTE, {}, customer.token))
      .requestBuyOutQuote;
    expect(
      (await callOk<{ goAheadWithBuyOut: { status: string } }>(env, GO, { id: again.id }, customer.token))
        .goAheadWithBuyOut.status,
    ).toBe('GOING_AHEAD');
    expect((await mine(customer.token)).fallenThroughBuyOut).toBeNull();
  });

  it('includes a collection confirmed after the inspection in the refund paid', async () => {
    const customer = await settledPlan(env, operator, listingId);
    await callOk(env, NOTICE, { input: { movingOn: inDays(31) } }, customer.token);
    const inspected = await callOk<{ recordMoveOutInspection: { refundDuePence: number } }>(
      env,
      INSPECT,
      {
        input: {
          purchaseCaseId: customer.caseId,
          inspectedOn: today,
          damagePence: 15_000,
          damageNote: 'A broken kitchen door',
        },
      },
      operator,
    );
    const agreed = inspected.recordMoveOutInspection.refundDuePence;
    expect((await ops(customer.caseId))?.refundNow).toEqual({
      atInspectionPence: agreed,
      nowPence: agreed,
      morePence: 0,
      collectionOn: null,
    });
    // A collection submitted before the inspection is confirmed after it: £917 rent and £166.67 equity.
    await recordLedgerEntry({
      db: env.db,
      entry: entryFor({
        id: `late-collection-${customer.planId}`,
        planId: customer.planId,
        date: today,
        kind: 'collection-confirmed',
        paymentId: `late-${customer.planId}`,
        amountPence: 108_367,
        due: { rentPence: 91_700, equityPence: 16_667, arrearsPence: 0 },
      }),
    });
    expect((await ops(customer.caseId))?.refundNow).toEqual({
      atInspectionPence: agreed,
      nowPence: agreed + 16_667,
      morePence: 16_667,
      collectionOn: today,
    });
    const refund = { purchaseCaseId: customer.caseId, paidOn: today, reference: 'REFUND-LATE-1' };
    // The figure agreed at the inspection is no longer the refund due: refused naming amountPence.
    const wrong = await env.gql(REFUND, { input: { ...refund, amountPence: agreed } }, operator);
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'amountPence' });
    expect(wrong.errors?.[0]?.message).toContain('£166.67 more than at the inspection');
    // Customers may not record it.
    expect(
      errorOf(await env.gql(REFUND, { input: { ...refund, amountPence: agreed + 16_667 } }, customer.token))
        ?.code,
    ).toBe('FORBIDDEN');
    const paid = await callOk<{ recordMoveOutRefundPaid: { status: string; refundPaidPence: number } }>(
      env,
      REFUND,
      { input: { ...refund, amountPence: agreed + 16_667 } },
      operator,
    );
    expect(paid.recordMoveOutRefundPaid).toEqual({ status: 'REFUND_PAID', refundPaidPence: agreed + 16_667 });
    // Nothing is left held or due for the customer.
    const after = balances((await planJournal({ db: env.db, planId: customer.planId })).entries);
    expect(normalBalance('equity-held', after['equity-held'])).toBe(0);
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(0);
    const ending = await ops(customer.caseId);
    expect(ending?.steps.at(-1)).toEqual({ label: 'Refund paid', pence: agreed + 16_667 });
    expect(ending?.refundNow).toBeNull();
  });
});
