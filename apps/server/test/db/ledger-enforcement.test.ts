/**
 * The ledger's rules as the database enforces them whoever writes (ARCHITECTURE.md §7 "entries are never updated
 * or deleted (the database refuses it)"; "postings sum to zero"; migration 0031_plan_ledger): raw SQL that goes
 * around services/ledger is refused, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { LEDGER_ACCOUNTS } from '@stairway/domain/ledger-accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { drivers } from '../helpers';
import { openEmptyDatabase } from './empty-database';

/** Every message in an error's chain of causes, joined, or a failure when nothing was thrown. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      messages.push(current.message);
    }
    return messages.join(' | ');
  }
  throw new Error('The database accepted what it should have refused');
}

describe.each(drivers)('the ledger tables on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Inserts an entry and postings of the given pence in one transaction, statement by statement. */
  const insertEntry = (planId: string, pence: number[]) =>
    database.db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.execute(sql`insert into ledger_entries (id, plan_id, idempotency_key, kind, entry_date)
        values (${id}, ${planId}, ${`key-${id}`}, 'adjustment', '2026-12-01')`);
      for (const [index, amount] of pence.entries()) {
        await tx.execute(sql`insert into ledger_postings (entry_id, plan_id, line, account, pence)
          values (${id}, ${planId}, ${index + 1}, ${index % 2 === 0 ? 'bank' : 'fees'}, ${amount})`);
      }
      return id;
    });

  const count = async (table: 'ledger_entries' | 'ledger_postings', planId: string) => {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where plan_id = ${planId}`,
    );
    return Number(result.rows[0]?.n);
  };

  it('accepts a balanced entry written posting by posting (the check waits for the commit)', async () => {
    const planId = `plan-${randomUUID()}`;
    await insertEntry(planId, [500, -200, -300]);
    expect(await count('ledger_postings', planId)).toBe(3);
  });

  it('refuses at commit an entry whose postings do not sum to zero, and keeps none of it', async () => {
    const planId = `plan-${randomUUID()}`;
    expect(await refusal(() => insertEntry(planId, [500, -499]))).toMatch(/does not balance.*1p, not 0p/);
    expect(await count('ledger_entries', planId)).toBe(0);
    expect(await count('ledger_postings', planId)).toBe(0);
  });

  it('refuses an unbalanced entry written in a single statement, outside any transaction', async () => {
    const planId = `plan-${randomUUID()}`;
    const message = await refusal(() =>
      database.db.execute(sql`with entry as (
          insert into ledger_entries (plan_id, idempotency_key, kind, entry_date)
          values (${planId}, 'one-statement', 'adjustment', '2026-12-01') returning id, plan_id)
        insert into ledger_postings (entry_id, plan_id, line, account, pence)
        select id, plan_id, line, account, pence from entry,
          (values (1, 'bank', 100), (2, 'fees', -90)) as p(line, account, pence)`),
    );
    expect(message).toMatch(/does not balance/);
    expect(await count('ledger_entries', planId)).toBe(0);
  });

  it('refuses an entry with one posting, or none', async () => {
    const planId = `plan-${randomUUID()}`;
    expect(await refusal(() => insertEntry(planId, [100]))).toMatch(/has 1 posting\(s\): .*at least two/);
    expect(await refusal(() => insertEntry(planId, []))).toMatch(/has 0 posting\(s\)/);
    expect(await count('ledger_entries', planId)).toBe(0);
  });

  it('refuses a posting of 0p and an account outside the chart', async () => {
    const planId = `plan-${randomUUID()}`;
    expect(await refusal(() => insertEntry(planId, [0, 0]))).toMatch(/ledger_postings_pence_not_zero/);
    const message = await refusal(() =>
      database.db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.execute(sql`insert into ledger_entries (id, plan_id, idempotency_key, kind, entry_date)
          values (${id}, ${planId}, 'unknown-account', 'adjustment', '2026-12-01')`);
        await tx.execute(sql`insert into ledger_postings (entry_id, plan_id, line, account, pence)
          values (${id}, ${planId}, 1, 'petty-cash', 100), (${id}, ${planId}, 2, 'fees', -100)`);
      }),
    );
    expect(message).toMatch(/ledger_postings_account_known/);
  });

  it("checks accounts against the domain's chart of accounts", async () => {
    const result = await database.db.execute<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'ledger_postings_account_known'`,
    );
    const accounts = [...String(result.rows[0]?.definition).matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
    expect(accounts).toEqual([...LEDGER_ACCOUNTS]);
  });

  it('refuses UPDATE and DELETE of entries and postings: a correction is a reversing entry', async () => {
    const planId = `plan-${randomUUID()}`;
    const id = await insertEntry(planId, [700, -700]);
    const attempts = [
      sql`update ledger_entries set note = 'changed' where id = ${id}`,
      sql`update ledger_postings set pence = pence * 2 where entry_id = ${id}`,
      sql`delete from ledger_postings where entry_id = ${id}`,
      sql`delete from ledger_entries where id = ${id}`,
    ];
    for (const attempt of attempts) {
      expect(await refusal(() => database.db.execute(attempt))).toMatch(
        /ledger entries are immutable: post a reversing entry/,
      );
    }
    expect(await count('ledger_entries', planId)).toBe(1);
    expect(await count('ledger_postings', planId)).toBe(2);
  });

  it('refuses TRUNCATE of either table', async () => {
    const planId = `plan-${randomUUID()}`;
    await insertEntry(planId, [100, -100]);
    for (const statement of [
      sql`truncate ledger_postings`,
      sql`truncate ledger_postings, ledger_entries`,
      sql`truncate ledger_entries cascade`,
    ]) {
      expect(await refusal(() => database.db.execute(statement))).toMatch(/immutable.*TRUNCATE/);
    }
    expect(await count('ledger_postings', planId)).toBe(2);
  });

  it('refuses a second reversal of the same entry, and a reversal of another plan’s entry', async () => {
    const planId = `plan-${randomUUID()}`;
    const original = await insertEntry(planId, [250, -250]);
    const reversal = (plan: string, key: string, reverses = original) =>
      database.db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.execute(sql`insert into ledger_entries
            (id, plan_id, idempotency_key, kind, entry_date, reverses_entry_id, note)
          values (${id}, ${plan}, ${key}, 'reversal', '2026-12-02', ${reverses}, 'entered twice')`);
        await tx.execute(sql`insert into ledger_postings (entry_id, plan_id, line, account, pence)
          values (${id}, ${plan}, 1, 'bank', -250), (${id}, ${plan}, 2, 'fees', 250)`);
      });
    await reversal(planId, 'first-reversal');
    expect(await refusal(() => reversal(planId, 'second-reversal'))).toMatch(
      /ledger_entries_reverses_unique/,
    );
    const other = await insertEntry(planId, [250, -250]);
    expect(await refusal(() => reversal(`plan-${randomUUID()}`, 'elsewhere', other))).toMatch(
      /ledger_entries_reverses_same_plan_fk/,
    );
  });
});
