/**
 * The input of `saveReadinessFigures` (zod; decision 077): the customer's own figures for "when can I buy the
 * rest?" (mortgage-readiness.ts), whole pounds. Kept apart from mortgage-readiness.ts so that the page showing the
 * tracker does not load zod. The bounds match the readiness_figures table's check.
 */
import { z } from 'zod';

/** A whole number of pounds from 0 to `max`, with errors that name the field. */
const pounds = (what: string, max: number, example: string) =>
  z
    .number({ error: `Give ${what} in whole pounds, e.g. ${example}` })
    .int({ error: `Give ${what} in whole pounds` })
    .min(0, { error: `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative` })
    .max(max, {
      error: `${what[0]?.toUpperCase()}${what.slice(1)} must be at most £${max.toLocaleString('en-GB')}`,
    });

/** saveReadinessFigures: the household's gross annual income, card balances and monthly loan repayments. */
export const saveReadinessFiguresInputSchema = z.object({
  annualIncomePounds: pounds('the household income', 10_000_000, '42000'),
  cardBalancePounds: pounds('the card balances', 1_000_000, '1500'),
  monthlyLoansPounds: pounds('the monthly loan repayments', 100_000, '150'),
});

/** The parsed input. */
export type SaveReadinessFiguresInput = z.infer<typeof saveReadinessFiguresInputSchema>;
