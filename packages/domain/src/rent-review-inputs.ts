/**
 * The inputs of giving and withdrawing notice of a rent change (zod; decision 074). Kept apart from rent-review.ts so that the
 * pages showing rents do not load zod.
 */
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';

/** giveRentChangeNotice: the case, the new rent (whole pounds), the day it applies from and why. */
export const giveRentChangeNoticeInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
  monthlyRent: z
    .number({ error: 'Give the new rent in whole pounds' })
    .int({ error: 'Give the new rent in whole pounds' })
    .min(1, { error: 'The new rent must be at least £1' })
    .max(100_000, { error: 'The new rent must be at most £100,000' }),
  effectiveFrom: z.string().refine(isCalendarDate, { error: 'Give the day it applies from as YYYY-MM-DD' }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why the rent changes' })
    .max(500, { error: 'The reason must be at most 500 characters' }),
});

/** withdrawRentChangeNotice: the change and why it is withdrawn (told to the customer). */
export const withdrawRentChangeNoticeInputSchema = z.object({
  rentChangeId: z.uuid({ error: 'Choose a rent change' }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why the notice is withdrawn' })
    .max(500, { error: 'The reason must be at most 500 characters' }),
});
