/**
 * The audit-log row of an operator's response to a customer's request for help (decision 075), shown on the
 * console's Audit log page like every operator action (its note is the response). Its subject is the customer's
 * application, so that it is part of their "your data" export (account-data-parts.ts auditRows) and is deleted with
 * their account (account-deletion-roles.ts deletes the audit rows about the application) like the request itself.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog, plans, purchaseCases } from '../../db/schema';
import type { HardshipRow } from './read-arrears';

/** The audit action of a response to a request for help. */
export const RESPOND_TO_HARDSHIP_ACTION = 'respond-to-hardship';

/**
 * Writes the audit row of a response, in the transaction that records it.
 * @param tx the response's transaction
 * @param request the request as answered (its response, responder and time set)
 * @param actor the responding operator's e-mail
 * @returns nothing; the row is `respond-to-hardship` about the application, with details `requestId`, `planId`,
 *   `purchaseCaseId`, `note` (the response as typed), `before` `{ answered: false }` and `after`
 *   `{ answered: true }`
 */
export async function auditHardshipResponse(
  tx: Tx,
  request: Pick<HardshipRow, 'id' | 'planId' | 'response'>,
  actor: string,
): Promise<void> {
  const [plan] = await tx
    .select({ purchaseCaseId: plans.purchaseCaseId, applicationId: purchaseCases.applicationId })
    .from(plans)
    .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
    .where(eq(plans.id, request.planId));
  await tx.insert(auditLog).values({
    actor,
    action: RESPOND_TO_HARDSHIP_ACTION,
    subjectId: plan?.applicationId ?? request.id,
    details: {
      requestId: request.id,
      planId: request.planId,
      purchaseCaseId: plan?.purchaseCaseId ?? null,
      note: request.response,
      before: { answered: false },
      after: { answered: true },
    },
  });
}
