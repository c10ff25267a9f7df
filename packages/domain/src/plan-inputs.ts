/**
 * The plan operations' inputs (zod; decision 070): an operator's plan (the agreed price and the monthly rent),
 * a plan version's id, and a signature (the SHA-256 of the document read and whether advice was taken). Kept
 * apart from plan-key-facts.ts so that the plan's page does not load zod.
 */
import { z } from 'zod';

const wholePounds = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give the ${what} in whole pounds` })
    .int({ error: `Give the ${what} in whole pounds` })
    .min(min, { error: `The ${what} must be at least £${min.toLocaleString('en-GB')}` })
    .max(max, { error: `The ${what} must be at most £${max.toLocaleString('en-GB')}` });

/** preparePlan: the case, the agreed price (£10,000 to £5,000,000) and the monthly rent (£1 to £50,000). */
export const preparePlanInputSchema = z.object({
  purchaseCaseId: z.uuid({ error: 'Choose a purchase case' }),
  price: wholePounds('price', 10_000, 5_000_000),
  monthlyRent: wholePounds('monthly rent', 1, 50_000),
});
/** The parsed preparePlan input. */
export type PreparePlanParsed = z.output<typeof preparePlanInputSchema>;

/** openPlan and planPdf: a plan version's id. */
export const planIdInputSchema = z.object({ planId: z.uuid({ error: 'Choose a plan' }) });

/** signPlan: the version, the SHA-256 of the document read (64 hex digits), and whether advice was taken. */
export const signPlanInputSchema = z.object({
  planId: z.uuid({ error: 'Choose a plan' }),
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'The document’s fingerprint must be 64 hexadecimal digits' }),
  tookAdvice: z.boolean({ error: 'Say whether you have taken independent advice' }),
});
/** The parsed signPlan input. */
export type SignPlanParsed = z.output<typeof signPlanInputSchema>;
