/**
 * Recording a plan's ledger and reading its balances (services/ledger; ARCHITECTURE.md §7 "Ledger"): an entry
 * recorded once however often it is sent, a different entry under a used key refused, a reversal bringing the
 * balances back and refused the second time, and the balances summed by the database as the domain sums them.
 * On PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { balances, entryFor, type JournalEntry, reverse } from '@stairway/domain/ledger';
import { emptyBalances } from '@stairway/domain/ledger-accounts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { ledgerEntries, ledgerPostings } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { ledgerBalances } from '../../src/services/ledger/ledger-balances';
import { planJournal, planJournals } from '../../src/services/ledger/plan-journal';
import { recordLedgerEntry } from '../../src/services/ledger/record-entry';
import { openEmptyDatabase } from '../db/empty-database';
import { drivers } from '../helpers';

/** The AppError a call throws (a failure when it throws none or something else). */
async function appErrorOf(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The call succeeded where it should have been refused');
}

/** A deposit of £5,000 paid into a new plan. */
const depositOf = (planId: string, amountPence = 500_000): JournalEntry =>
  entryFor({
    kind: 'deposit-paid',
    id: `deposit:${planId}`,
    planId,
    date: '2026-12-01',
    paymentId: `pi_${planId}`,
    amountPence,
  });

