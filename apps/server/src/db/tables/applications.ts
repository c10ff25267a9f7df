/**
 * The applicant's application, its co-applicant, and the links e-mailed to either. Exported through
 * db/schema.ts.
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import type { DepositSource } from '@stairway/domain/constants';
import type { PipelineStatus } from '@stairway/domain/pipeline';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/** The applicant's application (spec section 3, UserApplication). One per user. */
export const userApplications = pgTable(
  'user_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Gross annual pay given at onboarding, pounds per year. */
    grossAnnualPay: integer('gross_annual_pay').notNull().default(0),
    /** Deposit available, pounds. */
    deposit: integer('deposit').notNull().default(0),
    /** One of the spec's deposit sources, as identifiers (DEPOSIT_SOURCES: CashSavings, LiquidInvestments...). */
    depositSource: text('deposit_source').$type<DepositSource>(),
    jointApplication: boolean('joint_application').notNull().default(false),
    otherFirstName: text('other_first_name'),
    otherMiddleName: text('other_middle_name'),
    otherLastName: text('other_last_name'),
    /** National Insurance number, upper case without spaces. */
    nin: text('nin'),
    identityVerified: boolean('identity_verified').notNull().default(false),
    /** Budget (maximum home price), whole pounds. */
    budget: integer('budget').notNull().default(0),
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    waitlistFeePaid: boolean('waitlist_fee_paid').notNull().default(false),
    nationality: text('nationality'),
    documentsUploaded: boolean('documents_uploaded').notNull().default(false),
    welcomeSeen: boolean('welcome_seen').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Monthly loan repayments, pounds per month. */
    monthlyLoans: integer('monthly_loans').notNull().default(0),
    /** Outstanding credit card balances, pounds. */
    cardBalance: integer('card_balance').notNull().default(0),
    /** 'Yes' when the co-applicant has granted permission. */
    coApplicantPermission: text('co_applicant_permission'),
    coApplicantLoginLinkSent: boolean('co_applicant_login_link_sent').notNull().default(false),
    /** Other monthly commitments, pounds per month. */
    monthlyCommitments: integer('monthly_commitments').notNull().default(0),
    identityVerificationRequested: boolean('identity_verification_requested').notNull().default(false),
    /** True when the applicant chose to skip identity checks for now (skipChecks). */
    identityVerificationSkipped: boolean('identity_verification_skipped').notNull().default(false),
    submitted: boolean('submitted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** null: not answered yet; false: the applicant said they have none; true: they have some. */
    hasAdditionalIncome: boolean('has_additional_income'),
    bankStatementsManualUpload: boolean('bank_statements_manual_upload').notNull().default(false),
    openBankingConnected: boolean('open_banking_connected').notNull().default(false),
    openBankingRequested: boolean('open_banking_requested').notNull().default(false),
    adultDependants: integer('adult_dependants').notNull().default(0),
    childDependants: integer('child_dependants').notNull().default(0),
    /**
     * When the applicant last saved the Cards, Monthly commitments and Dependants pages; null until then, so
     * that the overview says "nothing added yet" rather than "none". These optional sections still count as
     * complete for progress (spec §4 "Expenditure and dependants: always complete").
     */
    cardsAnsweredAt: timestamp('cards_answered_at', { withTimezone: true }),
    /** See cardsAnsweredAt: Monthly commitments (loans, other commitments, expenses). */
    monthlyCommitmentsAnsweredAt: timestamp('monthly_commitments_answered_at', { withTimezone: true }),
    /** See cardsAnsweredAt: Dependants. */
    dependantsAnsweredAt: timestamp('dependants_answered_at', { withTimezone: true }),
    /** Monthly rent budget, whole pounds rounded down to 5. */
    rentBudget: integer('rent_budget').notNull().default(0),
    utmSource: text('utm_source'),
    utmOtherSource: text('utm_other_source'),
    /** Preferred postcode districts (outcodes such as SO16), upper case. */
    preferredLocations: text('preferred_locations').array().notNull().default(sql`'{}'::text[]`),
    /** The eligibility answers given at /onboard/checks. */
    checks: jsonb('checks').$type<Record<string, boolean>>(),
    /** The last affordability breakdown (every intermediate figure), for the pipeline. */
    affordability: jsonb('affordability').$type<AffordabilityResult>(),
    /**
     * The applicant's pipeline status, kept by PostgreSQL from the flags (a stored generated column, so that the
     * investor pipeline filters and counts 100,000 applicants through an index). The same rule as
     * PIPELINE_STATUS_RULE in packages/domain/src/pipeline-status.ts, less InReview, which needs home submissions
     * (decision 019; Approved comes before FeePaid); the API tests check that both agree.
     */
    pipelineStatus: text('pipeline_status')
      .$type<PipelineStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN rejected THEN 'Rejected' WHEN approved THEN 'Approved' WHEN submitted AND waitlist_fee_paid THEN 'FeePaid' WHEN submitted THEN 'Submitted' ELSE 'Onboard' END`,
      ),
    /**
     * Household assessable income, whole pounds a year: the affordability breakdown's householdAssessableIncome,
     * or the gross annual pay given at onboarding before any breakdown is stored. Generated, for the pipeline's
     * sort.
     */
    totalIncome: integer('total_income')
      .notNull()
      .generatedAlwaysAs(
        sql`COALESCE(ROUND((affordability->>'householdAssessableIncome')::numeric)::integer, gross_annual_pay)`,
      ),
    ...timestamps,
  },
  (t) => [
    index('user_applications_pipeline_created_idx').on(t.pipelineStatus, t.createdAt),
    index('user_applications_pipeline_income_idx').on(t.pipelineStatus, t.totalIncome),
    index('user_applications_pipeline_budget_idx').on(t.pipelineStatus, t.budget),
    index('user_applications_created_idx').on(t.createdAt),
    index('user_applications_income_idx').on(t.totalIncome),
    index('user_applications_budget_idx').on(t.budget),
    index('user_applications_locations_idx').using('gin', t.preferredLocations),
  ],
);

/**
 * The co-applicant of a joint application (spec §3 CoApplicantUser; decision 015): at most one per
 * application. The applicant records the name and e-mail address (updateCoApplicant) and sends the sign-up
 * link (addCoApplicant); the co-applicant chooses a password from it (coApplicantSignUp, `passwordHash` null
 * until then) and fills in their own about-you, additional-income answer and checks, kept here beside their
 * rows in incomes, user_addresses, verification_sessions and applicant_documents (person 'coApplicant').
 * E-mails are stored lower-cased and are unique among co-applicants who have joined (decision 046).
 */
export const coApplicants = pgTable(
  'co_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** argon2id hash; null until the co-applicant signs up from their link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    /** True once the sign-up link reached them (they signed up from it). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Session version, as users.session_version (decision 013). */
    sessionVersion: integer('session_version').notNull().default(0),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    /** National Insurance number, upper case without spaces. */
    nin: text('nin'),
    /** null: not answered yet; false: they said they have none; true: they have some. */
    hasAdditionalIncome: boolean('has_additional_income'),
    /** When the co-applicant granted permission (grantPermission); the application's coApplicantPermission is then Yes. */
    hasGrantedPermissionDate: timestamp('has_granted_permission_date', { withTimezone: true }),
    identityVerified: boolean('identity_verified').notNull().default(false),
    identityVerificationRequested: boolean('identity_verification_requested').notNull().default(false),
    documentsUploaded: boolean('documents_uploaded').notNull().default(false),
    bankStatementsManualUpload: boolean('bank_statements_manual_upload').notNull().default(false),
    openBankingConnected: boolean('open_banking_connected').notNull().default(false),
    openBankingRequested: boolean('open_banking_requested').notNull().default(false),
    /** When they signed up (chose a password); null before. */
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    ...timestamps,
  },
  // One address signs in as one person (decision 015): unique among co-applicants who have joined. Invitations may
  // share an address (two applicants may invite the same person, or an address that has an account), so that
  // recording one never says whether the address is taken (decision 046).
  (t) => [uniqueIndex('co_applicants_joined_email_idx').on(t.email).where(sql`signed_up_at is not null`)],
);

/**
 * Single-use tokens sent by e-mail: verification, password-reset, change-of-e-mail and invitation links
 * (`purpose`). Only a SHA-256 hash of the token is kept.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant the link is for; null for a co-applicant's link (then `coApplicantId` is set). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The co-applicant a `co-applicant-sign-up` link is for (decision 015); null for an applicant's link. */
    coApplicantId: uuid('co_applicant_id').references(() => coApplicants.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address a change-of-e-mail link confirms (purpose `change-email`); null for the others. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    index('email_tokens_co_applicant_idx').on(t.coApplicantId),
    check('email_tokens_one_subject', sql`(${t.userId} IS NULL) <> (${t.coApplicantId} IS NULL)`),
  ],
);
