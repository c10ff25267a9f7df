/**
 * The values of a plan's home (decision 073): the agreed price at purchase, a quarterly revaluation from the UK
 * House Price Index (packages/domain revaluation.ts), and a surveyor's figure an operator records, which takes
 * precedence from its day on. Values are never changed: each is a new row (migration 0035 refuses updates). An
 * operator's surveyor figure and "Revalue now" each leave an audit-log row about the application in the same
 * transaction (`record-surveyor-valuation`, `revalue-home`); the quarterly job writes none.
 */
import { getOutcode } from '@stairway/domain/postcode';
import {
  hpiPropertyType,
  latestValuation,
  quarterOf,
  revalue,
  UK_AREA_CODE,
  type Valuation,
} from '@stairway/domain/revaluation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Db } from '../../db/client';
import type { HomeSubmissionRow } from '../../db/rows';
import { auditLog, homeValuations, purchaseCases } from '../../db/schema';
import { authorityFor, loadEstimateTables } from '../../db/seed/estimate-tables';
import { londonToday } from '../../lib/dates';
import type { PurchaseCaseRow } from '../direct-debit/customer-plan';
import { currentPlans, isSignedByEveryone, type PlanRow, planPeople } from '../plans/read-plans';
import { getPurchaseCases } from '../purchase-cases/read-purchase-cases';
import { hpiSeriesOf } from './hpi';

/** A value of a home as stored. */
export type ValuationRow = typeof homeValuations.$inferSelect;

/** A row as the domain reads it. */
const asValuation = (row: ValuationRow): Valuation & ValuationRow => ({ ...row });

/**
 * The values of a plan's home, oldest first.
 * @param db the database
 * @param planId the plan version's id
 */
export async function planValuations(db: Db, planId: string): Promise<ValuationRow[]> {
  return db
    .select()
    .from(homeValuations)
    .where(eq(homeValuations.planId, planId))
    .orderBy(asc(homeValuations.valuedOn), asc(homeValuations.createdAt));
}

/**
 * The value that holds now (a surveyor's figure wins a tie; packages/domain latestValuation), or the agreed
 * price when none is recorded yet.
 * @param rows the plan's values
 * @param plan the plan (its agreed price)
 * @returns whole pounds, and the row (null for the agreed price not yet recorded)
 */
export function currentValue(rows: readonly ValuationRow[], plan: Pick<PlanRow, 'price'>) {
  const latest = latestValuation(rows.map(asValuation));
  return { valuePounds: latest?.valuePounds ?? plan.price, row: latest ?? null };
}

/**
 * The home's local authority (the postcode district's authority of the largest share, the estimate tables'
 * DATA.md) and its UK HPI property type.
 * @param home the approved home
 * @returns the authority's ONS code and name, or null when the postcode is unknown, and the type
 */
export function homeArea(home: Pick<HomeSubmissionRow, 'postcode' | 'type'>) {
  const outcode = home.postcode ? getOutcode(home.postcode) : null;
  const authority = outcode ? authorityFor(loadEstimateTables(), outcode) : null;
  return {
    authorityCode: authority?.code ?? null,
    authorityName: authority?.name ?? null,
    propertyType: hpiPropertyType(home.type),
  };
}

/**
 * Records the agreed price as the home's first value, once (on the move-in day, else today).
 * @param db the database
 * @param plan the signed plan version
 * @param purchaseCase its case
 * @param today London's date, YYYY-MM-DD
 */
export async function ensurePurchaseValuation(
  db: Db,
  plan: Pick<PlanRow, 'id' | 'price'>,
  purchaseCase: Pick<PurchaseCaseRow, 'state' | 'stateDate'>,
  today: string,
): Promise<void> {
  const [held] = await db
    .select({ id: homeValuations.id })
    .from(homeValuations)
    .where(and(eq(homeValuations.planId, plan.id), eq(homeValuations.kind, 'purchase')))
    .limit(1);
  if (held) return;
  await db
    .insert(homeValuations)
    .values({
      planId: plan.id,
      kind: 'purchase',
      valuePounds: plan.price,
      valuedOn: purchaseCase.state === 'MovedIn' ? purchaseCase.stateDate : today,
      recordedBy: 'system',
      note: 'The agreed purchase price',
    })
    .onConflictDoNothing();
}

