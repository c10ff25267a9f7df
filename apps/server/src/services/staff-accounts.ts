/**
 * The Stairway staff's accounts: operators (services/operators.ts) and pipeline viewers
 * (services/pipeline-viewers.ts). Both kinds are disabled and enabled the same way (decision 025): one
 * transaction locks the account, sets or clears `disabledAt` and writes the audit-log row with the state before
 * and after. A disabled account's tokens are refused at once (lib/sessions.ts) and its sign-ins fail.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OperatorRow, PipelineViewerRow } from '../db/rows';
import { auditLog, operators, pipelineViewers } from '../db/schema';
import { notFound } from '../lib/app-error';

/** What differs between the kinds of staff account: their table, their name in errors and their audit actions. */
const STAFF_ACCOUNTS = {
  operator: {
    table: operators,
    noun: 'The operator',
    disableAction: 'disable-operator',
    enableAction: 'enable-operator',
  },
  pipelineViewer: {
    table: pipelineViewers,
    noun: 'The pipeline viewer',
    disableAction: 'disable-pipeline-viewer',
    enableAction: 'enable-pipeline-viewer',
  },
} as const;

/** A kind of staff account: an operator or a pipeline viewer. */
export type StaffAccountKind = keyof typeof STAFF_ACCOUNTS;

/** The row of each kind of staff account. */
type StaffAccountRowOf = { operator: OperatorRow; pipelineViewer: PipelineViewerRow };

/**
 * Disables or enables a staff account (decision 025) and writes an audit-log row (`disable-operator`,
 * `enable-operator`, `disable-pipeline-viewer` or `enable-pipeline-viewer`, with the e-mail address and the
 * state before and after), in one transaction that locks the account's row. Enabling lets the account sign in
 * again (old tokens work again until they expire, as they were never revoked otherwise).
 * @param db the database (the change opens its own transaction)
 * @param kind `operator` or `pipelineViewer`
 * @param input the account's id, true to disable or false to enable, and who did it (an operator's e-mail
 *   address, or the `npm run ops` actor)
 * @returns the account's row after the change (unchanged, and not audited, when already in that state)
 * @throws NOT_FOUND ("The operator" or "The pipeline viewer") for an unknown id
 */
export async function setStaffAccountDisabled<K extends StaffAccountKind>(
  db: Db,
  kind: K,
  input: { id: string; disabled: boolean; actor: string },
): Promise<StaffAccountRowOf[K]> {
  const account = STAFF_ACCOUNTS[kind];
  // Both tables have the same columns (id, email, disabledAt…), so the same statements serve both.
  const table: typeof operators | typeof pipelineViewers = account.table;
  const changed = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(table).where(eq(table.id, input.id)).for('update');
    if (!existing) throw notFound(account.noun);
    if (Boolean(existing.disabledAt) === input.disabled) return existing;
    const [updated] = await tx
      .update(table)
      .set({ disabledAt: input.disabled ? new Date() : null })
      .where(eq(table.id, existing.id))
      .returning();
    if (!updated) throw notFound(account.noun);
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: input.disabled ? account.disableAction : account.enableAction,
      subjectId: updated.id,
      details: {
        email: updated.email,
        before: { disabledAt: existing.disabledAt },
        after: { disabledAt: updated.disabledAt },
      },
    });
    return updated;
  });
  return changed as StaffAccountRowOf[K];
}
