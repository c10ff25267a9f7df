/**
 * The inputs of the plan-ending operations (zod; decision 076): the customer's notice, its new moving day and
 * going ahead with a quote, the operator's inspection, refund, buy-out steps, completion and a purchase that fell
 * through. The rules that need today's date or the
 * ledger (the 30 days' notice, the amount due on completion) are checked on the server with plan-ending.ts and
 * ledger-buy-out.ts; these schemas check the shapes and limits. Kept apart so pages that only show do not load zod.
 */
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { DAMAGE_CHARGE_MAX_PENCE, PLAN_ENDING_NOTE_MAX, REFUND_PAYMENT_REFERENCE_MAX } from './plan-ending';

const day = (what: string) => z.string().refine(isCalendarDate, { error: `Give ${what} as YYYY-MM-DD` });
const caseId = z.uuid({ error: 'Choose a purchase case' });
const reference = z
  .string()
  .trim()
  .min(1, { error: 'Give the bank transfer’s reference' })
  .max(REFUND_PAYMENT_REFERENCE_MAX, {
    error: `The reference must be at most ${REFUND_PAYMENT_REFERENCE_MAX} characters`,
  });

/** giveMoveOutNotice: the moving day and an optional reason (at most 500 characters). */
export const giveMoveOutNoticeInputSchema = z.object({
  movingOn: day('your moving day'),
  reason: z
    .string()
    .trim()
    .max(PLAN_ENDING_NOTE_MAX, { error: 'Keep the reason to 500 characters' })
    .nullish(),
});

/** goAheadWithBuyOut: the quote (UUID). */
export const goAheadWithBuyOutInputSchema = z.object({ quoteId: z.uuid({ error: 'Choose a quote' }) });

/** recordMoveOutInspection: the case, the day, the damage charge (pence, 0 allowed) and its note. */
export const recordMoveOutInspectionInputSchema = z.object({
  purchaseCaseId: caseId,
  inspectedOn: day('the inspection date'),
  damagePence: z
    .number({ error: 'Give the damage charge' })
    .int({ error: 'Give the damage charge in whole pence' })
    .min(0, { error: 'The damage charge cannot be below £0' })
    .max(DAMAGE_CHARGE_MAX_PENCE, { error: 'The damage charge is at most £50,000' }),
  damageNote: z
    .string()
    .trim()
    .max(PLAN_ENDING_NOTE_MAX, { error: 'Keep the note to 500 characters' })
    .nullish(),
});

/** recordMoveOutRefundPaid: the case, the day paid, the refund paid (pence) and the transfer's reference. */
export const recordMoveOutRefundPaidInputSchema = z.object({
  purchaseCaseId: caseId,
  paidOn: day('the day the refund was paid'),
  amountPence: z
    .number({ error: 'Give the refund paid' })
    .int({ error: 'Give the refund in whole pence' })
    .min(0, { error: 'The refund cannot be below £0' })
    .max(2_000_000_000, { error: 'The refund must be at most £20,000,000' }),
  reference,
});

/** changeMoveOutDay: the new moving day (30 days to a year from today, checked on the server). */
export const changeMoveOutDayInputSchema = z.object({ movingOn: day('your new moving day') });

/** recordBuyOutFallenThrough: the case and why the purchase did not go ahead (1 to 500 characters). */
export const recordBuyOutFallenThroughInputSchema = z.object({
  purchaseCaseId: caseId,
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why the purchase did not go ahead' })
    .max(PLAN_ENDING_NOTE_MAX, { error: `Keep the reason to ${PLAN_ENDING_NOTE_MAX} characters` }),
});

/** The steps of buying the rest an operator records before completion. */
export const BUY_OUT_STEP_KINDS = ['VALUATION_INSTRUCTED', 'VALUATION_RECEIVED', 'MORTGAGE_OFFER'] as const;

/** recordBuyOutStep: the case, the step, its day, and for the valuation its figure (whole pounds) and surveyor. */
export const recordBuyOutStepInputSchema = z.object({
  purchaseCaseId: caseId,
  step: z.enum(BUY_OUT_STEP_KINDS, { error: 'Choose the step' }),
  on: day('the date'),
  valuePounds: z
    .number()
    .int({ error: 'Give the value in whole pounds' })
    .min(1, { error: 'The value must be at least £1' })
    .max(100_000_000, { error: 'The value must be at most £100,000,000' })
    .nullish(),
  surveyor: z
    .string()
    .trim()
    .max(200, { error: 'The surveyor’s name must be at most 200 characters' })
    .nullish(),
});

/** completeBuyOut: the case, the completion day, the money received (pence) and its reference. */
export const completeBuyOutInputSchema = z.object({
  purchaseCaseId: caseId,
  completedOn: day('the completion date'),
  amountReceivedPence: z
    .number({ error: 'Give the amount received' })
    .int({ error: 'Give the amount in whole pence' })
    .min(0, { error: 'The amount cannot be below £0' })
    .max(2_000_000_000, { error: 'The amount must be at most £20,000,000' }),
  reference,
});
