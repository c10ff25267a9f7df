/**
 * Verified income (decision 055): regular income streams found in realistic UK bank transactions, and the
 * comparison with the declared income's estimated take-home. Expected figures are worked by hand beside each
 * assertion.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  analyseIncomeStreams,
  compareWithDeclared,
  DISCREPANCY_THRESHOLD,
  estimateDeclaredTakeHome,
  isBelowDeclared,
  MIN_MONTHS_SEEN,
} from './verified-income';
import { classifyKind, normalisePayer } from './verified-income-payers';
import { periodMonths } from './verified-income-streams';
import { describeVerifiedIncome, formatBankDay, formatPenceAsPounds } from './verified-income-text';
import type { BankTransaction, IncomeAnalysis, IncomeStream } from './verified-income-types';

/** Twelve whole calendar months: November 2025 to October 2026. */
const PERIOD = { from: '2025-11-01', to: '2026-10-31' };
const CURRENT = 'acc-current';
const SAVINGS = 'acc-savings';

function tx(
  date: string,
  amountPence: number,
  description: string,
  extra: Partial<BankTransaction> = {},
): BankTransaction {
  return { accountId: CURRENT, date, amountPence, description, counterparty: null, category: null, ...extra };
}

/** The month `index` months after November 2025 on day `day` (clamped to the month's end). */
function day(index: number, dayOfMonth: number): string {
  const month = dayjs('2025-11-01').add(index, 'month');
  return month.date(Math.min(dayOfMonth, month.daysInMonth())).format('YYYY-MM-DD');
}

/** Every 7 / 14 / 28 days from a first day while inside the period. */
function every(first: string, days: number): string[] {
  const dates: string[] = [];
  for (let d = dayjs(first); !d.isAfter(PERIOD.to); d = d.add(days, 'day'))
    dates.push(d.format('YYYY-MM-DD'));
  return dates;
}

/** Some everyday spending, so that the analysis sees realistic debits too. */
const SPENDING = Array.from({ length: 12 }, (_, i) => [
  tx(day(i, 2), -95_000, 'SO LANDLORD RENT'),
  tx(day(i, 9), -6_243, 'TESCO STORES 2231'),
  tx(day(i, 15), -1_099, 'NETFLIX.COM'),
]).flat();

function streamOf(analysis: IncomeAnalysis, payer: string): IncomeStream {
  const stream = analysis.streams.find((s) => s.payer === payer);
  if (!stream) throw new Error(`No stream from ${payer}: ${analysis.streams.map((s) => s.payer).join(', ')}`);
  return stream;
}

describe('normalisePayer', () => {
  it('strips payment codes, salary words, dates and references', () => {
    expect(normalisePayer('ACME LTD SALARY NOV')).toBe('ACME LTD');
    expect(normalisePayer('ACME LTD SAL 28/11/25 REF 4471 BGC')).toBe('ACME LTD');
    expect(normalisePayer('BGC ACME LTD WAGES DEC 2025')).toBe('ACME LTD');
    expect(normalisePayer('DWP UC 1234567890 BGC')).toBe('DWP UC');
    expect(normalisePayer('HMRC CHB 40123456789')).toBe('HMRC CHB');
    expect(normalisePayer('FP STRIPE PAYMENTS UK LTD STRIPE-7XK2P')).toBe('STRIPE UK LTD STRIPE');
    expect(normalisePayer('  Acme Ltd. ')).toBe('ACME LTD');
  });

  it('keeps the first word when nothing else is left, and gives nothing for nothing', () => {
    expect(normalisePayer('SALARY NOV')).toBe('SALARY');
    expect(normalisePayer('')).toBe('');
  });
});

