/**
 * The plan payments operations' inputs (zod; decision 071): a statement's month, a Direct Debit setup's id (the
 * provider's, as it comes back on the return URL), a collection's id and a purchase case's id. Kept apart from
 * plan-collections.ts so that the payments page does not load zod.
 */
import { z } from 'zod';

/** A statement's month: YYYY-MM, a real month from 2000 to 2099. */
const month = z
  .string({ error: 'Give the month as YYYY-MM, e.g. 2026-11' })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM, e.g. 2026-11' });

/** myStatement: the month (YYYY-MM). */
export const myStatementInputSchema = z.object({ month });

/** planStatement: the case and the month (YYYY-MM). */
export const planStatementInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
  month,
});

/** confirmDirectDebitSetup: the provider's setup id, 1 to 200 letters, digits, underscores or hyphens. */
export const confirmDirectDebitSetupInputSchema = z.object({
  setupId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'The setup id must be 1 to 200 letters, digits, _ or -' }),
});

/** retryCollection: the collection's id. */
export const retryCollectionInputSchema = z.object({
  collectionId: z.uuid({ error: 'Choose a collection' }),
});

/** planPayments and paymentsReconciliation: a purchase case's id. */
export const planPaymentsInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
});
