/**
 * The arrears part of the "Your data" export (services/account-data.ts; decision 075): for every plan of the
 * application, the payment plans agreed (each with its instalments), the reminders sent and the person's own
 * requests for help with the team's replies. As elsewhere in the export, which member of staff replied is left out
 * (the app says "Stairway"), and on a joint plan each person gets the messages they wrote, not the other's.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  arrearsInstalments,
  arrearsPaymentPlans,
  arrearsReminders,
  hardshipRequests,
  plans,
  purchaseCases,
} from '../db/schema';

/** The export's arrears section. */
export type ArrearsData = {
  /** Payment plans agreed, oldest first, each with its instalments (pence, YYYY-MM-DD) in order. */
  paymentPlans: Array<
    typeof arrearsPaymentPlans.$inferSelect & {
      instalments: Array<{ number: number; dueOn: string; amountPence: number }>;
    }
  >;
  /** The reminder e-mails sent about arrears, oldest first (amounts in pence). */
  remindersSent: Array<{
    planId: string;
    sinceDate: string;
    reminderDay: number;
    arrearsPence: number;
    sentAt: Date;
  }>;
  /** The person's own requests for help, oldest first, with the team's reply (null until given). */
  requestsForHelp: Array<{
    id: string;
    planId: string;
    message: string;
    sentAt: Date;
    reply: string | null;
    repliedAt: Date | null;
  }>;
};

/**
 * A person's arrears data on an application.
 * @param db the database
 * @param applicationId the application whose plans to read
 * @param person 'applicant' or 'coApplicant': whose requests for help to include
 * @returns the section; empty lists before any plan
 */
export async function arrearsDataOf(
  db: Db,
  applicationId: string,
  person: 'applicant' | 'coApplicant',
): Promise<ArrearsData> {
  const planIds = (
    await db
      .select({ id: plans.id })
      .from(plans)
      .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
      .where(eq(purchaseCases.applicationId, applicationId))
  ).map((row) => row.id);
  if (planIds.length === 0) return { paymentPlans: [], remindersSent: [], requestsForHelp: [] };
  const paymentPlans = await db
    .select()
    .from(arrearsPaymentPlans)
    .where(inArray(arrearsPaymentPlans.planId, planIds))
    .orderBy(asc(arrearsPaymentPlans.createdAt));
  const instalments = paymentPlans.length
    ? await db
        .select()
        .from(arrearsInstalments)
        .where(
          inArray(
            arrearsInstalments.paymentPlanId,
            paymentPlans.map((row) => row.id),
          ),
        )
        .orderBy(asc(arrearsInstalments.number))
    : [];
  const reminders = await db
    .select()
    .from(arrearsReminders)
    .where(inArray(arrearsReminders.planId, planIds))
    .orderBy(asc(arrearsReminders.sentAt));
  const requests = await db
    .select()
    .from(hardshipRequests)
    .where(and(inArray(hardshipRequests.planId, planIds), eq(hardshipRequests.requestedBy, person)))
    .orderBy(asc(hardshipRequests.createdAt));
  return {
    paymentPlans: paymentPlans.map((row) => ({
      ...row,
      instalments: instalments
        .filter((i) => i.paymentPlanId === row.id)
        .map((i) => ({ number: i.number, dueOn: i.dueOn, amountPence: i.amountPence })),
    })),
    remindersSent: reminders.map(({ id: _id, ...row }) => row),
    requestsForHelp: requests.map((row) => ({
      id: row.id,
      planId: row.planId,
      message: row.message,
      sentAt: row.createdAt,
      reply: row.response,
      repliedAt: row.respondedAt,
    })),
  };
}
