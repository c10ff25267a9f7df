/**
 * Arrears, handled fairly, through real GraphQL requests, the sandbox bank and the sandbox checkout (decision
 * 075): a moved-in customer's monthly payment is returned unpaid by the sandbox bank; the customer sees what is
 * owed and since when (never a locked page); the daily job reminds them once on the reminder day; they agree a
 * payment plan (a plan that does not clear the arrears, or too close together, is refused naming the field),
 * pay its first instalment by card (posted to the ledger once however often it is confirmed) and ask a person for
 * help, which is e-mailed to the team; the operators see the case in its age bucket with the message and respond,
 * which is audited and e-mailed.
 */
import { COLLECTION_FAILURE_REASONS } from '@stairway/domain/plan-collections';
import dayjs from 'dayjs';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, ledgerEntries, planCollectionAttempts, planCollections } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { runArrearsReminders } from '../../src/services/arrears/arrears-reminders';
import { runPlanCollections } from '../../src/services/direct-debit/collections';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const ARREARS = `arrearsPence sinceDate ageDays bucket stage stageLabel suggestedPlan { dueOn amountPence }
  paymentPlan { agreedOn arrearsPence paidPence instalments { id number dueOn amountPence paidPence status } }
  hardshipRequests { id message response respondedBy }`;
const MINE = `query { myArrears { ${ARREARS} } }`;
const PROPOSE = `mutation ($input: ProposeArrearsPlanInput!) { proposeArrearsPlan(input: $input) { ${ARREARS} } }`;
const PAY = `mutation ($id: ID!) { payArrearsInstalment(input: { instalmentId: $id }) { url } }`;
const CHECK = `mutation ($id: String!) { checkArrearsPayment(input: { sessionId: $id }) }`;
const HELP = `mutation ($message: String!) { requestHardshipHelp(input: { message: $message }) { ${ARREARS} } }`;
const CASES = `query { arrearsCases { planId customerName address arrears { ${ARREARS} } } }`;
const RESPOND = `mutation ($input: RespondToHardshipInput!) { respondToHardship(input: $input) { response respondedBy } }`;
const BANK = `query { myHomePayments { sandboxBankUrl } }`;

type Arrears = {
  arrearsPence: number;
  sinceDate: string | null;
  ageDays: number;
  bucket: string;
  stage: string;
  suggestedPlan: Array<{ dueOn: string; amountPence: number }>;
  paymentPlan: {
    paidPence: number;
    instalments: Array<{ id: string; amountPence: number; paidPence: number; status: string }>;
  } | null;
  hardshipRequests: Array<{
    id: string;
    message: string;
    response: string | null;
    respondedBy: string | null;
  }>;
};

