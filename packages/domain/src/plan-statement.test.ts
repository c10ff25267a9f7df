/**
 * The plan statement (plan-statement.ts) on the ledger's worked plan: a £200,000 home, rent £916.67 = 91,667p and
 * equity 1% of £200,000 a year / 12 = £166.67 = 16,667p a month (plan.ts), a deposit of 2% = £4,000 = 400,000p;
 * then a property test over random lives of a plan.
 */
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balances, entryFor, type JournalEntry, type LedgerEvent, recordEntry } from './ledger';
import { equityPosition, monthlyStatement, paidToDatePence, statementMonths } from './plan-statement';
import { march } from './testing/ledger-plan';

const base = { planId: 'plan-1' };
const due = { rentPence: 91_667, equityPence: 16_667, arrearsPence: 0 };
const PRICE = 200_000;
/** An event's key and day (by default 1 March 2027), on the plan. */
const on = (id: string, date = '2027-03-01') => ({ ...base, id, date });

const deposit = entryFor({
  ...on('dep', '2026-10-15'),
  kind: 'deposit-paid',
  paymentId: 'pay-d',
  amountPence: 400_000,
});
/** November: the collection fails on the 1st; the retry on the 8th pays its rent (now arrears) and the equity. */
const novemberFailed = entryFor({ ...on('nov', '2026-11-01'), kind: 'collection-failed', ...due });
/** A collection confirmed, paid by `pay-<id>`. */
const collect = (id: string, date: string, amountPence: number, owed = due) =>
  entryFor({ ...on(id, date), kind: 'collection-confirmed', paymentId: `pay-${id}`, amountPence, due: owed });
const retryDue = { ...due, rentPence: 0, arrearsPence: 91_667 };
const novemberRetry = collect('nov-retry', '2026-11-08', 108_334, retryDue);
const december = collect('dec', '2026-12-01', 108_334);
/** January: collected on the 2nd, returned by the bank and reversed on the 10th. */
const january = collect('jan', '2027-01-02', 108_334);
const januaryReturned = entryFor({
  ...on('jan-rev', '2027-01-10'),
  kind: 'reversal',
  entry: january,
  note: 'Payment returned by the bank',
});
/** The retry listed before the failure on purpose: the statement takes the entries by date. */
const ledger: JournalEntry[] = [deposit, novemberRetry, novemberFailed, december, january, januaryReturned];

describe('equityPosition', () => {
  it('reads each account on its normal side, and the share of the price to 2 decimals', () => {
    const sums = {
      ...balances([]),
      'deposit-held': -400_000,
      'equity-held': -16_667,
      arrears: 91_667,
      'refunds-due': -10_000,
    };
    // 400,000 + 16,667 = 416,667p of £200,000 = 20,000,000p: 2.083335% → 2.08.
    expect(equityPosition(sums, PRICE)).toEqual({
      depositHeldPence: 400_000,
      equityHeldPence: 16_667,
      equityOwnedPence: 416_667,
      sharePercent: 2.08,
      arrearsPence: 91_667,
      refundsDuePence: 10_000,
    });
  });

  it('refuses a price that is not a positive number of pounds', () => {
    expect(() => equityPosition(balances([]), 0)).toThrow(RangeError);
    expect(() => equityPosition(balances([]), Number.NaN)).toThrow(RangeError);
  });
});

describe('paidToDatePence', () => {
  it('counts the deposit and the collections, less the reversed one', () => {
    // 400,000 + 108,334 (November retry) + 108,334 (December) + 108,334 − 108,334 (January, reversed) = 616,668.
    expect(paidToDatePence(ledger)).toBe(616_668);
    expect(paidToDatePence([])).toBe(0);
  });

  it('counts a reversed reversal again, and not refunds, fees or failed collections', () => {
    const undo = entryFor({
      ...on('undo', '2027-01-11'),
      kind: 'reversal',
      entry: januaryReturned,
      note: 'Error',
    });
    const fee = entryFor({ ...on('fee', '2027-01-12'), kind: 'fee-charged', feePence: 2_500, note: 'Late' });
    const refund = entryFor({
      ...on('ref', '2027-01-13'),
      kind: 'refund-paid',
      paymentId: 'p',
      amountPence: 500,
    });
    // 616,668 + 108,334 = 725,002.
    expect(paidToDatePence([...ledger, undo, fee, refund])).toBe(725_002);
  });
});

describe('statementMonths', () => {
  it('lists the months with entries, newest first', () => {
    expect(statementMonths(ledger)).toEqual(['2027-01', '2026-12', '2026-11', '2026-10']);
    expect(statementMonths([])).toEqual([]);
  });
});

