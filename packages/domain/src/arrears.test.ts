import { describe, expect, it } from 'vitest';
import {
  ageBucket,
  arrearsAgeDays,
  arrearsStage,
  checkPaymentPlan,
  instalmentStatuses,
  oldestUnpaidDueDate,
  paymentPlanProblems,
  reminderDue,
  suggestPaymentPlan,
} from './arrears';
import { proposeArrearsPlanInputSchema, requestHardshipHelpInputSchema } from './arrears-inputs';

const failed = [
  { dueDate: '2026-09-10', rentPence: 90_000 },
  { dueDate: '2026-10-10', rentPence: 90_000 },
  { dueDate: '2026-11-10', rentPence: 90_000 },
];

describe('arrears age', () => {
  it('is counted from the oldest month still unpaid, the arrears being paid off oldest first', () => {
    // 270,000p failed, 51,000p still owed: only November's rent is unpaid.
    expect(oldestUnpaidDueDate(failed, 51_000)).toBe('2026-11-10');
    // 180,001p owed reaches back into September.
    expect(oldestUnpaidDueDate(failed, 180_001)).toBe('2026-09-10');
    expect(oldestUnpaidDueDate(failed, 0)).toBeNull();
    expect(arrearsAgeDays(failed, 51_000, '2026-12-01')).toBe(21);
    expect(arrearsAgeDays(failed, 0, '2026-12-01')).toBe(0);
  });
});

describe('arrears stage and reminders', () => {
  it('gives 14 days of grace, reminders on days 14, 21 and 28, then an operator follows up', () => {
    expect(arrearsStage(0, 40, false)).toBe('none');
    expect(arrearsStage(90_000, 13, false)).toBe('grace');
    expect(arrearsStage(90_000, 14, false)).toBe('reminders');
    expect(arrearsStage(90_000, 28, false)).toBe('reminders');
    expect(arrearsStage(90_000, 29, false)).toBe('follow-up');
    expect(arrearsStage(90_000, 45, true)).toBe('plan');
    expect(reminderDue('grace', 13)).toBeNull();
    expect(reminderDue('reminders', 14)).toBe(14);
    expect(reminderDue('reminders', 23)).toBe(21);
    expect(reminderDue('follow-up', 40)).toBe(28);
    expect(reminderDue('plan', 40)).toBeNull();
  });

  it('buckets ages for the operators', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ageBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });
});

describe('payment plans', () => {
  const today = '2026-12-01';

  it('suggests three equal monthly instalments, the odd pennies first', () => {
    expect(suggestPaymentPlan(100_000, today)).toEqual([
      { dueOn: '2026-12-01', amountPence: 33_334 },
      { dueOn: '2027-01-01', amountPence: 33_333 },
      { dueOn: '2027-02-01', amountPence: 33_333 },
    ]);
    // £25 owed: two instalments of at least £10, not three.
    expect(suggestPaymentPlan(2_500, today).map((i) => i.amountPence)).toEqual([1_250, 1_250]);
    expect(suggestPaymentPlan(500, today)).toEqual([{ dueOn: today, amountPence: 500 }]);
  });

  it('accepts a plan that clears the arrears in time and refuses one that does not, naming the field', () => {
    expect(checkPaymentPlan(suggestPaymentPlan(100_000, today), 100_000, today)).toBeNull();
    expect(
      checkPaymentPlan(
        [
          { dueOn: today, amountPence: 50_000 },
          { dueOn: '2026-12-05', amountPence: 50_000 },
        ],
        100_000,
        today,
      ),
    ).toEqual({
      field: 'instalments.1.dueOn',
      message: 'Instalment 2 must be at least 7 days after instalment 1.',
    });
    expect(checkPaymentPlan([{ dueOn: '2026-11-30', amountPence: 100_000 }], 100_000, today)?.field).toBe(
      'instalments.0.dueOn',
    );
    expect(
      checkPaymentPlan(
        [
          { dueOn: today, amountPence: 99_500 },
          { dueOn: '2026-12-20', amountPence: 500 },
        ],
        100_000,
        today,
      ),
    ).toEqual({ field: 'instalments.1.amountPence', message: 'Instalment 2 must be at least £10.' });
    expect(
      checkPaymentPlan(
        [
          { dueOn: today, amountPence: 50_000 },
          { dueOn: '2027-06-02', amountPence: 50_000 },
        ],
        100_000,
        today,
      ),
    ).toEqual({
      field: 'instalments.1.dueOn',
      message: 'Instalment 2 is too late: the plan must end within 6 months.',
    });
    expect(checkPaymentPlan([{ dueOn: today, amountPence: 90_000 }], 100_000, today)).toEqual({
      field: 'instalments',
      message: 'The instalments add up to £900: they must add up to what is owed, £1,000.',
    });
  });

  it('lists every row’s problem for the form, one a field, naming the instalment', () => {
    const today = '2026-12-01';
    expect(
      paymentPlanProblems(
        [
          { dueOn: '2026-11-30', amountPence: 500 },
          { dueOn: '2026-12-03', amountPence: 90_000 },
          { dueOn: '2027-13-01', amountPence: 9_500 },
        ],
        100_000,
        today,
      ),
    ).toEqual([
      { field: 'instalments.0.amountPence', message: 'Instalment 1 must be at least £10.' },
      { field: 'instalments.0.dueOn', message: 'Instalment 1 cannot be in the past.' },
      { field: 'instalments.1.dueOn', message: 'Instalment 2 must be at least 7 days after instalment 1.' },
      { field: 'instalments.2.dueOn', message: 'Instalment 3: enter a real date.' },
    ]);
    expect(paymentPlanProblems(suggestPaymentPlan(100_000, today), 100_000, today)).toEqual([]);
    expect(paymentPlanProblems([{ dueOn: '2027-01-05', amountPence: 100_000 }], 100_000, today)).toEqual([
      { field: 'instalments.0.dueOn', message: 'Instalment 1 must be within 31 days of today.' },
    ]);
  });

  it('meets instalments in date order from what was paid off the arrears', () => {
    const plan = suggestPaymentPlan(100_000, today);
    expect(instalmentStatuses(plan, 40_000, '2027-01-02')).toEqual([
      { status: 'met', paidPence: 33_334 },
      { status: 'missed', paidPence: 6_666 },
      { status: 'due', paidPence: 0 },
    ]);
    expect(instalmentStatuses(plan, 100_000, today).every((i) => i.status === 'met')).toBe(true);
  });
});

describe('arrears inputs', () => {
  it('parses a proposal and refuses fractions of a penny and empty messages', () => {
    expect(
      proposeArrearsPlanInputSchema.safeParse({ instalments: [{ dueOn: '2026-12-01', amountPence: 1.5 }] })
        .success,
    ).toBe(false);
    expect(requestHardshipHelpInputSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(requestHardshipHelpInputSchema.parse({ message: ' I lost my job ' }).message).toBe(
      'I lost my job',
    );
  });
});