describe.each(drivers)('the plan ledger on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records an entry once, however often the same event is recorded', async () => {
    const planId = `plan-${randomUUID()}`;
    const deposit = depositOf(planId);
    const first = await recordLedgerEntry({ db: database.db, entry: deposit });
    expect(first.duplicate).toBe(false);
    const again = await recordLedgerEntry({ db: database.db, entry: { ...deposit } });
    expect(again).toEqual({ entryId: first.entryId, duplicate: true });

    const rows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.planId, planId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.entryId,
      idempotencyKey: deposit.id,
      kind: 'deposit-paid',
      entryDate: '2026-12-01',
      paymentId: `pi_${planId}`,
      reversesEntryId: null,
    });
    const postings = await database.db
      .select({ line: ledgerPostings.line, account: ledgerPostings.account, pence: ledgerPostings.pence })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, first.entryId))
      .orderBy(ledgerPostings.line);
    expect(postings).toEqual([
      { line: 1, account: 'bank', pence: 500_000 },
      { line: 2, account: 'deposit-held', pence: -500_000 },
    ]);
    expect((await planJournal({ db: database.db, planId })).entries).toEqual([deposit]);
  });

  it('refuses a different entry under a key already used, and writes nothing', async () => {
    const planId = `plan-${randomUUID()}`;
    await recordLedgerEntry({ db: database.db, entry: depositOf(planId) });
    const error = await appErrorOf(() =>
      recordLedgerEntry({ db: database.db, entry: depositOf(planId, 400_000) }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/already used for a different entry/);
    expect(await ledgerBalances({ db: database.db, planId })).toMatchObject({ bank: 500_000 });
  });

  it('refuses an unbalanced entry, or one that takes an account below zero, before writing', async () => {
    const planId = `plan-${randomUUID()}`;
    const unbalanced: JournalEntry = {
      id: 'unbalanced',
      planId,
      kind: 'adjustment',
      date: '2026-12-01',
      postings: [
        { account: 'bank', pence: 100 },
        { account: 'fees', pence: -99 },
      ],
      note: 'typo',
    };
    const error = await appErrorOf(() => recordLedgerEntry({ db: database.db, entry: unbalanced }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/does not balance/);

    const refund = entryFor({
      kind: 'refund-agreed',
      id: 'refund-with-nothing-held',
      planId,
      date: '2026-12-01',
      amountPence: 100,
      from: 'deposit-held',
      note: 'goodwill',
    });
    const negative = await appErrorOf(() => recordLedgerEntry({ db: database.db, entry: refund }));
    expect(negative.code).toBe('BAD_USER_INPUT');
    expect(negative.message).toMatch(/below 0p/);
    expect(await planJournal({ db: database.db, planId })).toEqual({ entries: [], rowIds: new Map() });
  });

  it('records a reversal that brings the balances back to zero, and refuses a second one', async () => {
    const planId = `plan-${randomUUID()}`;
    const deposit = depositOf(planId);
    const recorded = await recordLedgerEntry({ db: database.db, entry: deposit });
    const reversal = reverse(deposit, {
      id: `reversal:${deposit.id}`,
      date: '2026-12-02',
      note: 'paid twice',
    });
    const reversed = await recordLedgerEntry({ db: database.db, entry: reversal });
    expect(reversed.duplicate).toBe(false);

    const [row] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, reversed.entryId));
    expect(row).toMatchObject({ kind: 'reversal', reversesEntryId: recorded.entryId, note: 'paid twice' });
    expect(await ledgerBalances({ db: database.db, planId })).toEqual(emptyBalances());
    expect(await recordLedgerEntry({ db: database.db, entry: reversal })).toEqual({
      entryId: reversed.entryId,
      duplicate: true,
    });

    const second = reverse(deposit, { id: 'reversal-again', date: '2026-12-03', note: 'again' });
    const error = await appErrorOf(() => recordLedgerEntry({ db: database.db, entry: second }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/already been reversed/);
    expect((await planJournal({ db: database.db, planId })).entries).toEqual([deposit, reversal]);
  });

  it('reads the journals of several plans at once, each with only its own entries, as one is read alone', async () => {
    const [a, b, none] = [`plan-${randomUUID()}`, `plan-${randomUUID()}`, `plan-${randomUUID()}`];
    const depositA = depositOf(a, 100_000);
    const depositB = depositOf(b, 200_000);
    await recordLedgerEntry({ db: database.db, entry: depositA });
    await recordLedgerEntry({ db: database.db, entry: depositB });
    const reversalB = reverse(depositB, { id: `reversal:${b}`, date: '2026-12-02', note: 'paid twice' });
    await recordLedgerEntry({ db: database.db, entry: reversalB });

    const journals = await planJournals(database.db, [a, b, none, a]);
    expect([...journals.keys()].sort()).toEqual([a, b, none].sort());
    expect(journals.get(a)?.entries).toEqual([depositA]);
    expect(journals.get(b)?.entries).toEqual([depositB, reversalB]);
    expect(journals.get(none)).toEqual({ entries: [], rowIds: new Map() });
    expect(journals.get(b)).toEqual(await planJournal({ db: database.db, planId: b }));
    expect(await planJournals(database.db, [])).toEqual(new Map());
  });

  it('sums the balances in the database as the domain sums the entries', async () => {
    const planId = `plan-${randomUUID()}`;
    const otherPlan = `plan-${randomUUID()}`;
    const base = { planId, date: '2026-12-01' };
    const entries = [
      depositOf(planId),
      entryFor({
        ...base,
        kind: 'collection-confirmed',
        id: 'collection:2026-12',
        paymentId: 'pi_december',
        amountPence: 108_334,
        due: { rentPence: 91_667, equityPence: 16_667, arrearsPence: 0 },
      }),
      entryFor({
        ...base,
        kind: 'collection-failed',
        id: 'collection:2027-01',
        rentPence: 91_667,
        equityPence: 16_667,
      }),
      entryFor({ ...base, kind: 'fee-charged', id: 'fee:late', feePence: 2_500, note: 'late payment' }),
      entryFor({
        ...base,
        kind: 'collection-confirmed',
        id: 'collection:2027-02',
        paymentId: 'pi_february',
        amountPence: 150_000,
        due: { rentPence: 91_667, equityPence: 16_667, arrearsPence: 94_167 },
      }),
    ];
    for (const entry of entries) await recordLedgerEntry({ db: database.db, entry });
    await recordLedgerEntry({ db: database.db, entry: depositOf(otherPlan, 1_000) });

    const summed = await ledgerBalances({ db: database.db, planId });
    expect(summed).toEqual(balances(entries));
    expect(summed).toMatchObject({ bank: 758_334, 'deposit-held': -500_000, fees: -2_500 });
    expect(Object.values(summed).reduce((total, pence) => total + pence, 0)).toBe(0);
    expect(await ledgerBalances({ db: database.db, planId: otherPlan })).toMatchObject({ bank: 1_000 });
    expect(await ledgerBalances({ db: database.db, planId: 'no-such-plan' })).toEqual(emptyBalances());
  });

  it('keeps the database check when two writers race on one plan: one reversal wins', async () => {
    const planId = `plan-${randomUUID()}`;
    const deposit = depositOf(planId);
    await recordLedgerEntry({ db: database.db, entry: deposit });
    const attempts = await Promise.allSettled(
      ['a', 'b'].map((key) =>
        recordLedgerEntry({
          db: database.db,
          entry: reverse(deposit, { id: `reversal-${key}`, date: '2026-12-02', note: 'race' }),
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const count = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where plan_id = ${planId} and kind = 'reversal'`,
    );
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});
