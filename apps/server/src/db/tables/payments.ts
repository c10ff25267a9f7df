/** Payments of the waitlist fee. Exported through db/schema.ts. */
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { timestamps } from './columns';

/**
 * Payments of the waitlist fee (spec §7 getPaymentLink, checkPaymentSession; docs/decisions/017): one row per
 * checkout session opened at the payment provider (Stripe Checkout, or the sandbox checkout on this server).
 * The provider's session id is unique, so a payment confirmed twice (the webhook and the applicant coming
 * back, or two webhook deliveries) is recorded once; the application's waitlistFeePaid is set in the same
 * transaction as the row becomes Paid. One fee per application: the co-applicant's feePaid reads it too.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** Who opened the checkout: the applicant's user id (the co-applicant's in a later release). */
    userId: uuid('user_id').notNull(),
    /** What is paid for: 'waitlist-fee'. */
    purpose: text('purpose').notNull().default('waitlist-fee'),
    /** 'stripe' or 'sandbox'. */
    provider: text('provider').notNull(),
    /** The provider's checkout session id (Stripe's `cs_…`, or the sandbox reference). */
    providerSessionId: text('provider_session_id').notNull(),
    /** The checkout page. */
    url: text('url').notNull(),
    /** The amount asked, pence (integer minor units). */
    amountPence: integer('amount_pence').notNull(),
    /** ISO 4217, lower case as Stripe writes it: 'gbp'. */
    currency: text('currency').notNull().default('gbp'),
    /** PAYMENT_STATUSES (packages/domain/src/waitlist-fee.ts). */
    status: text('status').$type<PaymentStatus>().notNull().default('Pending'),
    /** When the checkout stops working; null when the provider gives none. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the payment was confirmed as paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How the payment was confirmed: 'webhook' or 'check' (checkPaymentSession asked the provider). */
    confirmedBy: text('confirmed_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_session_unique').on(t.provider, t.providerSessionId),
    index('payments_application_idx').on(t.applicationId, t.createdAt),
  ],
);
