/** Service-wide settings (one row, id 1): skipIdv and the maintenance flag. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { SettingsRow } from '../db/rows';
import { auditLog, settings } from '../db/schema';

/** The settings row; the defaults when the row is missing. */
export async function getSettings(db: Db | Tx): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return (
    row ?? { id: 1, skipIdv: false, submitHomeEnabled: true, repairTargetHours: null, updatedAt: new Date(0) }
  );
}

/**
 * Switches the submit-a-home feature on or off (the maintenance flag that getMaintenanceMode reads, spec §1),
 * and writes an audit-log row, in one transaction. The next request reads the new value: no restart.
 * @param options.enabled true: submitting homes is on; false: paused for maintenance
 * @param options.actor who changed it (the operator's name or login), kept in the audit log
 * @returns the settings after the change
 */
export async function setMaintenanceMode(
  db: Db,
  options: { enabled: boolean; actor: string },
): Promise<SettingsRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(settings)
      .values({ id: 1, submitHomeEnabled: options.enabled, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: settings.id,
        set: { submitHomeEnabled: options.enabled, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('The settings were not saved');
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: options.enabled ? 'maintenance-off' : 'maintenance-on',
      subjectId: 'settings',
      details: { submitHomeEnabled: options.enabled },
    });
    return row;
  });
}

/** The audit-log actions of setSkipIdv: identity checks made optional, and asked for again. */
export const SKIP_IDV_AUDIT_ACTIONS = {
  on: 'identity-checks-optional',
  off: 'identity-checks-required',
} as const;

/**
 * Switches the skip-identity setting (skipIdv, spec §3 "Settings"; spec §4 step 6 "skippable when the skip
 * setting is on"): on, identity verification becomes optional for every applicant and co-applicant
 * (their identity steps count as done and bank statements open); off, each person verifies or skips for
 * themselves again. Writes an audit-log row with the actor and the value before and after, in one transaction.
 * The next request reads the new value: no restart.
 * @param options.skipIdv true: identity checks optional; false: asked for
 * @param options.actor who changed it (the operator's e-mail address), kept in the audit log
 * @returns the settings after the change
 */
export async function setSkipIdv(db: Db, options: { skipIdv: boolean; actor: string }): Promise<SettingsRow> {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const [row] = await tx
      .insert(settings)
      .values({ id: 1, skipIdv: options.skipIdv, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.id, set: { skipIdv: options.skipIdv, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('The settings were not saved');
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: options.skipIdv ? SKIP_IDV_AUDIT_ACTIONS.on : SKIP_IDV_AUDIT_ACTIONS.off,
      subjectId: 'settings',
      details: { before: { skipIdv: before.skipIdv }, after: { skipIdv: row.skipIdv } },
    });
    return row;
  });
}
