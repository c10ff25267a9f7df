/**
 * Property tests of the ledger (the issue: "Property-based tests (fast-check) over random event sequences:
 * every entry balances, balances never go negative where the rules forbid it, and the ledger always reconciles
 * with the provider's payments"). Each run builds a plan's ledger from random events, as the services will:
 * entryFor, then recordEntry, keeping the provider's payments beside it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balances,
  entryFor,
  isBalanced,
  type JournalEntry,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type LedgerEvent,
  NON_NEGATIVE_ACCOUNTS,
  normalBalance,
  type ProviderPayment,
  reconcile,
  recordEntry,
  reverse,
} from './ledger';

/** Accounts an adjustment may move between (not the bank: money at the bank comes with a provider payment). */
const ADJUSTABLE = LEDGER_ACCOUNTS.filter((account) => account !== 'bank');
const pence = fc.integer({ min: 1, max: 2_000_000 });

/** One step of a plan's life: what happens, with the figures it needs. */
type Step = {
  kind: 'deposit' | 'collect' | 'fail' | 'fee' | 'refund' | 'pay-refund' | 'adjust' | 'reverse';
  amount?: number;
  fromDeposit?: boolean;
  debit?: LedgerAccount;
  credit?: LedgerAccount;
  pick?: number;
};
/** A plan's month (rent and equity, pence) and its life. */
type PlanInput = { rentPence: number; equityPence: number; steps: Step[] };

/** One random step of a plan's life. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: pence }),
  fc.record({ kind: fc.constant('collect' as const), amount: pence }),
  fc.record({ kind: fc.constant('fail' as const) }),
  fc.record({ kind: fc.constant('fee' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), amount: pence, fromDeposit: fc.boolean() }),
  fc.record({ kind: fc.constant('pay-refund' as const), amount: pence }),
  fc.record({
    kind: fc.constant('adjust' as const),
    amount: pence,
    debit: fc.constantFrom(...ADJUSTABLE),
    credit: fc.constantFrom(...ADJUSTABLE),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

/** A plan: its month (rent and equity, pence) and a random life of up to 40 steps. */
const plan: fc.Arbitrary<PlanInput> = fc.record({
  rentPence: fc.integer({ min: 30_000, max: 400_000 }),
  equityPence: fc.integer({ min: 5_000, max: 60_000 }),
  steps: fc.array(step, { maxLength: 40 }),
});

type Built = {
  entries: readonly JournalEntry[];
  payments: Map<string, number>;
  /** Every entry entryFor made, recorded or refused. */
  made: JournalEntry[];
  /** The balances after each step. */
  history: ReturnType<typeof balances>[];
};

/** Builds a plan's ledger and the provider's payments from random steps. */
function build(input: PlanInput): Built {
  let entries: readonly JournalEntry[] = [];
  const payments = new Map<string, number>();
  /** What each payment id moved when it was made, pence. */
  const paid = new Map<string, number>();
  const made: JournalEntry[] = [];
  const history: Built['history'] = [];
  input.steps.forEach((chosen, index) => {
    const event = toEvent(chosen, index, entries, input);
    if (!event) return;
    const entry = entryFor(event);
    made.push(entry);
    const result = recordEntry(entries, entry);
    if (!result.ok) return;
    entries = result.entries;
    // The provider's side, from the events' amounts (not the postings): money in, refunds out; a reversal
    // undoes its entry's payment (the provider took it back), a reversal of a reversal restores it.
    if (event.kind === 'deposit-paid' || event.kind === 'collection-confirmed') {
      paid.set(event.paymentId, event.amountPence);
      payments.set(event.paymentId, event.amountPence);
    } else if (event.kind === 'refund-paid') {
      paid.set(event.paymentId, -event.amountPence);
      payments.set(event.paymentId, -event.amountPence);
    } else if (event.kind === 'reversal' && paid.has(event.entry.paymentId ?? '')) {
      const id = event.entry.paymentId!;
      if (payments.has(id)) payments.delete(id);
      else payments.set(id, paid.get(id)!);
    }
    history.push(balances(entries));
  });
  return { entries, payments, made, history };
}

/** The event of a step, given the ledger so far; null when the step has nothing to do. */
function toEvent(
  chosen: Step,
  index: number,
  entries: readonly JournalEntry[],
  plan: PlanInput,
): LedgerEvent | null {
  const month = { rentPence: plan.rentPence, equityPence: plan.equityPence };
  const base = { id: `e${index}`, planId: 'plan-1', date: '2027-01-01' };
  const amount = chosen.amount ?? 1;
  const now = balances(entries);
  switch (chosen.kind) {
    case 'deposit':
      return { ...base, kind: 'deposit-paid', paymentId: `p${index}`, amountPence: amount };
    case 'collect': {
      const due = { ...month, arrearsPence: normalBalance('arrears', now.arrears) };
      return { ...base, kind: 'collection-confirmed', paymentId: `p${index}`, amountPence: amount, due };
    }
    case 'fail':
      return { ...base, kind: 'collection-failed', ...month };
    case 'fee':
      return { ...base, kind: 'fee-charged', feePence: amount, note: 'Late payment' };
    case 'refund':
      return {
        ...base,
        kind: 'refund-agreed',
        from: chosen.fromDeposit ? 'deposit-held' : 'equity-held',
        amountPence: amount,
        note: 'Exit',
      };
    case 'pay-refund':
      return { ...base, kind: 'refund-paid', paymentId: `p${index}`, amountPence: amount };
    case 'adjust':
      if (chosen.debit === chosen.credit) return null;
      return {
        ...base,
        kind: 'adjustment',
        debit: chosen.debit!,
        credit: chosen.credit!,
        amountPence: amount,
        note: 'Correction',
      };
    default: {
      const open = entries.filter((entry) => !entries.some((other) => other.reverses === entry.id));
      if (open.length === 0) return null;
      return { ...base, kind: 'reversal', entry: open[chosen.pick! % open.length]!, note: 'Mistake' };
    }
  }
}