describe('monthlyStatement', () => {
  it('a failed collection then the retry that pays it: arrears back to 0, one month of equity added', () => {
    expect(monthlyStatement(ledger, '2026-11', PRICE)).toEqual({
      month: '2026-11',
      monthLabel: 'November 2026',
      opening: { equityOwnedPence: 400_000, sharePercent: 2, arrearsPence: 0 },
      lines: [
        {
          date: '2026-11-01',
          description: 'Monthly payment failed: rent of £916.67 added to arrears',
          paidPence: 0,
          equityChangePence: 0,
          arrearsChangePence: 91_667,
        },
        {
          date: '2026-11-08',
          description: 'Monthly payment collected: arrears £916.67, equity £166.67',
          paidPence: 108_334,
          equityChangePence: 16_667,
          arrearsChangePence: -91_667,
        },
      ],
      totals: { paidPence: 108_334, rentPence: 91_667, equityAddedPence: 16_667 },
      // 416,667p of £200,000: 2.083335% → 2.08.
      closing: { equityOwnedPence: 416_667, sharePercent: 2.08, arrearsPence: 0 },
    });
  });

  it('the deposit month and an ordinary month', () => {
    const october = monthlyStatement(ledger, '2026-10', PRICE);
    expect(october.lines).toEqual([
      {
        date: '2026-10-15',
        description: 'Deposit paid',
        paidPence: 400_000,
        equityChangePence: 400_000,
        arrearsChangePence: 0,
      },
    ]);
    // 400,000p of £200,000 = 2%.
    expect(october.closing).toEqual({ equityOwnedPence: 400_000, sharePercent: 2, arrearsPence: 0 });
    const december12 = monthlyStatement(ledger, '2026-12', PRICE);
    expect(december12.lines[0]!.description).toBe('Monthly payment collected: rent £916.67, equity £166.67');
    // 416,667 + 16,667 = 433,334p: 2.16667% → 2.17.
    expect(december12.closing).toEqual({ equityOwnedPence: 433_334, sharePercent: 2.17, arrearsPence: 0 });
  });

  it('a reversal undoes the payment within the month, and says what it corrects', () => {
    const statement = monthlyStatement(ledger, '2027-01', PRICE);
    expect(statement.lines[1]).toEqual({
      date: '2027-01-10',
      description:
        'Correction: reverses the monthly payment collected on 2 January 2027 (Payment returned by the bank)',
      paidPence: -108_334,
      equityChangePence: -16_667,
      arrearsChangePence: 0,
    });
    expect(statement.totals).toEqual({ paidPence: 0, rentPence: 0, equityAddedPence: 0 });
    expect(statement.closing.equityOwnedPence).toBe(statement.opening.equityOwnedPence);
  });

  it('an empty month has no lines and closes as it opened', () => {
    const february = monthlyStatement(ledger, '2027-02', PRICE);
    expect(february.lines).toEqual([]);
    expect(february.totals).toEqual({ paidPence: 0, rentPence: 0, equityAddedPence: 0 });
    expect(february.opening).toEqual(february.closing);
    expect(february.closing).toEqual({ equityOwnedPence: 433_334, sharePercent: 2.17, arrearsPence: 0 });
    const before = monthlyStatement(ledger, '2026-09', PRICE).closing;
    expect(before).toEqual({ equityOwnedPence: 0, sharePercent: 0, arrearsPence: 0 });
  });

  it('describes a short collection, an overpayment, fees, refunds and adjustments', () => {
    const short = collect('short', '2026-12-01', 50_000);
    const at = (entry: JournalEntry) => monthlyStatement([entry], entry.date.slice(0, 7), PRICE).lines[0]!;
    // 50,000p pays rent first; 91,667 − 50,000 = 41,667p of rent is left in arrears.
    expect(at(short)).toMatchObject({
      description: 'Monthly payment collected: rent £500; rent of £416.67 not covered, added to arrears',
      paidPence: 50_000,
      arrearsChangePence: 41_667,
    });
    // The fixture's March: 210,001p = arrears 91,667 + rent 91,667 + equity 16,667 + 10,000 overpaid.
    expect(at(march).description).toBe(
      'Monthly payment collected: arrears £916.67, rent £916.67, equity £166.67, overpaid £100 (to be refunded)',
    );
    const events: LedgerEvent[] = [
      { ...on('f'), kind: 'fee-charged', feePence: 2_500, note: 'Late payment' },
      { ...on('r'), kind: 'refund-agreed', from: 'deposit-held', amountPence: 1_000, note: 'Exit' },
      { ...on('p'), kind: 'refund-paid', paymentId: 'p-r', amountPence: 1_000 },
      {
        ...on('a'),
        kind: 'adjustment',
        debit: 'fees',
        credit: 'arrears',
        amountPence: 2_500,
        note: 'Waived',
      },
    ];
    expect(events.map((event) => at(entryFor(event)).description)).toEqual([
      'Fee charged: £25 added to arrears (Late payment)',
      'Refund agreed: £10 from your deposit (Exit)',
      'Refund paid to you: £10',
      'Adjustment: £25 (Waived)',
    ]);
  });

  it('refuses a month not written YYYY-MM', () => {
    for (const month of ['2026-13', '2026-1', 'November 2026', '2026-11-01']) {
      expect(() => monthlyStatement(ledger, month, PRICE)).toThrow(RangeError);
    }
  });
});