describe('classifyKind', () => {
  it('follows the provider category first', () => {
    expect(classifyKind({ description: 'ACME LTD', category: 'INCOME_WAGES' })).toBe('Salary');
    expect(classifyKind({ description: 'AVIVA', category: 'INCOME_RETIREMENT_PENSION' })).toBe('Pension');
    expect(classifyKind({ description: 'DWP JSA', category: 'INCOME_UNEMPLOYMENT' })).toBe('Benefit');
  });

  it('recognises UK payers by name when there is no category', () => {
    expect(classifyKind({ description: 'DWP UC 1234567890 BGC' })).toBe('Benefit');
    expect(classifyKind({ description: 'HMRC CHB 40123456789' })).toBe('Benefit');
    expect(classifyKind({ description: 'HMRC TAX CREDITS' })).toBe('Benefit');
    expect(classifyKind({ description: 'DWP STATE PENSION 4W' })).toBe('Pension');
    expect(classifyKind({ description: 'LEGAL & GENERAL PENSIONS' })).toBe('Pension');
    expect(classifyKind({ description: 'SUMUP PAYOUT 3F2A' })).toBe('SelfEmployed');
    expect(classifyKind({ description: 'PAYPAL TRANSFER', category: 'TRANSFER_IN_DEPOSIT' })).toBe(
      'SelfEmployed',
    );
    expect(classifyKind({ description: 'BGC NORTHWIND SALARY' })).toBe('Salary');
    expect(classifyKind({ description: 'J BLOGGS', category: 'TRANSFER_IN_OTHER_TRANSFER_IN' })).toBe(
      'Other',
    );
  });
});

describe('periodMonths (whole calendar months only)', () => {
  it('counts twelve whole months in November to October', () => {
    const { months, monthOf } = periodMonths(PERIOD);
    expect(months).toBe(12);
    expect(monthOf('2026-10-31')).toBe(0);
    expect(monthOf('2025-11-01')).toBe(11);
    expect(monthOf('2026-11-01')).toBeNull();
  });

  it('leaves out a partly covered first and last month', () => {
    const { months, monthOf } = periodMonths({ from: '2025-11-20', to: '2026-10-15' });
    expect(months).toBe(10); // December 2025 to September 2026
    expect(monthOf('2025-11-28')).toBeNull();
    expect(monthOf('2026-10-14')).toBeNull();
    expect(monthOf('2026-09-30')).toBe(0);
    expect(monthOf('2025-12-01')).toBe(9);
  });

  it('joins the two partial ends of a twelve-month read into one month', () => {
    // As the providers read: from the day after the same day a year before.
    const { months, monthOf } = periodMonths({ from: '2025-11-30', to: '2026-11-29' });
    expect(months).toBe(12);
    expect(monthOf('2026-11-27')).toBe(0);
    expect(monthOf('2025-11-30')).toBe(0);
    expect(monthOf('2026-10-30')).toBe(1);
    expect(monthOf('2025-12-01')).toBe(11);
    expect(monthOf('2025-11-29')).toBeNull(); // before the period
    // Ends covering less than 28 days together are left out: 3 + 15 days.
    expect(periodMonths({ from: '2025-11-28', to: '2026-11-15' }).months).toBe(11);
  });

  it('has no months for a reversed or empty period', () => {
    expect(periodMonths({ from: '2026-10-31', to: '2025-11-01' }).months).toBe(0);
    expect(periodMonths({ from: '2026-10-05', to: '2026-10-20' }).months).toBe(0);
  });
});