describe.each(drivers)('arrears on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let operatorEmail: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    ({ token: operator, email: operatorEmail } = await signedInOperator(env, 'arrears-operator'));
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  it('reminds kindly, agrees a payment plan paid by card, and hands a request for help to a person', async () => {
    // Moved in 70 days ago at £200,000 and £917 a month (rent 91,700p): every month so far paid.
    const customer = await settledPlan(env, operator, listingId, { daysAgo: 70 });
    const mine = async () => (await callOk<{ myArrears: Arrears }>(env, MINE, {}, customer.token)).myArrears;
    expect(await mine()).toMatchObject({
      arrearsPence: 0,
      stage: 'none',
      suggestedPlan: [],
      paymentPlan: null,
    });

    // The next month is asked for (the job run on its day) and the sandbox bank returns it unpaid.
    const today = londonToday();
    await runPlanCollections(env, dayjs(`${today}T09:00:00Z`).add(40, 'day').toDate());
    const [next] = await env.db
      .select({ id: planCollections.id, paymentId: planCollectionAttempts.providerPaymentId })
      .from(planCollectionAttempts)
      .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId))
      .where(and(eq(planCollections.planId, customer.planId), eq(planCollections.number, 3)));
    const bankUrl =
      (await callOk<{ myHomePayments: { sandboxBankUrl: string } }>(env, BANK, {}, customer.token))
        .myHomePayments.sandboxBankUrl ?? '';
    const form = new URLSearchParams({
      action: 'fail',
      payment: next?.paymentId ?? '',
      reason: COLLECTION_FAILURE_REASONS[0],
    });
    expect((await env.http(bankUrl, { method: 'POST', body: form })).status).toBe(303);
    // Its due date is moved 20 days back, so that its age is past the 14 days' grace.
    const since = dayjs(today).subtract(20, 'day').format('YYYY-MM-DD');
    await env.db
      .update(planCollections)
      .set({ dueDate: since })
      .where(eq(planCollections.id, next?.id ?? ''));

    let arrears = await mine();
    expect(arrears).toMatchObject({
      arrearsPence: 91_700,
      sinceDate: since,
      ageDays: 20,
      stage: 'reminders',
    });
    expect(arrears.bucket).toBe('0-30');
    // The suggested offer: three monthly instalments, the odd pennies in the first.
    expect(arrears.suggestedPlan.map((i) => i.amountPence)).toEqual([30_568, 30_566, 30_566]);

    // The daily job sends the 14-day reminder once, however often it runs.
    expect((await runArrearsReminders(env)).remindersSent).toBe(1);
    expect((await runArrearsReminders(env)).remindersSent).toBe(0);
    const reminders = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `arrears-reminder:${customer.planId}:%`));
    expect(reminders.map((row) => row.idempotencyKey)).toEqual([
      `arrears-reminder:${customer.planId}:${since}:14:applicant`,
    ]);

    // A plan that does not clear the arrears, or whose instalments are too close, is refused naming the field.
    const short = await env.gql(
      PROPOSE,
      { input: { instalments: [{ dueOn: today, amountPence: 50_000 }] } },
      customer.token,
    );
    expect(errorOf(short)).toEqual({ code: 'BAD_USER_INPUT', field: 'instalments' });
    const close = [
      { dueOn: today, amountPence: 45_850 },
      { dueOn: dayjs(today).add(3, 'day').format('YYYY-MM-DD'), amountPence: 45_850 },
    ];
    expect(errorOf(await env.gql(PROPOSE, { input: { instalments: close } }, customer.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'instalments.1.dueOn',
    });
    arrears = (
      await callOk<{ proposeArrearsPlan: Arrears }>(
        env,
        PROPOSE,
        { input: { instalments: arrears.suggestedPlan } },
        customer.token,
      )
    ).proposeArrearsPlan;
    expect(arrears.stage).toBe('plan');
    expect(arrears.paymentPlan?.instalments.map((i) => i.status)).toEqual(['due', 'due', 'due']);
    const first = arrears.paymentPlan?.instalments[0]?.id ?? '';

    // The first instalment is paid by card at the sandbox checkout and posted to the ledger once.
    const { url } = (
      await callOk<{ payArrearsInstalment: { url: string } }>(env, PAY, { id: first }, customer.token)
    ).payArrearsInstalment;
    const paid = await env.http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const sessionId = new URL(paid.headers.get('location') ?? '').searchParams.get('arrears_session') ?? '';
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await callOk<{ checkArrearsPayment: string }>(env, CHECK, { id: sessionId }, customer.token))
          .checkArrearsPayment,
      ).toBe('Paid');
    }
    const posted = await env.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.planId, customer.planId),
          like(ledgerEntries.idempotencyKey, 'arrears-payment:%'),
        ),
      );
    expect(posted).toHaveLength(1);
    arrears = await mine();
    expect(arrears.arrearsPence).toBe(91_700 - 30_568);
    expect(arrears.paymentPlan?.instalments.map((i) => i.status)).toEqual(['met', 'due', 'due']);
    expect(errorOf(await env.gql(PAY, { id: first }, customer.token))).toEqual({
      code: 'CONFLICT',
      field: 'instalmentId',
    });

    // A request for help: an empty one is refused; one is recorded for the operators.
    expect(errorOf(await env.gql(HELP, { message: '  ' }, customer.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'message',
    });
    arrears = (
      await callOk<{ requestHardshipHelp: Arrears }>(
        env,
        HELP,
        { message: 'My hours were cut.' },
        customer.token,
      )
    ).requestHardshipHelp;
    const request = arrears.hardshipRequests[0];
    expect(request).toMatchObject({ message: 'My hours were cut.', response: null });
    // The team (every enabled operator, as TEAM_EMAIL is unset) is e-mailed the message with the case's link.
    const told = env.emails.filter((m) => m.to === operatorEmail && m.subject.startsWith('Request for help'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('My hours were cut.');
    expect(told[0]?.links).toEqual([`http://localhost:3000/ops/arrears#case-${customer.planId}`]);

    // The operators see the case in its bucket with the message, and respond once; the response is e-mailed.
    const cases = (
      await callOk<{ arrearsCases: Array<{ planId: string; customerName: string; arrears: Arrears }> }>(
        env,
        CASES,
        {},
        operator,
      )
    ).arrearsCases;
    const mineCase = cases.find((c) => c.planId === customer.planId);
    expect(mineCase?.arrears).toMatchObject({
      arrearsPence: 61_132,
      ageDays: 20,
      bucket: '0-30',
      stage: 'plan',
    });
    expect(mineCase?.arrears.hardshipRequests[0]?.message).toBe('My hours were cut.');
    const input = {
      requestId: request?.id,
      response: 'We can pause your plan for a month: call us on 0300 000 0000.',
    };
    expect(
      (await callOk<{ respondToHardship: { respondedBy: string } }>(env, RESPOND, { input }, operator))
        .respondToHardship.respondedBy,
    ).toContain('@');
    expect(errorOf(await env.gql(RESPOND, { input }, operator))).toEqual({
      code: 'CONFLICT',
      field: 'requestId',
    });
    // The response is in the audit log the console shows, about the customer's application, its note the response.
    const audit = await callOk<{ auditLog: { items: Array<Record<string, string | null>> } }>(
      env,
      'query ($input: AuditLogInput!) { auditLog(input: $input) { items { actor action subjectId note } } }',
      { input: { action: 'respond-to-hardship', actor: operatorEmail } },
      operator,
    );
    expect(audit.auditLog.items).toHaveLength(1);
    expect(audit.auditLog.items[0]).toMatchObject({ actor: operatorEmail, note: input.response });
    const replies = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `hardship-response:${request?.id}:%`));
    expect(replies).toHaveLength(1);
    expect((await mine()).hardshipRequests[0]).toMatchObject({
      response: input.response,
      respondedBy: 'Stairway',
    });

    // The ledger still agrees with the providers: the instalment paid by card counts as a card payment.
    const report = (
      await callOk<{
        paymentsReconciliation: Array<{ purchaseCaseId: string; reconciled: boolean; differences: string[] }>;
      }>(env, 'query { paymentsReconciliation { purchaseCaseId reconciled differences } }', {}, operator)
    ).paymentsReconciliation;
    expect(report.find((r) => r.purchaseCaseId === customer.caseId)).toMatchObject({
      reconciled: true,
      differences: [],
    });
  });
});
