/**
 * Rent changes by notice through real GraphQL requests (decision 074): a change too soon is refused on
 * effectiveFrom with the earliest day; a change from the earliest day is recorded, e-mailed as a notice and used by
 * the monthly payments due from that day, while the payments before it keep the plan's rent. A mistaken notice is
 * withdrawn before its day (the customer is e-mailed, the payments go back to the plan's rent) and a corrected one
 * is given for the same day.
 */
import { earliestRentChange } from '@stairway/domain/rent-review';
import dayjs from 'dayjs';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, listingIdsOf, signedInOperator } from '../purchases';
import { settledPlan } from '../settled-plan';

const NOTICE = `mutation ($input: GiveRentChangeNoticeInput!) { giveRentChangeNotice(input: $input) {
  monthlyRent previousRent effectiveFrom noticeGivenOn reason } }`;
const WITHDRAW = `mutation ($input: WithdrawRentChangeNoticeInput!) { withdrawRentChangeNotice(input: $input) {
  monthlyRent withdrawnAt } }`;
const CHANGES = `query { myHomePayments { rentChanges { id monthlyRent } } }`;
const MINE = `query { myHomePayments { currentMonthlyRent rentChanges { monthlyRent effectiveFrom }
  upcoming { dueDate amountPence } } }`;

describe.each(drivers)('rent changes on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'rent-operator')).token;
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  it('gives notice of a new rent, which the payments due from its day use', async () => {
    // Moved in 320 days ago: the first anniversary is 45 days away, so two months' notice decides the day.
    const customer = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, daysAgo: 320 });
    const earliest = earliestRentChange(customer.movedInOn, [], londonToday());
    const input = {
      purchaseCaseId: customer.caseId,
      monthlyRent: 950,
      reason: 'The local market rent has risen',
    };

    const tooSoon = await env.gql(
      NOTICE,
      {
        input: { ...input, effectiveFrom: dayjs(earliest).subtract(1, 'day').format('YYYY-MM-DD') },
      },
      operator,
    );
    expect(errorOf(tooSoon)).toEqual({ code: 'BAD_USER_INPUT', field: 'effectiveFrom' });
    expect(tooSoon.errors?.[0]?.message).toContain(
      `from ${dayjs(earliest).format('D MMMM YYYY')} at the earliest`,
    );
    expect(
      errorOf(
        await env.gql(NOTICE, { input: { ...input, effectiveFrom: earliest, monthlyRent: 917 } }, operator),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'monthlyRent' });

    const given = (
      await callOk<{ giveRentChangeNotice: Record<string, unknown> }>(
        env,
        NOTICE,
        { input: { ...input, effectiveFrom: earliest } },
        operator,
      )
    ).giveRentChangeNotice;
    expect(given).toEqual({
      monthlyRent: 950,
      previousRent: 917,
      effectiveFrom: earliest,
      noticeGivenOn: londonToday(),
      reason: 'The local market rent has risen',
    });
    // Once a year: a second change from the same day is refused.
    expect(
      errorOf(
        await env.gql(NOTICE, { input: { ...input, monthlyRent: 960, effectiveFrom: earliest } }, operator),
      ).field,
    ).toBe('effectiveFrom');

    const mine = (
      await callOk<{
        myHomePayments: {
          currentMonthlyRent: number;
          rentChanges: Array<{ monthlyRent: number }>;
          upcoming: Array<{ dueDate: string; amountPence: number }>;
        };
      }>(env, MINE, {}, customer.token)
    ).myHomePayments;
    expect(mine.currentMonthlyRent).toBe(917);
    expect(mine.rentChanges.map((c) => c.monthlyRent)).toEqual([950]);
    // £917 + £166.67 before the day, £950 + £166.67 from it.
    for (const payment of mine.upcoming) {
      expect(payment.amountPence).toBe(payment.dueDate >= earliest ? 95_000 + 16_667 : 91_700 + 16_667);
    }
    const notices = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, 'rent-change:%'));
    // One notice, to the applicant (its words are rendered by emails/rent-change-notice.tsx).
    expect(notices.map((n) => n.recipient)).toEqual([customer.email]);
  });

  it('withdraws a mistaken notice before its day, and takes a corrected one for the same day', async () => {
    const customer = await settledPlan(env, operator, listingId, { price: 200_000, rent: 917, daysAgo: 320 });
    const earliest = earliestRentChange(customer.movedInOn, [], londonToday());
    const input = { purchaseCaseId: customer.caseId, effectiveFrom: earliest, reason: 'Market rent' };
    await callOk(env, NOTICE, { input: { ...input, monthlyRent: 1_950 } }, operator);
    const changes = async () =>
      (
        await callOk<{ myHomePayments: { rentChanges: Array<{ id: string; monthlyRent: number }> } }>(
          env,
          CHANGES,
          {},
          customer.token,
        )
      ).myHomePayments.rentChanges;
    const [mistaken] = await changes();
    expect(mistaken?.monthlyRent).toBe(1_950);

    const noReason = await env.gql(
      WITHDRAW,
      { input: { rentChangeId: mistaken?.id, reason: ' ' } },
      operator,
    );
    expect(errorOf(noReason)).toEqual({ code: 'BAD_USER_INPUT', field: 'reason' });
    const withdrawn = (
      await callOk<{ withdrawRentChangeNotice: { monthlyRent: number; withdrawnAt: string | null } }>(
        env,
        WITHDRAW,
        { input: { rentChangeId: mistaken?.id, reason: 'The new rent was mistyped' } },
        operator,
      )
    ).withdrawRentChangeNotice;
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(await changes()).toEqual([]);
    const again = await env.gql(
      WITHDRAW,
      { input: { rentChangeId: mistaken?.id, reason: 'Again' } },
      operator,
    );
    expect(errorOf(again).code).toBe('CONFLICT');
    const told = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `rent-change-withdrawn:${mistaken?.id}:%`));
    expect(told.map((n) => n.recipient)).toEqual([customer.email]);

    // The corrected notice, for the same day: the once-a-year rule counts only standing notices.
    await callOk(env, NOTICE, { input: { ...input, monthlyRent: 950 } }, operator);
    expect((await changes()).map((c) => c.monthlyRent)).toEqual([950]);
  });
});
