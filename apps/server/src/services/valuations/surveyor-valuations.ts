/**
 * A surveyor's figure for a plan's home, recorded by an operator (decision 073): it takes precedence over the index
 * from its day on. Recording it on its own writes an audit-log row `record-surveyor-valuation` in the same
 * transaction; the buy-out's valuation step (plan-endings/buy-out.ts) inserts it in its own transaction with its
 * own row instead.
 */

import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, homeValuations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { PurchaseCaseRow } from '../direct-debit/customer-plan';
import type { PlanRow } from '../plans/read-plans';

/** A value of a home as stored (as home-valuations.ts's ValuationRow, which imports nothing from here). */
type ValuationRow = typeof homeValuations.$inferSelect;

/** The most a recorded value may be, whole pounds (no UK home sells above this). */
export const MAX_VALUATION_POUNDS = 100_000_000;

/** The longest surveyor name and note kept, characters. */
export const SURVEYOR_TEXT_MAX = 200;

/** A surveyor's figure to record: the value (whole pounds), its day, the surveyor and a note. */
export type SurveyorValuationInput = {
  valuePounds: number;
  valuedOn: string;
  surveyor: string;
  note?: string | null;
};

/**
 * Checks and inserts a surveyor's figure in the caller's transaction, without an audit row (the caller writes the
 * one row of its step: `record-surveyor-valuation` here, `record-buy-out-valuation-received` in buy-out.ts).
 * @param tx the caller's transaction
 * @param plan the signed plan version
 * @param input the figure
 * @param operatorEmail who records it (kept as recorded_by)
 * @param now the clock (tests)
 * @returns the new valuation
 * @throws AppError BAD_USER_INPUT naming valuePounds (1 to 100,000,000 whole pounds), valuedOn (not in the
 *   future) or surveyor (1 to 200 characters); CONFLICT when a surveyor's figure is already recorded for that day
 */
export async function insertSurveyorValuation(
  tx: Tx,
  plan: Pick<PlanRow, 'id'>,
  input: SurveyorValuationInput,
  operatorEmail: string,
  now: Date = new Date(),
): Promise<ValuationRow> {
  if (
    !Number.isSafeInteger(input.valuePounds) ||
    input.valuePounds < 1 ||
    input.valuePounds > MAX_VALUATION_POUNDS
  ) {
    throw new AppError(
      'BAD_USER_INPUT',
      'valuePounds must be a whole number of pounds from 1 to 100,000,000.',
    );
  }
  if (input.valuedOn > londonToday(now)) {
    throw new AppError('BAD_USER_INPUT', 'The valuation date cannot be in the future.', {
      field: 'valuedOn',
    });
  }
  const surveyor = input.surveyor.trim();
  if (surveyor === '' || surveyor.length > SURVEYOR_TEXT_MAX) {
    throw new AppError('BAD_USER_INPUT', `Name the surveyor or firm, 1 to ${SURVEYOR_TEXT_MAX} characters.`, {
      field: 'surveyor',
    });
  }
  const [row] = await tx
    .insert(homeValuations)
    .values({
      planId: plan.id,
      kind: 'surveyor',
      valuePounds: input.valuePounds,
      valuedOn: input.valuedOn,
      surveyor,
      recordedBy: operatorEmail,
      note: input.note?.trim().slice(0, SURVEYOR_TEXT_MAX) || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', `A surveyor’s figure is already recorded for ${input.valuedOn}.`);
  return row;
}

/**
 * Records a surveyor's figure for a plan's home (operators), with an audit-log row `record-surveyor-valuation` in
 * the same transaction (actor the operator's e-mail, subject the application, details the case, plan, valuation
 * id, value in whole pounds and day; not the surveyor's name or the note, which the valuation keeps).
 * @param services the database
 * @param found the signed plan version and its purchase case (the audit row's subject is the case's application)
 * @param input the value (whole pounds), its day (YYYY-MM-DD, not in the future), the surveyor and a note
 * @param operatorEmail who records it
 * @param now the clock (tests)
 * @returns the new valuation
 * @throws AppError BAD_USER_INPUT naming the field when the value is not 1 to 100,000,000 whole pounds, the day
 *   is in the future, or the surveyor is missing or too long; CONFLICT when a surveyor's figure is already
 *   recorded for that day
 */
export async function recordSurveyorValuation(
  services: Pick<AppServices, 'db'>,
  found: { plan: PlanRow; purchaseCase: Pick<PurchaseCaseRow, 'id' | 'applicationId'> },
  input: SurveyorValuationInput,
  operatorEmail: string,
  now: Date = new Date(),
): Promise<ValuationRow> {
  return services.db.transaction(async (tx) => {
    const row = await insertSurveyorValuation(tx, found.plan, input, operatorEmail, now);
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'record-surveyor-valuation',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        valuationId: row.id,
        valuePounds: row.valuePounds,
        valuedOn: row.valuedOn,
      },
    });
    return row;
  });
}
