/**
 * The purchase case operations' inputs (zod), checked by the API before the domain's rules of a move
 * (purchase-case.ts checkPurchaseCaseMove) and by the console's form. Kept apart from purchase-case.ts so that
 * the customer's timeline does not load zod.
 */
import { z } from 'zod';
import { PURCHASE_CASE_STATES, PURCHASE_CASE_TEXT_MAX, type PurchaseCaseState } from './purchase-case';

/** purchaseCase: one case by its id. */
export const purchaseCaseIdInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
});

/** An optional text of at most {@link PURCHASE_CASE_TEXT_MAX} characters; empty and absent are null. */
const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .max(PURCHASE_CASE_TEXT_MAX, {
      error: `The ${what} must be at most ${PURCHASE_CASE_TEXT_MAX} characters`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * movePurchaseCase: the case, the state to move to, the day it happened (YYYY-MM-DD) and a note; a reason when
 * it falls through. Whether the move is allowed from the case's state, and the date's bounds, are the domain's
 * (checkPurchaseCaseMove), checked by the service.
 */
export const movePurchaseCaseInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
  to: z.enum(PURCHASE_CASE_STATES as [PurchaseCaseState, ...PurchaseCaseState[]], {
    error: 'Choose the stage the purchase has reached',
  }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD' }),
  reason: optionalText('reason'),
  note: optionalText('note'),
});
/** The parsed movePurchaseCase input. */
export type MovePurchaseCaseParsed = z.output<typeof movePurchaseCaseInputSchema>;
