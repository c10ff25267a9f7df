/**
 * Where a repair stands and the operators' queue (ARCHITECTURE.md §7 "repairs"): the statuses and their moves,
 * whether a repair is overdue, the queue's order, and the check of an operator's update. Part of repairs.ts, which
 * re-exports it. Pure: the caller passes "now" and today's date.
 */
/** Where a repair stands. Reported, Scheduled and InProgress are open; Completed and Cancelled are closed. */
export const REPAIR_STATUSES = ['Reported', 'Scheduled', 'InProgress', 'Completed', 'Cancelled'] as const;
/** One of {@link REPAIR_STATUSES}. */
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
/** Each status as people read it. */
export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  Reported: 'Reported',
  Scheduled: 'Visit booked',
  InProgress: 'In progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
/** The open statuses: the repair is still to be done. */
export const OPEN_REPAIR_STATUSES: readonly RepairStatus[] = ['Reported', 'Scheduled', 'InProgress'];

/** Whether a repair in a status is still to be done. */
export function isOpenRepair(status: RepairStatus): boolean {
  return OPEN_REPAIR_STATUSES.includes(status);
}

/**
 * The statuses a repair may move to: from an open status any other open status (Scheduled again to rebook a
 * visit), Completed or Cancelled; nothing from Completed or Cancelled (a new problem is a new report).
 */
export function allowedRepairMoves(from: RepairStatus): RepairStatus[] {
  if (!isOpenRepair(from)) return [];
  return REPAIR_STATUSES.filter((to) => to !== from || to === 'Scheduled').filter((to) => to !== 'Reported');
}

/** Whether an open repair has passed its target. */
export function isRepairOverdue(repair: { status: RepairStatus; targetAt: Date }, now: Date): boolean {
  return isOpenRepair(repair.status) && repair.targetAt.getTime() < now.getTime();
}

/** What the queue orders by. */
export type QueuedRepair = { status: RepairStatus; targetAt: Date; reportedAt: Date };

/**
 * The operators' queue order: open before closed; among open repairs, overdue first, then the earliest
 * target, then the earliest report; closed ones by their target too. Use with Array.prototype.sort.
 */
export function compareRepairQueue(a: QueuedRepair, b: QueuedRepair, now: Date): number {
  const rank = (r: QueuedRepair) => (!isOpenRepair(r.status) ? 2 : isRepairOverdue(r, now) ? 0 : 1);
  return (
    rank(a) - rank(b) ||
    a.targetAt.getTime() - b.targetAt.getTime() ||
    a.reportedAt.getTime() - b.reportedAt.getTime()
  );
}

/** An operator's update of a repair, as checked by {@link checkRepairUpdate}. */
export type RepairUpdate = {
  status?: RepairStatus | null;
  message?: string | null;
  /** Who pays after the update (repairs.ts RepairPayer). */
  payer?: string | null;
  payerReason?: string | null;
  /** The visit's day, YYYY-MM-DD. */
  scheduledFor?: string | null;
};

/** The outcome of {@link checkRepairUpdate}: ok, or the field at fault and what is allowed. */
export type RepairUpdateCheck = { ok: true } | { ok: false; field: string; error: string };

/**
 * Checks an operator's update against the repair: a status must be allowed from the current one
 * ({@link allowedRepairMoves}); Scheduled needs the visit's day, not before today; a change of who pays needs a
 * reason; and an update must change something or say something.
 * @param current the repair's status and who pays now
 * @param update the update
 * @param today today's UK date, YYYY-MM-DD
 */
export function checkRepairUpdate(
  current: { status: RepairStatus; payer: string },
  update: RepairUpdate,
  today: string,
): RepairUpdateCheck {
  const { status, payer } = update;
  if (status && status !== current.status && !allowedRepairMoves(current.status).includes(status)) {
    const allowed = allowedRepairMoves(current.status).map((s) => REPAIR_STATUS_LABELS[s]);
    return {
      ok: false,
      field: 'status',
      error: allowed.length
        ? `A repair that is ${REPAIR_STATUS_LABELS[current.status].toLowerCase()} can move to ${allowed.join(', ')}`
        : `A repair that is ${REPAIR_STATUS_LABELS[current.status].toLowerCase()} cannot change: report a new one`,
    };
  }
  if (!isOpenRepair(current.status) && (payer || update.scheduledFor)) {
    return {
      ok: false,
      field: status ? 'status' : 'payer',
      error: 'A closed repair can only take a message',
    };
  }
  if (status === 'Scheduled' && !update.scheduledFor) {
    return { ok: false, field: 'scheduledFor', error: 'Give the day of the visit to book it' };
  }
  if (update.scheduledFor && update.scheduledFor < today) {
    return { ok: false, field: 'scheduledFor', error: 'The visit’s day cannot be in the past' };
  }
  if (payer && payer !== current.payer && !update.payerReason) {
    return { ok: false, field: 'payerReason', error: 'Say why who pays is changing' };
  }
  const changes =
    (status && status !== current.status) ||
    (payer && payer !== current.payer) ||
    update.scheduledFor ||
    update.message;
  if (!changes) {
    return {
      ok: false,
      field: 'message',
      error: 'Change the status, who pays or the visit, or write a message',
    };
  }
  return { ok: true };
}