const asPayments = (payments: Map<string, number>): ProviderPayment[] =>
  [...payments].map(([paymentId, amountPence]) => ({ paymentId, amountPence }));

describe('the ledger over random event sequences', () => {
  it('every entry balances, recorded or refused', () => {
    fc.assert(
      fc.property(plan, (input) => {
        for (const entry of build(input).made) expect(isBalanced(entry)).toBe(true);
      }),
    );
  });

  it('no balance the rules forbid goes below zero, equity held above all, after any step', () => {
    fc.assert(
      fc.property(plan, (input) => {
        for (const after of build(input).history) {
          for (const account of NON_NEGATIVE_ACCOUNTS)
            expect(normalBalance(account, after[account])).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the balances are the sums of the postings, and together they are zero', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const { entries } = build(input);
        const sums = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<
          LedgerAccount,
          number
        >;
        for (const posting of entries.flatMap((entry) => entry.postings))
          sums[posting.account] += posting.pence;
        const result = balances(entries);
        expect(result).toEqual(sums);
        expect(Object.values(result).reduce((total, sum) => total + sum, 0)).toBe(0);
      }),
    );
  });

  it('reversing any entry returns the balances to what they were without it', () => {
    fc.assert(
      fc.property(plan, fc.nat(), (input, pick) => {
        const { entries } = build(input);
        fc.pre(entries.length > 0);
        const chosen = entries[pick % entries.length]!;
        const undo = reverse(chosen, { id: 'undo', date: '2027-02-01', note: 'Property test' });
        expect(isBalanced(undo)).toBe(true);
        const without = entries.filter((entry) => entry !== chosen);
        expect(balances([...entries, undo])).toEqual(balances(without));
      }),
    );
  });

  it('reconciles with the payments it was built from', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const { entries, payments } = build(input);
        expect(reconcile(entries, asPayments(payments))).toMatchObject({
          reconciled: true,
          withoutPayment: [],
        });
      }),
    );
  });

  it('finds exactly the planted difference', () => {
    const plant = fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('extra' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({
        kind: fc.constant('change' as const),
        pick: fc.nat(),
        delta: fc.integer({ min: -5_000, max: 5_000 }),
      }),
    );
    fc.assert(
      fc.property(plan, plant, (input, planted) => {
        const { entries, payments } = build(input);
        const ids = [...payments.keys()];
        const provider = new Map(payments);
        const expected = {
          missingFromLedger: [] as unknown[],
          missingFromProvider: [] as unknown[],
          amountsDiffer: [] as unknown[],
        };
        if (planted.kind === 'extra') {
          provider.set('stray', planted.amount);
          expected.missingFromLedger.push({ paymentId: 'stray', amountPence: planted.amount });
        } else {
          fc.pre(ids.length > 0);
          const id = ids[planted.pick % ids.length]!;
          const ledgerPence = payments.get(id)!;
          if (planted.kind === 'drop') {
            provider.delete(id);
            expected.missingFromProvider.push({ paymentId: id, ledgerPence });
          } else {
            fc.pre(planted.delta !== 0 && ledgerPence + planted.delta !== 0);
            provider.set(id, ledgerPence + planted.delta);
            expected.amountsDiffer.push({
              paymentId: id,
              ledgerPence,
              providerPence: ledgerPence + planted.delta,
            });
          }
        }
        expect(reconcile(entries, asPayments(provider))).toEqual({
          ...expected,
          withoutPayment: [],
          reconciled: false,
        });
      }),
    );
  });

  it('the random lives record every kind of event (the properties above are not vacuous)', () => {
    const kinds = new Set<string>();
    let heldEquity = false;
    for (const input of fc.sample(plan, { numRuns: 200, seed: 42 })) {
      const built = build(input);
      for (const entry of built.entries) kinds.add(entry.kind);
      heldEquity ||= built.history.some((after) => normalBalance('equity-held', after['equity-held']) > 0);
    }
    expect([...kinds].sort()).toEqual([
      'adjustment',
      'collection-confirmed',
      'collection-failed',
      'deposit-paid',
      'fee-charged',
      'refund-agreed',
      'refund-paid',
      'reversal',
    ]);
    expect(heldEquity).toBe(true);
  });
});
