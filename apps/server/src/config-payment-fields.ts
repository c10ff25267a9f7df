/**
 * The environment variables of payments (Stripe, the waitlist fee) and of the sandbox providers' use in
 * production, validated with the rest of the configuration at start (config.ts).
 */
import { DEFAULT_PLAN_REVIEW_DAYS } from '@stairway/domain/plan-key-facts';
import { DEFAULT_WAITLIST_FEE_PENCE, MIN_WAITLIST_FEE_PENCE } from '@stairway/domain/waitlist-fee';
import { z } from 'zod';

/** The zod fields of the payment and sandbox variables, merged into config.ts's schema. */
export const paymentConfigFields = {
  /**
   * "true" lets the sandbox identity and open-banking providers (where applicants choose their own results)
   * run with NODE_ENV=production, for a demo, and lets `npm run ops -- approve-application` approve
   * applications whose checks were passed at the sandbox. Off by default: in production the server refuses
   * to start with the sandbox providers.
   */
  ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: z
    .enum(['true', 'false'], {
      error: 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION must be "true" or "false"',
    })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Stripe secret key (`sk_live_…` or `sk_test_…`): when set, the waitlist fee is taken with Stripe Checkout;
   * when unset, at the sandbox checkout on this server (refused in production unless
   * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true).
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  /**
   * Signing secret (`whsec_…`) of the Stripe webhook endpoint pointed at APP_URL/webhooks/stripe: when set, the
   * webhook confirms payments (the source of truth); when unset, checkPaymentSession asks Stripe.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /**
   * Signing secret (`whsec_…`) of the Stripe webhook endpoint pointed at APP_URL/webhooks/direct-debit, for the
   * plan's Bacs Direct Debit (decision 071): its events settle collections and mandates. Without it, the daily
   * collections job asks Stripe about collections still processing.
   */
  STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** The waitlist fee, pence (integer minor units): £99 (9900) by default; at least 30p, Stripe's minimum. */
  WAITLIST_FEE_PENCE: z.coerce
    .number({ error: 'WAITLIST_FEE_PENCE must be a number of pence' })
    .int('WAITLIST_FEE_PENCE must be a whole number of pence')
    .min(MIN_WAITLIST_FEE_PENCE, `WAITLIST_FEE_PENCE must be at least ${MIN_WAITLIST_FEE_PENCE} (30p)`)
    .max(100_000_00, 'WAITLIST_FEE_PENCE must be at most 10000000 (£100,000)')
    .default(DEFAULT_WAITLIST_FEE_PENCE),
  /**
   * Days a customer must wait after first opening their plan before they may sign it, unless they confirm they
   * have taken independent advice (decision 070): 7 by default, 0 to 60.
   */
  PLAN_REVIEW_DAYS: z.coerce
    .number({ error: 'PLAN_REVIEW_DAYS must be a number of days' })
    .int('PLAN_REVIEW_DAYS must be a whole number of days')
    .min(0, 'PLAN_REVIEW_DAYS must be at least 0')
    .max(60, 'PLAN_REVIEW_DAYS must be at most 60')
    .default(DEFAULT_PLAN_REVIEW_DAYS),
};

/** The parsed payment variables. */
export type PaymentConfig = z.infer<z.ZodObject<typeof paymentConfigFields>>;

/**
 * Adds an issue when STRIPE_WEBHOOK_SECRET or STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY (config.ts's superRefine).
 * @param c the parsed variables
 * @param ctx zod's refinement context
 */
export function refinePaymentConfig(c: PaymentConfig, ctx: z.RefinementCtx): void {
  if (c.STRIPE_WEBHOOK_SECRET && !c.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take payments with Stripe',
    });
  }
  if (c.STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET && !c.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to collect by Direct Debit with Stripe',
    });
  }
}
