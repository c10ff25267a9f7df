/**
 * The inputs of the home value operations (zod; decision 073): buying more equity, confirming its checkout,
 * recording a surveyor's figure and revaluing a home now. Kept apart from revaluation.ts and equity-purchase.ts so
 * that the pages showing values do not load zod.
 */
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';

/**
 * startEquityPurchase: the amount, whole pence (£50 and up; the plan's limits are checked on the server), and how
 * it is paid ('card' or 'bank'; by card when not given).
 */
export const startEquityPurchaseInputSchema = z.object({
  method: z.enum(['card', 'bank'], { error: 'Choose to pay by card or by bank' }).nullish(),
  amountPence: z
    .number({ error: 'Give the amount in pence, e.g. 5000 for £50' })
    .int({ error: 'Give the amount in whole pence' })
    .min(5_000, { error: 'The smallest extra payment is £50 (5000 pence)' })
    .max(100_000_000, { error: 'The amount is more than the plan allows' }),
});

/** checkEquityPurchase: the provider's checkout session id, 1 to 200 letters, digits, underscores or hyphens. */
export const checkEquityPurchaseInputSchema = z.object({
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'The session id must be 1 to 200 letters, digits, _ or -' }),
});

/** recordSurveyorValuation: the case, the value (whole pounds), its day, the surveyor and an optional note. */
export const recordSurveyorValuationInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
  valuePounds: z
    .number({ error: 'Give the value in whole pounds' })
    .int({ error: 'Give the value in whole pounds' })
    .min(1, { error: 'The value must be at least £1' })
    .max(100_000_000, { error: 'The value must be at most £100,000,000' }),
  valuedOn: z.string().refine(isCalendarDate, { error: 'Give the valuation date as YYYY-MM-DD' }),
  surveyor: z
    .string()
    .trim()
    .min(1, { error: 'Name the surveyor or firm' })
    .max(200, { error: 'The surveyor’s name must be at most 200 characters' }),
  note: z.string().trim().max(200, { error: 'The note must be at most 200 characters' }).nullish(),
});

/** revalueHome: the case. */
export const revalueHomeInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
});
