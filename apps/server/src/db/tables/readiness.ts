/**
 * The customer's own figures for "when can I buy the rest?" (decision 077): the household's gross annual
 * income (on a joint plan possibly each person's), card balances, monthly loan repayments and other committed
 * spending (childcare, maintenance paid, other regular commitments) as they are now, entered on Your home after the
 * move-in. They are a
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
    /** On a joint plan given person by person: the applicant's gross annual income, whole pounds; else null. */
    applicantIncomePounds: integer('applicant_income_pounds'),
    /** On a joint plan given person by person: the co-applicant's gross annual income, whole pounds; else null. */
    coApplicantIncomePounds: integer('co_applicant_income_pounds'),
    /** Childcare, whole pounds a month (0 before decision 077). */
    monthlyChildcarePounds: integer('monthly_childcare_pounds').notNull().default(0),
    /** Maintenance paid (child or spousal), whole pounds a month. */
    monthlyMaintenancePounds: integer('monthly_maintenance_pounds').notNull().default(0),
    /** Other regular commitments (e.g. student loan repayments from a payslip), whole pounds a month. */
    monthlyOtherCommitmentsPounds: integer('monthly_other_commitments_pounds').notNull().default(0),
    /** Who saved them: 'applicant' or 'coApplicant' (a joined co-applicant). */
    enteredBy: text('entered_by').$type<'applicant' | 'coApplicant'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'readiness_figures_amounts',
      sql`${t.annualIncomePounds} between 0 and 10000000 and ${t.cardBalancePounds} between 0 and 1000000 and ${t.monthlyLoansPounds} between 0 and 100000`,
    ),
    check(
      'readiness_figures_commitments',
      sql`${t.monthlyChildcarePounds} between 0 and 100000 and ${t.monthlyMaintenancePounds} between 0 and 100000 and ${t.monthlyOtherCommitmentsPounds} between 0 and 100000`,
    ),
    // Each person's income, both or neither; when given, the household's is their sum.
    check(
      'readiness_figures_per_person',
      sql`(${t.applicantIncomePounds} is null and ${t.coApplicantIncomePounds} is null) or (${t.applicantIncomePounds} between 0 and 10000000 and ${t.coApplicantIncomePounds} between 0 and 10000000 and ${t.applicantIncomePounds} + ${t.coApplicantIncomePounds} = ${t.annualIncomePounds})`,
    ),
    check('readiness_figures_entered_by_known', sql`${t.enteredBy} in ('applicant', 'coApplicant')`),
    index('readiness_figures_plan_idx').on(t.planId, t.createdAt),
  ],
);
