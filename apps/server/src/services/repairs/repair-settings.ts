/**
 * The repair targets in the settings (settings.repair_target_hours): hours per urgency that override the
 * domain's defaults of 24 hours, 7 days and 28 days (packages/domain repairs.ts repairTargetHours). A new report's
 * target is read from them and stored with the repair (repairs.target_at); repairs already reported keep theirs.
 * The console's Settings page (setRepairTargets) and `npm run ops -- set-repair-targets` call this.
 */
import { REPAIR_TARGET_FIELDS } from '@stairway/domain/repair-inputs';
import {
  DEFAULT_REPAIR_TARGET_HOURS,
  REPAIR_URGENCIES,
  type RepairUrgency,
  repairTargetHours,
  repairTargetHoursProblem,
} from '@stairway/domain/repairs';
import type { Db } from '../../db/client';
import { auditLog, settings } from '../../db/schema';
import { inputError } from '../../lib/app-error';
import { getSettings } from '../settings';

/** The audit-log action of a change of the repair targets. */
export const REPAIR_TARGETS_AUDIT_ACTION = 'repair-targets';

/**
 * Sets the target hours of some urgencies (the others keep theirs), with an audit-log row holding the hours in
 * force before and after, in one transaction; null for an urgency puts its default back.
 * @param db the database
 * @param options the hours by urgency and who changed them (an operator's e-mail, or the ops command's actor)
 * @returns the target hours in force after the change
 * @throws BAD_USER_INPUT naming the input field (emergencyHours, urgentHours or routineHours) when the hours in
 *   force after the change would break repairs.ts repairTargetHoursProblem: whole hours from 1 to 72 (emergency),
 *   720 (urgent) or 2,160 (routine), and emergency ≤ urgent ≤ routine. Nothing changes when it throws.
 */
export async function setRepairTargetHours(
  db: Db,
  options: { hours: Partial<Record<RepairUrgency, number | null>>; actor: string },
): Promise<Record<RepairUrgency, number>> {
  return db.transaction(async (tx) => {
    const stored = (await getSettings(tx)).repairTargetHours ?? {};
    const after: Partial<Record<RepairUrgency, number>> = { ...stored };
    for (const urgency of REPAIR_URGENCIES) {
      const value = options.hours[urgency];
      if (value === null) delete after[urgency];
      else if (value !== undefined) after[urgency] = value;
    }
    const inForce = { ...DEFAULT_REPAIR_TARGET_HOURS, ...after };
    const problem = repairTargetHoursProblem(inForce);
    if (problem)
      throw inputError([{ field: REPAIR_TARGET_FIELDS[problem.urgency], message: problem.message }]);
    await tx
      .insert(settings)
      .values({ id: 1, repairTargetHours: after, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.id, set: { repairTargetHours: after, updatedAt: new Date() } });
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: REPAIR_TARGETS_AUDIT_ACTION,
      subjectId: 'settings',
      details: { before: repairTargetHours(stored), after: repairTargetHours(after) },
    });
    return repairTargetHours(after);
  });
}
