/**
 * Repairs through real GraphQL requests: a customer of a signed joint plan reports a repair with a photo (who
 * pays by the repair matrix, the target from the urgency), the operators' queue puts the overdue one first (its
 * pages of 2 follow one another with no gap or repeat), an operator books a visit and changes who pays with a
 * reason, each update is e-mailed to the applicant and co-applicant, and the customer reads the history; refusals
 * name the field and what is allowed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairs, uploadClaims } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { setRepairTargetHours } from '../../src/services/repairs/repair-settings';
import { createTestEnv, drivers, errorOf, type TestEnv, uploadThroughSignedUrl } from '../helpers';
import { approvedApplicant, callOk, listingIdsOf, signedInOperator } from '../purchases';
import { FRONT } from '../test-photos';

const PREPARE = `mutation ($input: PreparePlanInput!) { preparePlan(input: $input) { purchaseCase { plan { id sha256 } } } }`;
const OPEN = `mutation ($id: ID!) { openPlan(input: { planId: $id }) { id } }`;
const SIGN = `mutation ($input: SignPlanInput!) { signPlan(input: $input) { fullySigned } }`;
const UPLOAD = `mutation { getPreSignedUploadUrl { url key } }`;
const REPAIR = `id category status payer payerDescription urgency targetAt reportedAt overdue scheduledFor
  photos { id url } updates { authorKind author toStatus message payer payerReason scheduledFor }`;
const MINE = `query { myRepairs { canReport cannotReportReason targets { urgency hours description } repairs { ${REPAIR} } } }`;
const REPORT = `mutation ($input: ReportRepairInput!) { reportRepair(input: $input) { ${REPAIR} } }`;
const MESSAGE = `mutation ($input: AddRepairMessageInput!) { addRepairMessage(input: $input) { id } }`;
const QUEUE = `query ($limit: Int, $offset: Int) { repairQueue(limit: $limit, offset: $offset) {
  total overdue nextOffset entries { customerName home repair { id urgency overdue } } } }`;
type QueuePage = {
  total: number;
  overdue: number;
  nextOffset: number | null;
  entries: Array<{ customerName: string; repair: { id: string; overdue: boolean } }>;
};
const DETAIL = `query ($id: ID!) { repairDetail(input: { repairId: $id }) { customerName repair { ${REPAIR} } } }`;
const UPDATE = `mutation ($input: UpdateRepairInput!) { updateRepair(input: $input) { repair { ${REPAIR} } } }`;

type Repair = {
  id: string;
  status: string;
  payer: string;
  payerDescription: string;
  targetAt: string;
  reportedAt: string;
  overdue: boolean;
  scheduledFor: string | null;
  photos: Array<{ id: string; url: string }>;
  updates: Array<{ authorKind: string; author: string; toStatus: string | null; message: string | null }>;
};

describe.each(drivers)('repairs on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'repairs-operator')).token;
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  it('reports, queues, updates and e-mails a repair of a signed plan’s home', async () => {
    const customer = await approvedApplicant(env, operator, listingId, { joint: true });
    const caseId = (
      await callOk<{ myPurchaseCase: { id: string } }>(
        env,
        'query { myPurchaseCase { id } }',
        {},
        customer.token,
      )
    ).myPurchaseCase.id;
    const roof = {
      category: 'Roof',
      description: 'Water comes through the bedroom ceiling',
      urgency: 'Urgent',
    };

    // Before the plan is signed: the page says why, and a report is refused.
    const before = (
      await callOk<{ myRepairs: { canReport: boolean; cannotReportReason: string } }>(
        env,
        MINE,
        {},
        customer.token,
      )
    ).myRepairs;
    expect(before).toMatchObject({ canReport: false, cannotReportReason: expect.stringContaining('signed') });
    expect(errorOf(await env.gql(REPORT, { input: roof }, customer.token)).code).toBe('CONFLICT');
    const plan = (
      await callOk<{ preparePlan: { purchaseCase: { plan: { id: string; sha256: string } } } }>(
        env,
        PREPARE,
        { input: { purchaseCaseId: caseId, price: 200_000, monthlyRent: 900 } },
        operator,
      )
    ).preparePlan.purchaseCase.plan;
    for (const token of [customer.token, customer.coToken]) {
      await callOk(env, OPEN, { id: plan.id }, token);
      await callOk(env, SIGN, { input: { planId: plan.id, sha256: plan.sha256, tookAdvice: true } }, token);
    }

    // The targets: 24 hours, 7 days, 28 days.
    const page = (
      await callOk<{
        myRepairs: { canReport: boolean; targets: Array<{ hours: number; description: string }> };
      }>(env, MINE, {}, customer.token)
    ).myRepairs;
    expect(page.canReport).toBe(true);
    expect(page.targets.map((t) => [t.hours, t.description])).toEqual([
      [24, 'within 24 hours'],
      [168, 'within 7 days'],
      [672, 'within 28 days'],
    ]);

    // Refusals name the field.
    const short = errorOf(await env.gql(REPORT, { input: { ...roof, description: 'Leak' } }, customer.token));
    expect(short).toMatchObject({ code: 'BAD_USER_INPUT', field: 'description' });
    const notAnUpload = errorOf(
      await env.gql(REPORT, { input: { ...roof, photoKeys: ['nope'] } }, customer.token),
    );
    expect(notAnUpload).toMatchObject({ code: 'NOT_FOUND', field: 'photoKeys.0' });

    // The co-applicant reports an urgent roof leak with a photo: Stairway's by law, due in 7 days.
    const key = await uploadThroughSignedUrl(env, customer.coToken, UPLOAD, FRONT, 'image/jpeg');
    const reported = (
      await callOk<{ reportRepair: Repair }>(
        env,
        REPORT,
        { input: { ...roof, photoKeys: [key] } },
        customer.coToken,
      )
    ).reportRepair;
    expect(reported).toMatchObject({ status: 'Reported', payer: 'Stairway', overdue: false });
    expect(new Date(reported.targetAt).getTime() - new Date(reported.reportedAt).getTime()).toBe(
      7 * 24 * 3_600_000,
    );
    expect(reported.photos).toHaveLength(1);
    const [claim] = await env.db.select().from(uploadClaims).where(eq(uploadClaims.key, key));
    expect(claim?.purpose).toBe('repairPhoto');
    // The same upload cannot be used twice.
    expect(
      errorOf(await env.gql(REPORT, { input: { ...roof, photoKeys: [key] } }, customer.coToken)),
    ).toMatchObject({
      code: 'CONFLICT',
      field: 'photoKeys.0',
    });

    // The applicant reports a routine cupboard repair: the cost decides (£250), then it goes overdue.
    const cupboard = (
      await callOk<{ reportRepair: Repair }>(
        env,
        REPORT,
        {
          input: {
            category: 'InteriorAndDecoration',
            description: 'The kitchen cupboard door fell off',
            urgency: 'Routine',
          },
        },
        customer.token,
      )
    ).reportRepair;
    expect(cupboard.payerDescription).toBe('You pay if it costs up to £250; Stairway pays if it costs more.');
    await env.db
      .update(repairs)
      .set({ targetAt: new Date(Date.now() - 3_600_000) })
      .where(eq(repairs.id, cupboard.id));

    const queuePage = async (limit: number, offset: number) =>
      (await callOk<{ repairQueue: QueuePage }>(env, QUEUE, { limit, offset }, operator)).repairQueue;
    const whole = await queuePage(200, 0);
    const queue = whole.entries;
    expect(whole).toMatchObject({ total: queue.length, nextOffset: null });
    expect(whole.overdue).toBe(queue.filter((row) => row.repair.overdue).length);
    const paged: string[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const next: QueuePage = await queuePage(2, offset);
      paged.push(...next.entries.map((row) => row.repair.id));
      offset = next.nextOffset;
    }
    expect(paged).toEqual(queue.map((row) => row.repair.id));
    const ours = queue.filter((row) => [cupboard.id, reported.id].includes(row.repair.id));
    expect(ours.map((row) => [row.repair.id, row.repair.overdue])).toEqual([
      [cupboard.id, true],
      [reported.id, false],
    ]);
    expect(ours[0]?.customerName).toBe('Hattie Lowell');

    // The operator: booking needs a day; changing who pays needs a reason; then both, e-mailed to both people.
    const update = (input: Record<string, unknown>) =>
      env.gql<{ updateRepair: { repair: Repair } }>(
        UPDATE,
        { input: { repairId: cupboard.id, ...input } },
        operator,
      );
    expect(errorOf(await update({ status: 'Scheduled' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scheduledFor',
    });
    expect(errorOf(await update({ payer: 'Stairway' }))).toMatchObject({ field: 'payerReason' });
    const today = londonToday();
    const sent = env.emails.length;
    const booked = (
      await update({
        status: 'Scheduled',
        scheduledFor: today,
        payer: 'Stairway',
        payerReason: 'The hinge failed from the fitting, not from wear',
        message: 'A joiner will call between 8am and 12pm.',
      })
    ).data?.updateRepair.repair;
    expect(booked).toMatchObject({ status: 'Scheduled', scheduledFor: today, payer: 'Stairway' });
    const mails = env.emails.slice(sent);
    expect(mails.map((mail) => mail.to).sort()).toEqual([customer.coEmail, customer.email].sort());
    expect(mails[0]?.subject).toBe('Stairway: your repair is visit booked');
    expect(mails[0]?.text).toContain('A joiner will call between 8am and 12pm.');

    // The customer sees the update, from "Stairway", and answers it.
    await callOk(
      env,
      MESSAGE,
      { input: { repairId: cupboard.id, message: 'Thank you, I will be in.' } },
      customer.token,
    );
    const mine = (await callOk<{ myRepairs: { repairs: Repair[] } }>(env, MINE, {}, customer.token)).myRepairs
      .repairs;
    expect(mine.map((r) => r.id)).toEqual([cupboard.id, reported.id]);
    expect(mine[0]?.updates.map((u) => [u.author, u.toStatus, u.message])).toEqual([
      ['Applicant', 'Reported', 'The kitchen cupboard door fell off'],
      ['Stairway', 'Scheduled', 'A joiner will call between 8am and 12pm.'],
      ['Applicant', null, 'Thank you, I will be in.'],
    ]);
    const detail = (
      await callOk<{ repairDetail: { repair: Repair } }>(env, DETAIL, { id: cupboard.id }, operator)
    ).repairDetail;
    expect(detail.repair.updates[1]?.author).toMatch(/@/);

    // Completed, it is closed: a move back is refused, naming what is allowed.
    await update({ status: 'Completed', message: 'Fixed.' });
    const back = await update({ status: 'InProgress' });
    expect(errorOf(back)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    expect(back.errors?.[0]?.message).toBe('A repair that is completed cannot change: report a new one');

    // The settings change a new report's target: emergencies within 12 hours.
    expect((await setRepairTargetHours(env.db, { hours: { Emergency: 12 }, actor: 'test' })).Emergency).toBe(
      12,
    );
    const leak = (
      await callOk<{ reportRepair: Repair }>(
        env,
        REPORT,
        {
          input: {
            category: 'WaterGasAndSanitation',
            description: 'Water pouring from a pipe',
            urgency: 'Emergency',
          },
        },
        customer.token,
      )
    ).reportRepair;
    expect(new Date(leak.targetAt).getTime() - new Date(leak.reportedAt).getTime()).toBe(12 * 3_600_000);
    await setRepairTargetHours(env.db, { hours: { Emergency: null }, actor: 'test' });

    // Someone else's repair does not exist for another customer with a signed plan (NOT_FOUND).
    const other = await approvedApplicant(env, operator, (await listingIdsOf(env, 'SO16'))[1] ?? '');
    const otherCase = (
      await callOk<{ myPurchaseCase: { id: string } }>(
        env,
        'query { myPurchaseCase { id } }',
        {},
        other.token,
      )
    ).myPurchaseCase.id;
    const otherPlan = (
      await callOk<{ preparePlan: { purchaseCase: { plan: { id: string; sha256: string } } } }>(
        env,
        PREPARE,
        { input: { purchaseCaseId: otherCase, price: 180_000, monthlyRent: 800 } },
        operator,
      )
    ).preparePlan.purchaseCase.plan;
    await callOk(env, OPEN, { id: otherPlan.id }, other.token);
    await callOk(
      env,
      SIGN,
      { input: { planId: otherPlan.id, sha256: otherPlan.sha256, tookAdvice: true } },
      other.token,
    );
    expect(
      errorOf(await env.gql(MESSAGE, { input: { repairId: cupboard.id, message: 'Hello' } }, other.token))
        .code,
    ).toBe('NOT_FOUND');
    const theirs = (await callOk<{ myRepairs: { repairs: Repair[] } }>(env, MINE, {}, other.token)).myRepairs
      .repairs;
    expect(theirs).toEqual([]);
  });
});
