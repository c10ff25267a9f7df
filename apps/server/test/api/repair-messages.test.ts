/**
 * Who hears of a repair's updates, through real GraphQL requests: every operator update (a message alone, who pays
 * with the reason, a visit, a new status) is e-mailed to the applicant and the joined co-applicant, saying what
 * changed; a customer's new repair and each message on it are e-mailed to the team (every enabled operator, as TEAM_EMAIL is unset
 * here) with a link to the repair's page in the console, naming the co-applicant when they wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, type TestEnv } from '../helpers';
import { approvedApplicant, callOk, listingIdsOf, signedInOperator } from '../purchases';

const PREPARE = `mutation ($input: PreparePlanInput!) { preparePlan(input: $input) { purchaseCase { plan { id sha256 } } } }`;
const OPEN = `mutation ($id: ID!) { openPlan(input: { planId: $id }) { id } }`;
const SIGN = `mutation ($input: SignPlanInput!) { signPlan(input: $input) { fullySigned } }`;
const REPORT = `mutation ($input: ReportRepairInput!) { reportRepair(input: $input) { id } }`;
const MESSAGE = `mutation ($input: AddRepairMessageInput!) { addRepairMessage(input: $input) { id } }`;
const UPDATE = `mutation ($input: UpdateRepairInput!) { updateRepair(input: $input) { repair { id } } }`;

describe.each(drivers)('repair messages on %s', (driver) => {
  let env: TestEnv;
  let operator: { email: string; token: string };

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = await signedInOperator(env, 'repair-messages-operator');
  });
  afterAll(async () => {
    await env.close();
  });

  it('e-mails each operator update to both customers and each customer message to the team', async () => {
    const listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
    const customer = await approvedApplicant(env, operator.token, listingId, { joint: true });
    const caseId = (
      await callOk<{ myPurchaseCase: { id: string } }>(
        env,
        'query { myPurchaseCase { id } }',
        {},
        customer.token,
      )
    ).myPurchaseCase.id;
    const plan = (
      await callOk<{ preparePlan: { purchaseCase: { plan: { id: string; sha256: string } } } }>(
        env,
        PREPARE,
        { input: { purchaseCaseId: caseId, price: 200_000, monthlyRent: 900 } },
        operator.token,
      )
    ).preparePlan.purchaseCase.plan;
    for (const token of [customer.token, customer.coToken]) {
      await callOk(env, OPEN, { id: plan.id }, token);
      await callOk(env, SIGN, { input: { planId: plan.id, sha256: plan.sha256, tookAdvice: true } }, token);
    }
    const input = {
      category: 'Appliances',
      description: 'The oven does not heat up at all',
      urgency: 'Urgent',
    };
    /** The e-mails an action sends, to the customers only or to the operator. */
    const mailsOf = async (action: () => Promise<unknown>) => {
      const before = env.emails.length;
      await action();
      return env.emails.slice(before);
    };
    let repairId = '';
    // The report itself: confirmed to both people, and the team told of it with its urgency, target and link.
    const reported = await mailsOf(async () => {
      repairId = (await callOk<{ reportRepair: { id: string } }>(env, REPORT, { input }, customer.token))
        .reportRepair.id;
    });
    const newRepair = reported.find((mail) => mail.to === operator.email);
    expect(newRepair?.subject).toBe('New repair (Urgent) from Hattie Lowell: Appliances');
    expect(newRepair?.text).toContain('marked “Urgent”. Its target is');
    expect(newRepair?.text).toContain('The oven does not heat up at all');
    expect(newRepair?.text).toContain(`/ops/repairs/${repairId}`);
    const toCustomers = (mails: typeof env.emails) =>
      mails.filter((mail) => [customer.email, customer.coEmail].includes(mail.to));
    const update = (change: Record<string, unknown>) =>
      callOk(env, UPDATE, { input: { repairId, ...change } }, operator.token);

    // A message alone: an update, the status unchanged, to both people.
    const note = toCustomers(await mailsOf(() => update({ message: 'We have ordered the part.' })));
    expect(note.map((mail) => mail.to).sort()).toEqual([customer.coEmail, customer.email].sort());
    expect(note[0]?.subject).toBe('Stairway: an update on your repair');
    expect(note[0]?.text).toContain('It is still “Reported”.');
    expect(note[0]?.text).toContain('We have ordered the part.');

    // Who pays, with the reason.
    const payer = toCustomers(
      await mailsOf(() =>
        update({ payer: 'Stairway', payerReason: 'The oven came with the home and is faulty' }),
      ),
    );
    expect(payer).toHaveLength(2);
    expect(payer[0]?.text).toContain('Stairway pays for this repair.');
    expect(payer[0]?.text).toContain('Why who pays changed: The oven came with the home and is faulty');

    // A visit, then a new status.
    const visitDay = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const visit = toCustomers(await mailsOf(() => update({ status: 'Scheduled', scheduledFor: visitDay })));
    expect(visit.map((mail) => mail.subject)).toEqual([
      'Stairway: your repair is visit booked',
      'Stairway: your repair is visit booked',
    ]);
    const working = toCustomers(await mailsOf(() => update({ status: 'InProgress' })));
    expect(working).toHaveLength(2);
    expect(working[0]?.text).toContain('is now “In progress”');

    // The applicant's message reaches the team, with the console's link; the customers get nothing.
    const written = await mailsOf(() =>
      callOk(env, MESSAGE, { input: { repairId, message: 'Could they come after 3pm?' } }, customer.token),
    );
    expect(toCustomers(written)).toEqual([]);
    const team = written.find((mail) => mail.to === operator.email);
    expect(team?.subject).toBe('Repair message from Hattie Lowell: Appliances');
    expect(team?.text).toContain('Could they come after 3pm?');
    expect(team?.text).toContain(`/ops/repairs/${repairId}`);

    // The co-applicant's message names them.
    const co = await mailsOf(() =>
      callOk(env, MESSAGE, { input: { repairId, message: 'I will be in too.' } }, customer.coToken),
    );
    expect(co.find((mail) => mail.to === operator.email)?.subject).toBe(
      'Repair message from Ben (co-applicant with Hattie Lowell): Appliances',
    );
  });
});