/**
 * Revalues one plan's home from the UK HPI today (idempotent for the day: a second run the same day keeps the
 * first). When an operator asks (the console's "Revalue now", `revalueHome`: `options.operatorEmail`), the new
 * value and an audit-log row `revalue-home` (actor the operator's e-mail, subject the application, details the
 * case, plan, valuation id, value in whole pounds, day and index area) are written in one transaction; a repeat
 * the same day records nothing and writes no row. The quarterly job passes no operator and writes no row.
 * @param services the database
 * @param found the plan, its case and home
 * @param options who asks (an operator's e-mail; omitted for the quarterly job) and the clock (tests)
 * @returns the index valuation of today
 */
export async function revaluePlan(
  services: Pick<AppServices, 'db'>,
  found: { plan: PlanRow; purchaseCase: PurchaseCaseRow; home: HomeSubmissionRow },
  options: { operatorEmail?: string; now?: Date } = {},
): Promise<ValuationRow> {
  const { db } = services;
  const now = options.now ?? new Date();
  const today = londonToday(now);
  const operatorEmail = options.operatorEmail ?? null;
  await ensurePurchaseValuation(db, found.plan, found.purchaseCase, today);
  const area = homeArea(found.home);
  const series = await hpiSeriesOf(
    db,
    area.authorityCode ? [area.authorityCode, UK_AREA_CODE] : [UK_AREA_CODE],
  );
  const result = revalue(
    (await planValuations(db, found.plan.id)).map(asValuation),
    series,
    area.authorityCode,
    area.propertyType,
  );
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(homeValuations)
      .values({
        planId: found.plan.id,
        kind: 'index',
        valuePounds: result.valuePounds,
        valuedOn: today,
        basisValuationId: result.basis.id,
        indexAreaCode: result.index?.areaCode ?? null,
        indexAreaName: result.index?.areaName ?? null,
        indexPropertyType: result.index?.propertyType ?? null,
        indexFromMonth: result.index?.fromMonth ?? null,
        indexFromLevel: result.index?.fromLevel ?? null,
        indexToMonth: result.index?.toMonth ?? null,
        indexToLevel: result.index?.toLevel ?? null,
        recordedBy: 'system',
        note: result.note,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted || !operatorEmail) return;
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'revalue-home',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        valuationId: inserted.id,
        basisValuationId: inserted.basisValuationId,
        valuePounds: inserted.valuePounds,
        valuedOn: inserted.valuedOn,
        indexAreaCode: inserted.indexAreaCode,
      },
    });
  });
  const [row] = await db
    .select()
    .from(homeValuations)
    .where(
      and(
        eq(homeValuations.planId, found.plan.id),
        eq(homeValuations.kind, 'index'),
        eq(homeValuations.valuedOn, today),
      ),
    );
  if (!row) throw new Error(`The revaluation of plan ${found.plan.id} was not recorded`);
  return row;
}

/**
 * The quarterly job (background-jobs.ts `home-revaluations`): revalues every moved-in home whose plan everyone
 * signed. One query per step, not per plan, to find them. It passes no operator, so it writes no audit-log rows.
 * @param services the database
 * @param now the clock (tests)
 * @returns how many homes were revalued and the quarter
 */
export async function runQuarterlyRevaluations(
  services: Pick<AppServices, 'db'>,
  now: Date = new Date(),
): Promise<{ quarter: string; revalued: number; moved: number }> {
  const { db } = services;
  const cases = await db
    .select({ id: purchaseCases.id })
    .from(purchaseCases)
    .where(inArray(purchaseCases.state, ['MovedIn']));
  const caseIds = cases.map((c) => c.id);
  const views = new Map((await getPurchaseCases(db, caseIds)).map((v) => [v.purchaseCase.id, v]));
  const plans = (await currentPlans(db, caseIds)).flatMap((plan) => (plan ? [plan] : []));
  const people = await planPeople(
    db,
    plans.map((plan) => plan.id),
  );
  let revalued = 0;
  let moved = 0;
  for (const [i, plan] of plans.entries()) {
    const view = views.get(plan.purchaseCaseId);
    const signers = people[i]?.signatures.map((s) => s.signer) ?? [];
    if (!view || !isSignedByEveryone(plan, signers)) continue;
    const row = await revaluePlan(
      { db },
      { plan, purchaseCase: view.purchaseCase, home: view.home },
      { now },
    );
    revalued += 1;
    if (row.indexToMonth && row.indexFromMonth && row.indexToMonth > row.indexFromMonth) moved += 1;
  }
  return { quarter: quarterOf(londonToday(now)), revalued, moved };
}
