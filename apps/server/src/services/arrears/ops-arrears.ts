/**
 * The operators' side of arrears (decision 075): every plan that owes arrears or has a request for help
 * unanswered, oldest arrears first, with its age bucket (0–30, 31–60, 61–90, 90+ days), payment plan and the
 * customer's messages; and an operator's response to a request for help, e-mailed to the customer through the
 * outbox (key `hardship-response:<request id>:<side>`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { hardshipRequests, plans } from '../../db/schema';
import { renderHardshipResponse } from '../../emails/arrears-emails';
import { AppError } from '../../lib/app-error';
import type { QueuedEmail } from '../email-outbox';
import { describeSubmissionAddress } from '../home-decisions';
import { getPurchaseCase } from '../purchase-cases/read-purchase-cases';
import { arrearsPeople } from './arrears-people';
import {
  type ArrearsState,
  type HardshipRow,
  planArrears,
  plansInArrears,
  plansWithOpenHardship,
} from './read-arrears';

/** One case of the operators' list: the arrears and whose they are. */
export type ArrearsCase = ArrearsState & {
  purchaseCaseId: string;
  customerName: string;
  email: string;
  address: string;
};

/**
 * Every plan with arrears (or an unanswered request for help), oldest arrears first.
 * @param db the database
 * @param today London's date, YYYY-MM-DD
 * @returns the cases, amounts in pence, ages in days
 */
export async function listArrearsCases(db: Db, today: string): Promise<ArrearsCase[]> {
  const planIds = new Set([
    ...(await plansInArrears(db)).map((row) => row.planId),
    ...(await plansWithOpenHardship(db)),
  ]);
  const cases: ArrearsCase[] = [];
  for (const planId of planIds) {
    const [plan] = await db
      .select({ purchaseCaseId: plans.purchaseCaseId })
      .from(plans)
      .where(eq(plans.id, planId));
    if (!plan) continue;
    const view = await getPurchaseCase(db, plan.purchaseCaseId);
    const state = await planArrears(db, planId, today);
    cases.push({
      ...state,
      purchaseCaseId: plan.purchaseCaseId,
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
 * Records an operator's response to a request for help and e-mails it to the customer (and a joined co-applicant).
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
