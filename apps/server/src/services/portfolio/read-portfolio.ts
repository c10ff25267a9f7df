/**
 * The portfolio for pipeline viewers and operators (ARCHITECTURE.md §7 "Investors see aggregates only"): four
 * aggregate queries (cases by state; each case's newest plan signed by everyone; the ledger's balances grouped by
 * plan and account; the monthly collections' rent grouped by plan and month), then the sums and the minimum
 * group rule of packages/domain/src/portfolio.ts. No query per plan; nothing about a person leaves this module:
 * the plans' ids only join the rows and are dropped by the summary.
 */
import { normalBalance } from '@stairway/domain/ledger-accounts';
import {
  type PortfolioBalances,
  type PortfolioCollectionMonth,
  type PortfolioPlan,
  type PortfolioSummary,
  portfolioMonths,
  summarisePortfolio,
} from '@stairway/domain/portfolio';
import { isPurchaseCaseState, type PurchaseCaseState } from '@stairway/domain/purchase-case';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What readPortfolio needs. */
export type ReadPortfolioOptions = {
  /** Today's London date, YYYY-MM-DD: the rent chart ends with its month. */
  today: string;
};

/** A sum of pence from SQL (bigint as text) as a number, refusing what JavaScript cannot count exactly. */
function pence(text: string | number | null): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value))
    throw new RangeError('A portfolio sum is too large to count exactly in pence');
  return value;
}

/** How many cases are at each state. */
async function casesByState(db: Db): Promise<Array<{ state: PurchaseCaseState; cases: number }>> {
  const result = await db.execute<{ state: string; cases: number }>(
    sql`select state, count(*)::int as cases from purchase_cases group by state`,
  );
  return result.rows.flatMap((row) =>
    isPurchaseCaseState(row.state) ? [{ state: row.state, cases: Number(row.cases) }] : [],
  );
}

/**
 * Each case's newest plan version signed by everyone who must sign it (the applicant, and on a joint plan the
 * co-applicant: read-plans.ts `isSignedByEveryone`), with the case's state.
 */
async function signedPlans(db: Db): Promise<PortfolioPlan[]> {
  const result = await db.execute<{
    id: string;
    state: string;
    price: number;
    monthly_rent: number;
    value_today: number | null;
  }>(sql`
    select distinct on (p.purchase_case_id) p.id::text as id, c.state, p.price, p.monthly_rent,
      (select v.value_pounds from home_valuations v where v.plan_id = p.id
        order by v.valued_on desc, case v.kind when 'surveyor' then 2 when 'index' then 1 else 0 end desc
        limit 1) as value_today
    from plans p
    join purchase_cases c on c.id = p.purchase_case_id
    where exists (select 1 from plan_signatures s where s.plan_id = p.id and s.signer = 'applicant')
      and (not p.joint or exists (
        select 1 from plan_signatures s where s.plan_id = p.id and s.signer = 'coApplicant'))
    order by p.purchase_case_id, p.version desc`);
  return result.rows.flatMap((row) =>
    isPurchaseCaseState(row.state)
      ? [
          {
            planKey: row.id,
            state: row.state,
            price: Number(row.price),
            monthlyRent: Number(row.monthly_rent),
            valueToday: row.value_today === null ? Number(row.price) : Number(row.value_today),
          },
        ]
      : [],
  );
}

/** The arrears, deposit-held and equity-held balances of every plan in the ledger, in one grouped query. */
async function ledgerBalancesByPlan(db: Db): Promise<PortfolioBalances[]> {
  const result = await db.execute<{ plan_id: string; account: string; pence: string }>(sql`
    select plan_id, account, sum(pence)::text as pence
    from ledger_postings
    where account in ('arrears', 'deposit-held', 'equity-held')
    group by plan_id, account`);
  const byPlan = new Map<string, PortfolioBalances>();
  for (const row of result.rows) {
    const entry = byPlan.get(row.plan_id) ?? {
      planKey: row.plan_id,
      arrearsPence: 0,
      depositHeldPence: 0,
      equityHeldPence: 0,
    };
    const sum = pence(row.pence);
    if (row.account === 'arrears') entry.arrearsPence = normalBalance('arrears', sum);
    if (row.account === 'deposit-held') entry.depositHeldPence = normalBalance('deposit-held', sum);
    if (row.account === 'equity-held') entry.equityHeldPence = normalBalance('equity-held', sum);
    byPlan.set(row.plan_id, entry);
  }
  return [...byPlan.values()];
}

/** The rent of the monthly collections due from `from` on, and of those paid, grouped by plan and month. */
async function collectionsByMonth(db: Db, from: string): Promise<PortfolioCollectionMonth[]> {
  const result = await db.execute<{ plan_id: string; month: string; due: string; collected: string }>(sql`
    select plan_id::text as plan_id, to_char(due_date, 'YYYY-MM') as month,
      sum(rent_pence)::text as due,
      sum(case when status = 'paid' then rent_pence else 0 end)::text as collected
    from plan_collections
    where kind = 'monthly' and due_date >= ${from}::date
    group by plan_id, to_char(due_date, 'YYYY-MM')`);
  return result.rows.map((row) => ({
    planKey: row.plan_id,
    month: row.month,
    rentDuePence: pence(row.due),
    rentCollectedPence: pence(row.collected),
  }));
}

/**
 * The portfolio's figures (packages/domain/src/portfolio.ts): homes owned, their values at purchase and gross
 * yield, rent collected against due this month and over the last twelve, arrears rates, the deposits and equity
 * held for customers and the cases at each state; money figures of fewer than five plans are null.
 * @param db the database
 * @param options today's London date
 * @returns the summary: counts, pounds, pence and percentages only, never a person, a plan or a case
 */
export async function readPortfolio(db: Db, options: ReadPortfolioOptions): Promise<PortfolioSummary> {
  const from = `${portfolioMonths(options.today)[0]}-01`;
  const [states, plans, balances, collections] = await Promise.all([
    casesByState(db),
    signedPlans(db),
    ledgerBalancesByPlan(db),
    collectionsByMonth(db, from),
  ]);
  return summarisePortfolio({ casesByState: states, plans, balances, collections, today: options.today });
}
