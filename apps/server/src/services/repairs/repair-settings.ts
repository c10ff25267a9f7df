/**
 * The repair targets in the settings (settings.repair_target_hours): hours per urgency that override the
 * domain's defaults of 24 hours, 7 days and 28 days (packages/domain repairs.ts repairTargetHours). A new report's
 * target is read from them; repairs already reported keep theirs.
 */
import {
  MAX_REPAIR_TARGET_HOURS,
  REPAIR_URGENCIES,
  type RepairUrgency,
  repairTargetHours,
} from '@stairway/domain/repairs';
import type { Db } from '../../db/client';
import { auditLog, settings } from '../../db/schema';
import { inputError } from '../../lib/app-error';
import { getSettings } from '../settings';

/**
 * Sets the target hours of some urgencies (the others keep theirs), with an audit-log row, in one transaction;
 * null for an urgency puts its default back.
 * @param db the database
 * @param options the hours by urgency (whole hours, 1 to 2,160) and who changed them (an operator's e-mail)
 * @returns the target hours in force after the change
 * @throws BAD_USER_INPUT naming the urgency whose hours are not a whole number from 1 to 2,160
 */
export async function setRepairTargetHours(
  db: Db,
  options: { hours: Partial<Record<RepairUrgency, number | null>>; actor: string },
): Promise<Record<RepairUrgency, number>> {
  for (const urgency of REPAIR_URGENCIES) {
    const value = options.hours[urgency];
    if (value == null) continue;
    if (!Number.isInteger(value) || value < 1 || value > MAX_REPAIR_TARGET_HOURS) {
      throw inputError([
        {
          field: urgency,
          message: `Give whole hours from 1 to ${MAX_REPAIR_TARGET_HOURS.toLocaleString('en-GB')}`,
        },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    const before = (await getSettings(tx)).repairTargetHours ?? {};
    const after: Partial<Record<RepairUrgency, number>> = { ...before };
    for (const urgency of REPAIR_URGENCIES) {
      const value = options.hours[urgency];
      if (value === null) delete after[urgency];
      else if (value !== undefined) after[urgency] = value;
    }
    await tx
      .insert(settings)
      .values({ id: 1, repairTargetHours: after, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.id, set: { repairTargetHours: after, updatedAt: new Date() } });
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: 'repair-targets',
      subjectId: 'settings',
      details: { before: repairTargetHours(before), after: repairTargetHours(after) },
    });
    return repairTargetHours(after);
  });
}