describe('analyseIncomeStreams', () => {
  it('finds a monthly salary paid on varying days, with a missed month', () => {
    const days = [28, 27, 30, 27, 27, 28, 29, 27, 31, 28, 27, 30];
    const salary = days
      .map((d, i) => tx(day(i, d), i === 7 ? 241_000 : 239_512, `ACME LTD SALARY ${i}`))
      .filter((_, i) => i !== 4); // March 2026 missed
    const analysis = analyseIncomeStreams({ transactions: [...SPENDING, ...salary], period: PERIOD });
    expect(analysis.monthsInPeriod).toBe(12);
    expect(analysis.streams).toHaveLength(1);
    const acme = streamOf(analysis, 'ACME LTD');
    expect(acme).toMatchObject({
      kind: 'Salary',
      frequency: 'Monthly',
      monthsSeen: 11,
      monthsInPeriod: 12,
      credits: 11,
      monthlyPence: 239_512, // the median of 10 × 239,512 and 1 × 241,000
      lastSeen: '2026-10-30',
      current: true,
      counted: true,
    });
    expect(analysis.seenMonthlyPence).toBe(239_512);
  });

  it('sees a salary 12 times in 12 of a twelve-month read up to today (the partial ends joined)', () => {
    const salary = Array.from({ length: 12 }, (_, i) =>
      tx(day(i + 1, 28), 245_000, 'SANDBOX EMPLOYER LTD SALARY'),
    );
    const analysis = analyseIncomeStreams({
      transactions: salary,
      period: { from: '2025-11-30', to: '2026-11-29' },
    });
    expect(streamOf(analysis, 'SANDBOX EMPLOYER LTD')).toMatchObject({ monthsSeen: 12, monthsInPeriod: 12 });
  });

  it('turns four-weekly pay (13 a year) into a monthly amount', () => {
    const pay = every('2025-11-07', 28).map((d) =>
      tx(d, 150_000, 'NORTHWIND RETAIL PAY 4W', { category: 'INCOME_WAGES' }),
    );
    expect(pay).toHaveLength(13);
    const stream = streamOf(analyseIncomeStreams({ transactions: pay, period: PERIOD }), 'NORTHWIND RETAIL');
    expect(stream.frequency).toBe('FourWeekly');
    expect(stream.monthsSeen).toBe(12);
    expect(stream.monthlyPence).toBe(162_500); // 150,000 × 13 / 12
  });

  it('finds weekly benefits and four-weekly child benefit', () => {
    const carers = every('2025-11-03', 7).map((d) => tx(d, 8_330, 'DWP CARERS ALLOWANCE 00042'));
    const chb = every('2025-11-10', 28).map((d) => tx(d, 10_420, 'HMRC CHB 40123456789'));
    const analysis = analyseIncomeStreams({ transactions: [...carers, ...chb], period: PERIOD });
    const ca = streamOf(analysis, 'DWP CARERS ALLOWANCE');
    expect(ca).toMatchObject({ kind: 'Benefit', frequency: 'Weekly', monthsSeen: 12 });
    expect(ca.monthlyPence).toBe(36_097); // 8,330 × 52 / 12 = 36,096.67
    const child = streamOf(analysis, 'HMRC CHB');
    expect(child).toMatchObject({ kind: 'Benefit', frequency: 'FourWeekly', monthlyPence: 11_288 }); // 10,420 × 13 / 12 = 11,288.33
    expect(analysis.seenMonthlyPence).toBe(36_097 + 11_288);
  });

  it('adds up two jobs and names both in the sentence', () => {
    const main = Array.from({ length: 12 }, (_, i) => tx(day(i, 25), 210_000, 'BGC ACME LTD SALARY'));
    const evenings = every('2025-11-07', 7).map((d, i) =>
      tx(d, i % 3 === 0 ? 14_500 : 12_000, 'FP CORNER CAFE WAGES'),
    );
    const analysis = analyseIncomeStreams({ transactions: [...main, ...evenings], period: PERIOD });
    expect(analysis.streams.map((s) => s.payer)).toEqual(['ACME LTD', 'CORNER CAFE']);
    expect(streamOf(analysis, 'CORNER CAFE')).toMatchObject({
      kind: 'Salary',
      frequency: 'Weekly',
      monthlyPence: 52_000,
    }); // 12,000 × 52 / 12
    expect(analysis.seenMonthlyPence).toBe(262_000);
    expect(describeVerifiedIncome(null, analysis)).toBe(
      'No income declared, seen £2,620 a month from ACME LTD (12 of 12 months) and CORNER CAFE (12 of 12 months)',
    );
  });

  it('ignores a one-off refund, a tax refund, interest and a loan', () => {
    const salary = Array.from({ length: 12 }, (_, i) => tx(day(i, 28), 250_000, 'ACME LTD SALARY'));
    const oneOffs = [
      tx('2026-02-14', 20_000, 'AMAZON.CO.UK REFUND', {
        category: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
      }),
      tx('2026-07-20', 65_400, 'HMRC SA REPAYMENT', { category: 'INCOME_TAX_REFUND' }),
      tx('2026-05-02', 500_000, 'ZOPA LOAN', { category: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS' }),
      ...Array.from({ length: 12 }, (_, i) => tx(day(i, 1), 1_250, 'GROSS INTEREST')),
    ];
    const analysis = analyseIncomeStreams({ transactions: [...salary, ...oneOffs], period: PERIOD });
    expect(analysis.streams.map((s) => s.payer)).toEqual(['ACME LTD']);
    // A salary the provider categorised as wages stays, even from a payer whose name says "LOANS".
    const lender = Array.from({ length: 12 }, (_, i) =>
      tx(day(i, 28), 250_000, 'ACME LOANS LTD SALARY', { category: 'INCOME_WAGES' }),
    );
    const employed = analyseIncomeStreams({ transactions: lender, period: PERIOD });
    expect(employed.streams.map((s) => s.payer)).toEqual(['ACME LOANS LTD']);
  });

  it('ignores transfers between the person’s own accounts', () => {
    const salary = Array.from({ length: 12 }, (_, i) => tx(day(i, 28), 250_000, 'ACME LTD SALARY'));
    // Money moved from the savings account into the current account each month: both sides are shared.
    const moves = Array.from({ length: 12 }, (_, i) => [
      tx(day(i, 5), -40_000, 'TO CURRENT ACCOUNT', { accountId: SAVINGS }),
      tx(day(i, 6), 40_000, 'MONZO 04-00-04 MOVE'),
    ]).flat();
    // From their own account at another bank, in their name.
    const ownName = Array.from({ length: 12 }, (_, i) => tx(day(i, 10), 30_000, 'FP J SMITH 2231 MOB'));
    // Categorised by the provider as an own-account transfer.
    const categorised = Array.from({ length: 12 }, (_, i) =>
      tx(day(i, 12), 15_000, 'POT WITHDRAWAL BILLS', { category: 'TRANSFER_IN_ACCOUNT_TRANSFER' }),
    );
    const analysis = analyseIncomeStreams({
      transactions: [...salary, ...moves, ...ownName, ...categorised],
      period: PERIOD,
      ownNames: ['Jane Smith'],
    });
    expect(analysis.streams.map((s) => s.payer)).toEqual(['ACME LTD']);
    // Without the name, the transfers from the other bank would be a (not counted) Other stream.
    const withoutName = analyseIncomeStreams({ transactions: ownName, period: PERIOD });
    expect(withoutName.streams).toMatchObject([{ payer: 'J SMITH MOB', kind: 'Other', counted: false }]);
  });

  it('finds self-employed card-processor payouts of varying sizes', () => {
    const amounts = [84_210, 96_030, 71_550, 102_400, 88_000, 91_300];
    const stripe = every('2025-11-04', 14).map((d, i) =>
      tx(d, amounts[i % amounts.length] as number, 'STRIPE PAYMENTS UK LTD', { counterparty: 'Stripe' }),
    );
    const stream = streamOf(analyseIncomeStreams({ transactions: stripe, period: PERIOD }), 'STRIPE');
    expect(stream).toMatchObject({ kind: 'SelfEmployed', frequency: 'Fortnightly', monthsSeen: 12 });
    expect(stream.monthlyPence).toBe(194_242); // 26 payouts, median (88,000 + 91,300) / 2 = 89,650; × 26 / 12 = 194,241.67
  });

  it('takes the monthly totals of daily card payouts, not the median payout', () => {
    // A SumUp payout every weekday of £100: about 21 or 22 a month.
    const payouts = every('2025-11-03', 1)
      .filter((d) => dayjs(d).day() >= 1 && dayjs(d).day() <= 5)
      .map((d) => tx(d, 10_000, 'SUMUP PAYOUT 3F2A9C'));
    const analysis = analyseIncomeStreams({ transactions: payouts, period: PERIOD });
    const stream = streamOf(analysis, 'SUMUP');
    expect(stream).toMatchObject({ kind: 'SelfEmployed', frequency: 'Irregular', monthsSeen: 12 });
    // Weekdays a month from November 2025 to October 2026 (after the 3rd in November: 20): the median of
    // 20, 23, 22, 20, 22, 22, 21, 22, 23, 21, 22, 22 is 22, so £2,200.
    expect(stream.monthlyPence).toBe(220_000);
  });

  it('does not make a stream of a payer seen in too few months, or too irregularly, or too unevenly', () => {
    const twoMonths = [tx(day(9, 20), 60_000, 'ACME LTD SALARY'), tx(day(10, 20), 60_000, 'ACME LTD SALARY')];
    expect(MIN_MONTHS_SEEN).toBe(3);
    expect(analyseIncomeStreams({ transactions: twoMonths, period: PERIOD }).streams).toEqual([]);
    const scattered = [0, 5, 11].map((i) => tx(day(i, 15), 30_000, 'FP A FRIEND GIFT'));
    expect(analyseIncomeStreams({ transactions: scattered, period: PERIOD }).streams).toEqual([]);
    const uneven = [5_000, 90_000, 2_000, 40_000, 150_000, 1_500].map((amount, i) =>
      tx(day(i, 15), amount, 'FP B JONES'),
    );
    expect(analyseIncomeStreams({ transactions: uneven, period: PERIOD }).streams).toEqual([]);
  });

  it('keeps a job that ended as a stream but does not count it', () => {
    const ended = Array.from({ length: 6 }, (_, i) => tx(day(i, 28), 200_000, 'OLDCO LTD SALARY'));
    const analysis = analyseIncomeStreams({ transactions: ended, period: PERIOD });
    expect(analysis.streams).toMatchObject([
      { payer: 'OLDCO LTD', current: false, counted: false, lastSeen: '2026-04-28' },
    ]);
    expect(analysis.seenMonthlyPence).toBe(0);
  });

  it('takes the period from the transactions when none is given, and has none without transactions', () => {
    expect(analyseIncomeStreams({ transactions: [] })).toEqual({
      period: { from: '', to: '' },
      monthsInPeriod: 0,
      streams: [],
      seenMonthlyPence: 0,
    });
    const salary = Array.from({ length: 12 }, (_, i) => tx(day(i, 28), 250_000, 'ACME LTD SALARY'));
    const analysis = analyseIncomeStreams({
      transactions: [tx('2025-11-01', -100, 'FEE'), ...salary, tx('2026-10-31', -100, 'FEE')],
    });
    expect(analysis.period).toEqual(PERIOD);
    expect(streamOf(analysis, 'ACME LTD').monthsSeen).toBe(12);
  });
});

describe('estimateDeclaredTakeHome (HMRC 2025/26)', () => {
  it('is £2,693.30 a month on £40,000 employed (domain-research §2.5 worked example)', () => {
    expect(estimateDeclaredTakeHome([{ type: 'Employed', baseGrossIncome: 40_000 }], 'rUK')).toEqual({
      grossAnnualPounds: 40_000,
      takeHomeMonthlyPence: 269_330,
    });
  });

  it('counts declared overtime and zero-hour pay in full (the bank sees them in full)', () => {
    expect(
      estimateDeclaredTakeHome(
        [
          {
            type: 'Employed',
            baseGrossIncome: 36_000,
            overtime: 4_000,
            employmentOption: 'TemporaryZeroHour',
          },
        ],
        'rUK',
      ),
    ).toEqual({ grossAnnualPounds: 40_000, takeHomeMonthlyPence: 269_330 });
  });

  it('uses the Scottish bands, adds benefits untaxed and annualises a contractor’s day rate', () => {
    expect(estimateDeclaredTakeHome([{ type: 'Employed', baseGrossIncome: 40_000 }], 'Scotland')).toEqual({
      grossAnnualPounds: 40_000,
      takeHomeMonthlyPence: 268_523, // 32,222.78 / 12 = 2,685.23
    });
    expect(
      estimateDeclaredTakeHome([{ type: 'Benefits', benefitsUniversal: 400, benefitsChildren: 100 }], 'rUK'),
    ).toEqual({ grossAnnualPounds: 6_000, takeHomeMonthlyPence: 50_000 });
    expect(
      estimateDeclaredTakeHome(
        [
          {
            type: 'ProfessionalContractor',
            contractorCurrentDayRate: 500,
            currentJobEndsInOneMonth: true,
            hasNextJob: false,
          },
        ],
        'rUK',
      )?.grossAnnualPounds,
    ).toBe(115_000); // 500 × 5 × 46, even though the budget counts nothing for an ending contract
  });

  it('is null when nothing is declared', () => {
    expect(estimateDeclaredTakeHome([], 'rUK')).toBeNull();
    expect(estimateDeclaredTakeHome([{ type: 'Employed', baseGrossIncome: null }], 'rUK')).toBeNull();
  });
});

/** An analysis with one counted monthly stream of `monthlyPence`. */
function seen(monthlyPence: number, payer = 'ACME LTD', monthsSeen = 12): IncomeAnalysis {
  return {
    period: PERIOD,
    monthsInPeriod: 12,
    seenMonthlyPence: monthlyPence,
    streams: [
      {
        payer,
        kind: 'Salary',
        frequency: 'Monthly',
        monthlyPence,
        monthsSeen,
        monthsInPeriod: 12,
        credits: monthsSeen,
        lastSeen: '2026-10-28',
        current: true,
        counted: true,
      },
    ],
  };
}

describe('compareWithDeclared', () => {
  const declared = { grossAnnualPounds: 45_000, takeHomeMonthlyPence: 310_000 };

  it('writes the operator’s sentence', () => {
    expect(compareWithDeclared(declared, seen(294_000)).sentence).toBe(
      'Declared £3,100 a month (estimated take-home of £45,000 gross), seen £2,940 a month from ACME LTD, 12 of 12 months',
    );
  });

  it('does not flag exactly 10% below, and flags just over 10% below', () => {
    expect(DISCREPANCY_THRESHOLD).toBe(0.1);
    const declaredEven = { grossAnnualPounds: 45_000, takeHomeMonthlyPence: 300_000 };
    expect(isBelowDeclared(270_000, 300_000)).toBe(false); // exactly 10% below
    expect(isBelowDeclared(269_999, 300_000)).toBe(true); // a penny more
    expect(compareWithDeclared(declaredEven, seen(270_000)).discrepancy).toBeNull();
    const flagged = compareWithDeclared(declaredEven, seen(269_999));
    expect(flagged.discrepancy).toBe('BelowDeclared');
    expect(flagged.reason).toBe(
      'Seen £2,700 a month is 10% below the estimated take-home of £3,000 (more than 10% below is flagged).',
    );
    expect(compareWithDeclared(declaredEven, seen(240_000)).reason).toContain('20% below');
  });

  it('never flags income above the declared one, and compares nothing without a declaration', () => {
    expect(compareWithDeclared(declared, seen(400_000)).discrepancy).toBeNull();
    expect(compareWithDeclared(null, seen(100_000)).discrepancy).toBeNull();
    expect(isBelowDeclared(0, 0)).toBe(false);
  });

  it('flags no regular income seen', () => {
    const none: IncomeAnalysis = { period: PERIOD, monthsInPeriod: 12, streams: [], seenMonthlyPence: 0 };
    const result = compareWithDeclared(declared, none);
    expect(result.discrepancy).toBe('NoRegularIncome');
    expect(result.reason).toBe(
      'No regular salary, benefit, pension or self-employed income was seen in 12 months of transactions.',
    );
    expect(result.sentence).toBe(
      'Declared £3,100 a month (estimated take-home of £45,000 gross); no regular income seen in 12 months of transactions',
    );
  });

  it('flags nothing before a whole month of transactions is read', () => {
    const none: IncomeAnalysis = {
      period: { from: '', to: '' },
      monthsInPeriod: 0,
      streams: [],
      seenMonthlyPence: 0,
    };
    expect(compareWithDeclared(declared, none)).toEqual({
      declared,
      seenMonthlyPence: 0,
      discrepancy: null,
      reason: null,
      sentence:
        'Declared £3,100 a month (estimated take-home of £45,000 gross); no whole month of transactions read yet',
    });
  });

  it('works end to end from transactions: a missed month and a pay cut are flagged against £40,000', () => {
    const declared40k = estimateDeclaredTakeHome([{ type: 'Employed', baseGrossIncome: 40_000 }], 'rUK');
    const salary = Array.from({ length: 12 }, (_, i) =>
      tx(day(i, 28), i < 6 ? 265_000 : 230_000, 'ACME LTD SALARY'),
    );
    const result = compareWithDeclared(
      declared40k,
      analyseIncomeStreams({ transactions: salary, period: PERIOD }),
    );
    // Median of 6 × 265,000 and 6 × 230,000 is 247,500: 8.1% below 269,330, so not flagged.
    expect(result.seenMonthlyPence).toBe(247_500);
    expect(result.discrepancy).toBeNull();
    const lower = salary.map((t, i) => (i >= 4 ? { ...t, amountPence: 230_000 } : t));
    const flagged = compareWithDeclared(
      declared40k,
      analyseIncomeStreams({ transactions: lower, period: PERIOD }),
    );
    // Median of 4 × 265,000 and 8 × 230,000 is 230,000: 14.6% below.
    expect(flagged.discrepancy).toBe('BelowDeclared');
    expect(flagged.sentence).toBe(
      'Declared £2,693 a month (estimated take-home of £40,000 gross), seen £2,300 a month from ACME LTD, 12 of 12 months',
    );
  });
});

describe('console formats', () => {
  it('writes pence as whole pounds and bank days in words', () => {
    expect(formatPenceAsPounds(294_012)).toBe('£2,940');
    expect(formatPenceAsPounds(null)).toBe('£0');
    expect(formatBankDay('2025-11-01')).toBe('1 Nov 2025');
    expect(formatBankDay(null)).toBe('–');
    expect(formatBankDay('not a day')).toBe('–');
  });
});
