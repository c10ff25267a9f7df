/**
 * The customer's own figures for "when can I buy the rest?" (decision 077): the household's gross annual income,
 * card balances and monthly loan repayments as they are now, entered on Your home after the move-in. They are a
 * what-if of the customer's, not part of the assessed application (whose figures stay as the review saw them).
 * Never updated: each save is a new row, and the newest is the one the tracker uses. Exported through db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans';

/** One save of the customer's readiness figures. */
export const readinessFigures = pgTable(
  'readiness_figures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The household's gross annual income, whole pounds. */
    annualIncomePounds: integer('annual_income_pounds').notNull(),
    /** What is owed on credit and store cards, whole pounds. */
    cardBalancePounds: integer('card_balance_pounds').notNull(),
    /** Loan and finance repayments, whole pounds a month. */
    monthlyLoansPounds: integer('monthly_loans_pounds').notNull(),
    /** Who saved them: 'applicant' or 'coApplicant' (a joined co-applicant). */
    enteredBy: text('entered_by').$type<'applicant' | 'coApplicant'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'readiness_figures_amounts',
      sql`${t.annualIncomePounds} between 0 and 10000000 and ${t.cardBalancePounds} between 0 and 1000000 and ${t.monthlyLoansPounds} between 0 and 100000`,
    ),
    check('readiness_figures_entered_by_known', sql`${t.enteredBy} in ('applicant', 'coApplicant')`),
    index('readiness_figures_plan_idx').on(t.planId, t.createdAt),
  ],
);