/** One random step of a plan's life, with the days since the previous one. */
const KINDS = ['deposit', 'collect', 'fail', 'fee', 'refund', 'reverse'] as const;
type Step = { kind: (typeof KINDS)[number]; amount: number; days: number };
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  amount: fc.integer({ min: 1, max: 500_000 }),
  days: fc.integer({ min: 0, max: 45 }),
});

/** The event of a step, given the ledger so far; null when there is nothing to reverse. */
function toEvent(chosen: Step, at: ReturnType<typeof on>, entries: readonly JournalEntry[]) {
  const { amount } = chosen;
  const open = entries.filter((entry) => !entries.some((other) => other.reverses === entry.id));
  const owed = { ...due, arrearsPence: balances(entries).arrears };
  const events: Record<Step['kind'], LedgerEvent | null> = {
    deposit: { ...at, kind: 'deposit-paid', paymentId: at.id, amountPence: amount },
    collect: { ...at, kind: 'collection-confirmed', paymentId: at.id, amountPence: amount, due: owed },
    fail: { ...at, kind: 'collection-failed', ...due },
    fee: { ...at, kind: 'fee-charged', feePence: amount, note: 'Fee' },
    refund: { ...at, kind: 'refund-agreed', from: 'deposit-held', amountPence: amount, note: 'Exit' },
    reverse: open.length
      ? { ...at, kind: 'reversal', entry: open[amount % open.length]!, note: 'Mistake' }
      : null,
  };
  return events[chosen.kind];
}

/** A plan's ledger from random steps, and the receipts counted apart (each payment in, undone by a reversal). */
function build(steps: Step[]): { entries: readonly JournalEntry[]; received: number } {
  let entries: readonly JournalEntry[] = [];
  const receipts = new Map<string, number>();
  let day = dayjs('2026-10-01');
  steps.forEach((chosen, index) => {
    day = day.add(chosen.days, 'day');
    const at = on(`e${index}`, day.format('YYYY-MM-DD'));
    const event = toEvent(chosen, at, entries);
    if (!event) return;
    const result = recordEntry(entries, entryFor(event));
    if (!result.ok) return;
    entries = result.entries;
    if (event.kind === 'deposit-paid' || event.kind === 'collection-confirmed') {
      receipts.set(event.id, event.amountPence);
    } else if (event.kind === 'reversal') {
      // Reversing a payment takes it back; reversing that reversal puts it back, and so on.
      let sign = -1;
      let original = event.entry;
      while (original.kind === 'reversal') {
        sign = -sign;
        original = entries.find((entry) => entry.id === original.reverses)!;
      }
      receipts.set(event.id, sign * (receipts.get(original.id) ?? 0));
    }
  });
  return { entries, received: [...receipts.values()].reduce((sum, pence) => sum + pence, 0) };
}

describe('statements over random lives of a plan', () => {
  it('the months’ money received adds up to the paid to date, and each month opens where the last closed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { entries, received } = build(steps);
        const months = statementMonths(entries);
        const paid = months.map((month) => monthlyStatement(entries, month, PRICE).totals.paidPence);
        expect(paidToDatePence(entries)).toBe(received);
        expect(paid.reduce((sum, pence) => sum + pence, 0)).toBe(received);
        if (months.length === 0) return;
        // Every calendar month from the first to the one after the last, empty months included.
        let month = months.at(-1)!;
        let previous = monthlyStatement(entries, month, PRICE);
        while (month <= months[0]!) {
          month = dayjs(`${month}-01`).add(1, 'month').format('YYYY-MM');
          const next = monthlyStatement(entries, month, PRICE);
          expect(next.opening).toEqual(previous.closing);
          previous = next;
        }
        const { equityOwnedPence, arrearsPence } = equityPosition(balances(entries), PRICE);
        expect(previous.closing).toMatchObject({ equityOwnedPence, arrearsPence });
      }),
    );
  });
});
