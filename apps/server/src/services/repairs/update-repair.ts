/**
 * An operator's update of a repair (updateRepair): a new status, a booked visit, who pays (with the reason) and
 * a message to the customer, any of them, checked by the domain (packages/domain repairs.ts checkRepairUpdate);
 * written to the repair, its history and the audit log, and e-mailed to the applicant and a joined co-applicant,
 * in one transaction (the outbox, decision 063).
 */
import type { UpdateRepairParsed } from '@stairway/domain/repair-inputs';
import { checkRepairUpdate, isOpenRepair, REPAIR_STATUS_LABELS } from '@stairway/domain/repairs';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { auditLog, repairs, repairUpdates } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { RepairRow } from './read-repairs';
import { queueRepairEmails } from './repair-emails';

/**
 * Updates a repair and tells the customer.
 * @param services the database, the outbox and the config
 * @param input the parsed update
 * @param actor the operator's e-mail, kept in the history and the audit log
 * @param now now (the clock by default): today's UK date bounds the visit's day
 * @returns the repair after the update
 * @throws NOT_FOUND for an unknown repair; BAD_USER_INPUT naming `status`, `scheduledFor`, `payerReason` or
 *   `message` when the domain refuses the update, saying what is allowed. Nothing changes when it throws.
 */
export async function updateRepair(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  input: UpdateRepairParsed,
  actor: string,
  now: Date = new Date(),
): Promise<RepairRow> {
  const { repair, queued } = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(repairs).where(eq(repairs.id, input.repairId)).for('update');
    if (!current) throw notFound('That repair');
    const checked = checkRepairUpdate(current, input, londonToday(now));
    if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.error, { field: checked.field });
    const status = input.status ?? current.status;
    const payerChanged = input.payer !== null && input.payer !== current.payer;
    const [repair] = await tx
      .update(repairs)
      .set({
        status,
        payer: payerChanged && input.payer ? input.payer : current.payer,
        payerReason: payerChanged ? input.payerReason : current.payerReason,
        scheduledFor: input.scheduledFor ?? current.scheduledFor,
        closedAt: isOpenRepair(status) ? null : (current.closedAt ?? now),
        updatedAt: now,
      })
      .where(eq(repairs.id, current.id))
      .returning();
    if (!repair) throw notFound('That repair');
    const [update] = await tx
      .insert(repairUpdates)
      .values({
        repairId: repair.id,
        authorKind: 'operator',
        author: actor,
        fromStatus: current.status,
        toStatus: status !== current.status || input.status ? status : null,
        message: input.message,
        payer: payerChanged ? repair.payer : null,
        payerReason: payerChanged ? input.payerReason : null,
        scheduledFor: input.scheduledFor,
        createdAt: now,
      })
      .returning({ id: repairUpdates.id });
    await tx.insert(auditLog).values({
      actor,
      action: 'update-repair',
      subjectId: repair.id,
      details: {
        purchaseCaseId: repair.purchaseCaseId,
        before: { status: REPAIR_STATUS_LABELS[current.status], payer: current.payer },
        after: { status: REPAIR_STATUS_LABELS[repair.status], payer: repair.payer },
        scheduledFor: input.scheduledFor,
        payerReason: payerChanged ? input.payerReason : null,
      },
    });
    const queued = await queueRepairEmails(services, tx, {
      repair,
      updateId: update?.id ?? now.toISOString(),
      reported: false,
      statusChanged: status !== current.status,
      message: input.message,
      payerReason: payerChanged ? input.payerReason : null,
    });
    return { repair, queued };
  });
  await services.email.deliver(queued);
  return repair;
}
