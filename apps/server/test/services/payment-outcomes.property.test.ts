/**
 * The plan's collections posted to its ledger, property-based (decision 071): over random banks' answers (each
 * month paid at once, after failures and retries, or never; the deposit paid or failed, delivered once or twice),
 * the entries services/direct-debit/payment-outcomes.ts `ledgerEventOf` makes are always accepted by the ledger's
 * rules (packages/domain `recordEntry`: balanced, no account below zero), a repeated delivery records nothing
 * new, the customer owes exactly the rent of the months never paid, holds exactly the equity of the months paid,
 * and the ledger reconciles with the provider's paid payments.
 */
import {
  balances,
  entryFor,
  type JournalEntry,
  normalBalance,
  reconcile,
  recordEntry,
} from '@stairway/domain/ledger';
import { MAX_COLLECTION_ATTEMPTS } from '@stairway/domain/plan-collections';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerEventOf } from '../../src/services/direct-debit/payment-outcomes';

const PLAN = 'plan-1';
const RENT = 91_700;
const EQUITY = 16_667;
const DEPOSIT = 400_000;

/** A collection's attempts: how many failed before the last, whether the last was paid, and repeated deliveries. */
const collectionLife = fc.record({
  failures: fc.integer({ min: 0, max: MAX_COLLECTION_ATTEMPTS }),
  repeats: fc.array(fc.boolean(), { minLength: MAX_COLLECTION_ATTEMPTS, maxLength: MAX_COLLECTION_ATTEMPTS }),
});

/** Records one settled attempt's entry, as applyPaymentOutcome does; a repeat must change nothing. */
function settle(
  entries: JournalEntry[],
  collection: Parameters<typeof ledgerEventOf>[0],
  attempt: number,
  status: 'paid' | 'failed',
  rentInArrears: boolean,
  repeat: boolean,
): JournalEntry[] {
  const paymentId = `pay-${collection.id}-${attempt}`;
  const event = ledgerEventOf(
    collection,
    {
      attempt,
      providerPaymentId: paymentId,
      amountPence: collection.rentPence + collection.equityPence || DEPOSIT,
    },
    { status, date: '2026-11-10' },
    rentInArrears,
  );
  if (!event) return entries;
  let result = recordEntry(entries, entryFor(event));
  expect(result.ok).toBe(true);
  if (result.ok && repeat) {
    const again = recordEntry(result.entries, entryFor(event));
    expect(again).toMatchObject({ ok: true, duplicate: true });
    result = again;
  }
  return result.ok ? [...result.entries] : entries;
}

describe('collections posted to the ledger, over random banks’ answers', () => {
  it('balance, never go below zero, owe the unpaid months’ rent, hold the paid months’ equity and reconcile', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(collectionLife, { minLength: 1, maxLength: 6 }),
        (depositPaid, months) => {
          let entries: JournalEntry[] = [];
          const paid: Array<{ paymentId: string; amountPence: number }> = [];
          const deposit = { id: 'c0', planId: PLAN, kind: 'deposit' as const, rentPence: 0, equityPence: 0 };
          entries = settle(entries, deposit, 1, depositPaid ? 'paid' : 'failed', false, true);
          if (depositPaid) paid.push({ paymentId: 'pay-c0-1', amountPence: DEPOSIT });
          let unpaidMonths = 0;
          let paidMonths = 0;
          months.forEach((life, index) => {
            const collection = {
              id: `c${index + 1}`,
              planId: PLAN,
              kind: 'monthly' as const,
              rentPence: RENT,
              equityPence: EQUITY,
            };
            const failures = Math.min(life.failures, MAX_COLLECTION_ATTEMPTS);
            for (let attempt = 1; attempt <= failures; attempt += 1) {
              entries = settle(
                entries,
                collection,
                attempt,
                'failed',
                attempt > 1,
                life.repeats[attempt - 1] ?? false,
              );
            }
            if (failures < MAX_COLLECTION_ATTEMPTS) {
              const attempt = failures + 1;
              entries = settle(
                entries,
                collection,
                attempt,
                'paid',
                failures > 0,
                life.repeats[attempt - 1] ?? false,
              );
              paid.push({ paymentId: `pay-${collection.id}-${attempt}`, amountPence: RENT + EQUITY });
              paidMonths += 1;
            } else unpaidMonths += 1;
          });
          const sums = balances(entries);
          expect(normalBalance('arrears', sums.arrears)).toBe(unpaidMonths * RENT);
          expect(normalBalance('equity-held', sums['equity-held'])).toBe(paidMonths * EQUITY);
          expect(normalBalance('deposit-held', sums['deposit-held'])).toBe(depositPaid ? DEPOSIT : 0);
          expect(
            normalBalance('rent-received', sums['rent-received']) +
              normalBalance('rent-due', sums['rent-due']),
          ).toBe(months.length * RENT);
          expect(reconcile(entries, paid).reconciled).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
