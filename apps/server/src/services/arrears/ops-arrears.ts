/**
 * The operators' side of arrears (decision 075): every plan that owes arrears or has a request for help
 * unanswered, oldest arrears first, with its age bucket (0–30, 31–60, 61–90, 90+ days), payment plan and the
 * customer's messages; and an operator's response to a request for help, audited (action `respond-to-hardship`)
 * and e-mailed to the customer through the outbox (key `hardship-response:<request id>:<side>`).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { hardshipRequests, plans } from '../../db/schema';
import { renderHardshipResponse } from '../../emails/arrears-emails';
import { AppError } from '../../lib/app-error';
import type { QueuedEmail } from '../email-outbox';
import { describeSubmissionAddress } from '../home-decisions';
import { getPurchaseCases } from '../purchase-cases/read-purchase-cases';
import { arrearsPeople } from './arrears-people';
import { auditHardshipResponse } from './hardship-audit';
import { type ArrearsState, type HardshipRow, plansInArrears, plansWithOpenHardship } from './read-arrears';
import { plansArrears } from './read-arrears-batch';

/** One case of the operators' list: the arrears and whose they are. */
export type ArrearsCase = ArrearsState & {
  purchaseCaseId: string;
  customerName: string;
  email: string;
  address: string;
};

/**
 * Every plan with arrears (or an unanswered request for help), oldest arrears first, in a fixed number of queries
 * whatever the number of plans (the plans' cases in one, their arrears in read-arrears-batch.ts's five).
 * @param db the database
 * @param today London's date, YYYY-MM-DD
 * @returns the cases, amounts in pence, ages in days
 */
export async function listArrearsCases(db: Db, today: string): Promise<ArrearsCase[]> {
  const planIds = [
    ...new Set([
      ...(await plansInArrears(db)).map((row) => row.planId),
      ...(await plansWithOpenHardship(db)),
    ]),
  ];
  if (planIds.length === 0) return [];
  const found = await db
    .select({ planId: plans.id, purchaseCaseId: plans.purchaseCaseId })
    .from(plans)
    .where(inArray(plans.id, planIds));
  const views = new Map(
    (
      await getPurchaseCases(
        db,
        found.map((row) => row.purchaseCaseId),
      )
    ).map((view) => [view.purchaseCase.id, view]),
  );
  const states = await plansArrears(
    db,
    found.map((row) => row.planId),
    today,
  );
  const cases: ArrearsCase[] = [];
  for (const { planId, purchaseCaseId } of found) {
    const view = views.get(purchaseCaseId);
    const state = states.get(planId);
    if (!view || !state) continue;
    cases.push({
      ...state,
      purchaseCaseId,
      customerName: `${view.firstName} ${view.lastName}`,
      email: view.email,
      address: describeSubmissionAddress(view.home),
    });
  }
  return cases.sort(
    (a, b) => b.ageDays - a.ageDays || b.arrearsPence - a.arrearsPence || a.planId.localeCompare(b.planId),
  );
}

/**
 * Records an operator's response to a request for help, writes it to the audit log ({@link auditHardshipResponse})
 * and e-mails it to the customer (and a joined co-applicant), all in one transaction.
 * @param services the database, the outbox and the configuration
 * @param input the request's id and the response
 * @param operatorEmail who responds
 * @returns the request as answered
 * @throws NOT_FOUND (field requestId) for an unknown request; CONFLICT (field requestId) when it was answered
 */
export async function respondToHardship(
  services: Pick<Context, 'db' | 'email' | 'config'>,
  input: { requestId: string; response: string },
  operatorEmail: string,
): Promise<HardshipRow> {
  const { row, queued } = await services.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(hardshipRequests)
      .where(eq(hardshipRequests.id, input.requestId));
    if (!existing) throw new AppError('NOT_FOUND', 'That request was not found.', { field: 'requestId' });
    const [updated] = await tx
      .update(hardshipRequests)
      .set({ response: input.response, respondedBy: operatorEmail, respondedAt: new Date() })
      .where(and(eq(hardshipRequests.id, input.requestId), isNull(hardshipRequests.respondedAt)))
      .returning();
    if (!updated) {
      throw new AppError('CONFLICT', 'That request has already been answered.', { field: 'requestId' });
    }
    await auditHardshipResponse(tx, updated, operatorEmail);
    const messages: QueuedEmail[] = [];
    for (const person of await arrearsPeople(tx, updated.planId)) {
      const link = `${services.config.appUrl}${person.path}`;
      const mail = await renderHardshipResponse({
        firstName: person.firstName,
        response: input.response,
        link,
      });
      const key = `hardship-response:${updated.id}:${person.side}`;
      messages.push(await services.email.enqueue(tx, { to: person.email, ...mail, links: [link] }, key));
    }
    return { row: updated, queued: messages };
  });
  await services.email.deliver(queued);
  return row;
}
