/**
 * Drizzle table definitions for Stairway (ARCHITECTURE.md section 3).
 *
 * Columns follow the spec's entity field names (spec section 3) in camelCase, mapped to snake_case
 * SQL names. Money is stored as whole pounds in integers unless a column says otherwise.
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import type {
  DepositSource,
  DocumentType,
  EmploymentOption,
  EpcRating,
  IncomeType,
  PropertyType,
} from '@stairway/domain/constants';
import type { PipelineStatus } from '@stairway/domain/pipeline';
import type { IdentityCheckStatus, OpenBankingStatus } from '@stairway/domain/verification';
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** What a stored check or connection can be: every status but NotStarted (that is the absence of a row). */
type VerificationSessionStatus = Exclude<IdentityCheckStatus | OpenBankingStatus, 'NotStarted'>;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Applicants (spec section 3, User). E-mails are stored lower-cased and are unique. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash; null for a customer the team invited who has not set a password yet (ops invite-customer). */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /**
   * Session version: every session token carries the version it was issued under, and a token whose version
   * is not this one is refused. A password reset or change adds one, which signs every other session out.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  ...timestamps,
});

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

/**
 * One-time codes (6 digits, 10 minutes, 5 tries; packages/domain/src/accounts.ts) for any kind of account:
 * `subjectKind` is `applicant` today and `landlord` when landlords sign up, with `subjectId` the id in that
 * kind's table, so it has no foreign key. Only a SHA-256 hash of the code (keyed with the row's id) is
 * kept. A new code for the same subject and purpose replaces the old one.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_codes_subject_idx').on(t.subjectKind, t.subjectId, t.purpose)],
);

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

/** Incomes of the applicant or the co-applicant (spec section 3, Income). Amounts in pounds. */
export const incomes = pgTable(
  'incomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** One of INCOME_TYPES (Employed, ProfessionalContractor, SoleTrader, LimitedCompany, Benefits). */
    type: text('type').$type<IncomeType>().notNull(),
    primary: boolean('primary').notNull().default(false),
    /** One of EMPLOYMENT_OPTIONS (PermanentEmployment, TemporaryZeroHour...); Employed incomes only. */
    employmentOption: text('employment_option').$type<EmploymentOption>(),
    jobTitle: text('job_title'),
    employerName: text('employer_name'),
    /** Pounds per year. */
    baseGrossIncome: integer('base_gross_income'),
    additionalGrossIncome: integer('additional_gross_income'),
    overtime: integer('overtime'),
    contractorCurrentJobTitle: text('contractor_current_job_title'),
    contractorPreviousJobTitle: text('contractor_previous_job_title'),
    contractorNextJobTitle: text('contractor_next_job_title'),
    /** Pounds per day. */
    contractorCurrentDayRate: integer('contractor_current_day_rate'),
    /** Length of the current contract, months. */
    contractorDuration: integer('contractor_duration'),
    currentJobEndsInOneMonth: boolean('current_job_ends_in_one_month'),
    hasNextJob: boolean('has_next_job'),
    natureOfBusiness: text('nature_of_business'),
    companyName: text('company_name'),
    /** Pounds per year. */
    currentYearProfits: integer('current_year_profits'),
    previousYearProfits: integer('previous_year_profits'),
    ltdHouseNumber: text('ltd_house_number'),
    ltdDividends: integer('ltd_dividends'),
    ltdDirectorSalary: integer('ltd_director_salary'),
    ltdPreviousYearDividends: integer('ltd_previous_year_dividends'),
    ltdPreviousYearDirectorSalary: integer('ltd_previous_year_director_salary'),
    accountantName: text('accountant_name'),
    accountantCompany: text('accountant_company'),
    accountantAddress: text('accountant_address'),
    accountantEmail: text('accountant_email'),
    /** Benefits, pounds per month. */
    benefitsUniversal: integer('benefits_universal'),
    benefitsPip: integer('benefits_pip'),
    benefitsChildren: integer('benefits_children'),
    benefitsDla: integer('benefits_dla'),
    ...timestamps,
  },
  (t) => [
    index('incomes_application_idx').on(t.applicationId),
    /** One primary income per person: a partial unique index, so that a race cannot add a second. */
    uniqueIndex('incomes_one_primary_idx').on(t.applicationId, t.person).where(sql`"primary" = true`),
  ],
);

/** Address history (spec section 3, UserAddress). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    person: text('person').notNull().default('applicant'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    /** A full UK postcode for a UK address; for an address abroad, null when it has none. */
    postCode: text('post_code'),
    postTown: text('post_town'),
    /** The UK nation of a UK address, when given; the country's English name for an address abroad. */
    country: text('country'),
    /** ISO 3166-1 alpha-2 code of the address's country; `GB` for the UK (every address saved before). */
    countryCode: text('country_code').notNull().default('GB'),
    uprn: text('uprn'),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [index('user_addresses_application_idx').on(t.applicationId)],
);

/** Monthly expenses (spec section 3, Expense). Amount in pounds per month. */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    ...timestamps,
  },
  (t) => [index('expenses_application_idx').on(t.applicationId)],
);

/**
 * Checks and connections started at an external provider for a person of an application (spec §7 "Identity
 * verification" and "Open banking"; ARCHITECTURE.md §2 "identity, open banking"): the provider's reference
 * and hosted-flow URL, and the last state the provider reported. The latest row per application, person and
 * purpose is the current one; earlier rows (failed or expired checks) are kept as history.
 */
export const verificationSessions = pgTable(
  'verification_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** 'identity' or 'open-banking'. */
    purpose: text('purpose').notNull(),
    /** Which provider holds it: 'sandbox', 'onfido' or 'plaid'. */
    provider: text('provider').notNull(),
    /**
     * The provider's own id of the person, reused for their later checks (Onfido's applicant id); null when
     * the provider has none.
     */
    providerSubjectId: text('provider_subject_id'),
    /** The provider's own reference of the check or connection. */
    reference: text('reference').notNull(),
    /** The provider's hosted page where the person does the check or connects their bank. */
    url: text('url').notNull(),
    /**
     * identity: Pending, Passed, Failed, Expired; open-banking: Pending, Connected, Cancelled, Expired
     * (IDENTITY_CHECK_STATUSES and OPEN_BANKING_STATUSES in packages/domain/src/verification.ts).
     */
    status: text('status').$type<VerificationSessionStatus>().notNull().default('Pending'),
    /** What the provider reported besides the status, e.g. `{ bankName }`. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** When the hosted link stops working; null when the provider gives no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the provider reported a final state. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('verification_sessions_application_idx').on(t.applicationId, t.person, t.purpose, t.createdAt),
    uniqueIndex('verification_sessions_reference_idx').on(t.provider, t.reference),
  ],
);

/**
 * The sandbox identity and open banking providers' own records: they stand in for the systems of a real
 * provider, so that a person (or a test) can complete the hosted flow on this server's /sandbox pages. Kept
 * in the database, not in memory, so that any server instance can answer (ARCHITECTURE.md §6).
 */
export const sandboxSessions = pgTable('sandbox_sessions', {
  /** Random and unguessable: the hosted page's URL is /sandbox/{purpose}/{reference}. */
  reference: text('reference').primaryKey(),
  /** 'identity' or 'open-banking'. */
  purpose: text('purpose').notNull(),
  /** identity: pending, passed, failed; open-banking: pending, connected, cancelled. */
  status: text('status').notNull().default('pending'),
  /** The person's name as the provider was told it, shown on the page. */
  subjectName: text('subject_name').notNull(),
  /** Where the page's "Back to Stairway" link goes when the person has finished. */
  returnUrl: text('return_url').notNull(),
  /** What the person chose, e.g. `{ bankName }`. */
  details: jsonb('details').$type<Record<string, unknown>>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Documents a person of an application uploaded (spec §3 "Applicant document": id, url, type, documentType,
 * displayName, fileName, dateUploaded). The file itself is in storage under `storageKey` (S3 or
 * DATA_DIR/uploads); `url` is a signed link made when the document is read. `createdAt` is dateUploaded.
 */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** The random key from getPreSignedUploadUrl; recorded once. */
    storageKey: text('storage_key').notNull().unique(),
    /** The file's media type as sniffed from its first bytes, e.g. application/pdf (spec §3 `type`). */
    contentType: text('content_type').notNull(),
    /** BankStatement, Contract, Other, Payslip or Tax (spec §3 "Document types"). */
    documentType: text('document_type').$type<DocumentType>().notNull(),
    displayName: text('display_name').notNull(),
    /** The uploaded file's name, cleaned (never used as a path). */
    fileName: text('file_name').notNull(),
    /** Bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    ...timestamps,
  },
  (t) => [index('applicant_documents_application_idx').on(t.applicationId, t.person)],
);

/**
 * Addresses the service knows, searched by postcode for the address-history form when no address-lookup
 * provider is configured (getAddressSearch). Seeded from apps/server/seed-data/addresses-isle-of-wight.csv
 * (HM Land Registry Price Paid Data; seed-data/DATA.md). Lines are formatted from the source's PAON, SAON,
 * street and locality; the source has no UPRN, so `uprn` stays null for these rows.
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised full postcode: upper case, one space before the inward code, e.g. PO37 6BU. */
    postcode: text('postcode').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    /** Post town, upper case as Royal Mail writes it, e.g. SHANKLIN. */
    postTown: text('post_town'),
    country: text('country'),
    /** Unique Property Reference Number; null when the source has none. */
    uprn: text('uprn'),
    /** Where the row comes from, e.g. hmlr-ppd. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_addresses_postcode_idx').on(t.postcode)],
);

/** Postcode districts (outcodes) with their centroid and region, used to place and price homes. */
export const postcodeDistricts = pgTable('postcode_districts', {
  outcode: text('outcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Region name (regions.ts), null when the district is outside the regional yield table. */
  region: text('region'),
  town: text('town'),
  /** Homes (dwellings) listed in this district; kept up to date by the listings importer. */
  listingCount: integer('listing_count').notNull().default(0),
});

/** Homes for sale ("rent comps"; spec section 3, HomeSelection / Listing). */
export const listings = pgTable(
  'listings',
  {
    /** Stable id: the source prefix and the source's own id, e.g. rm-169301258. */
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** One of PROPERTY_TYPES: Flat, Terraced, SemiDetached, Detached, Other. */
    type: text('type').$type<PropertyType>().notNull(),
    /** The source's own property type, e.g. "End of Terrace". */
    sourcePropertyType: text('source_property_type'),
    /** False for land, plots, parking and the like: imported but not offered as homes. */
    isDwelling: boolean('is_dwelling').notNull().default(true),
    address: text('address').notNull(),
    postcode: text('postcode'),
    outcode: text('outcode').notNull(),
    /** Asking price, whole pounds. */
    askingPrice: integer('asking_price').notNull(),
    /** 0 for a studio; null when the source gives none (non-dwellings only). */
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    /** Estimated monthly rent, whole pounds. */
    rent: integer('rent').notNull(),
    imageUrl: text('image_url'),
    description: text('description'),
    link: text('link'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * True when lat/lng are the postcode district's centroid with a small offset (getPinOffset) because the
     * row gave no coordinates (the Rightmove extract); false when the feed gave the home's own coordinates
     * (import-listings.ts).
     */
    locationApproximate: boolean('location_approximate').notNull().default(true),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    /**
     * When the home was last in a feed the importer read (every import that holds the row sets it to the
     * import's time); null for rows imported before the column existed and for landlords' rows.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * When the home was found to have left its feed (a full feed of its source was imported without it): it is
     * then "no longer available", no longer offered in searches, but kept so that favourites and home
     * submissions still show it. Null while it is available; set back to null if a later feed has it again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set on the row that stands for a landlord's listing (source `landlord`, id = the landlord listing's id;
     * decision 028): favourites and home submissions reference it like any listing, and it goes with the
     * landlord listing. Such rows have no listedAt and are left out of the homes for sale, the district
     * counts and the estimator's comparables (they are read from landlord_listings as featured homes).
     */
    landlordListingId: uuid('landlord_listing_id')
      .unique()
      .references((): AnyPgColumn => landlordListings.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    /**
     * The dwellings of a district, newest first (undated last) with the id as the tie-break: serves the
     * district counts and the landlord estimate's comparables (outcode and dwelling). getHomesSelection reads
     * its read model, district_homes, instead (decision 034).
     */
    index('listings_homes_idx').on(t.outcode, t.listedAt.desc(), t.id).where(sql`${t.isDwelling}`),
    /**
     * Server-side home search (decision 058; services/home-search.ts): the homes for sale only (dwellings, still
     * in their feed, not landlords' rows), by district in each sort's order, so that a page of a district search
     * reads its rows in order, and by position for a radius or a map area.
     */
    index('listings_search_recent_idx')
      .on(t.outcode, t.listedAt.desc().nullsLast(), t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    index('listings_search_price_idx')
      .on(t.outcode, t.askingPrice, t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    index('listings_search_rent_idx')
      .on(t.outcode, t.rent, t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    index('listings_search_position_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    /** Serves listingsCollectedAt (the newest listedAt of all listings) without reading the whole table. */
    index('listings_listed_at_idx').on(t.listedAt),
    uniqueIndex('listings_source_idx').on(t.source, t.sourceId),
  ],
);

/**
 * getHomesSelection's read model (decision 034): each postcode district's homes for sale (dwellings, not
 * landlords' rows) as getHomesSelection answers them, in one JSON array per district, each home carrying `rank`,
 * its place in the newest-first order of all homes. Listings change only when they are imported, and
 * importListings rebuilds this table at the end of every import (refreshDistrictHomes, db/district-homes.ts), in
 * one transaction. A district without homes has no row.
 */
export const districtHomes = pgTable('district_homes', {
  outcode: text('outcode').primaryKey(),
  /** The homes, newest first (undated last, then by id): the fields HomeSelection returns, and `rank`. */
  homes: json('homes').$type<unknown[]>().notNull(),
  homeCount: integer('home_count').notNull(),
});

/**
 * Which build of district_homes is current (decision 035): one row, whose `version` refreshDistrictHomes adds
 * one to in the transaction that rebuilds the read model, so that a server remembering districts' homes in
 * memory (lib/district-homes-cache.ts) knows, with one small read, whether they are still current, even after
 * an import by another process. `collectedAt` is the newest listedAt of all listings at that build (only
 * imports set listedAt), which getHomesSelection answers as listingsCollectedAt.
 */
export const districtHomesState = pgTable(
  'district_homes_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [check('district_homes_state_one_row', sql`${t.id} = 1`)],
);

/** Saved homes (spec section 3, Favourite). rentCompId is the listing id. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_application_listing_idx').on(t.applicationId, t.listingId),
    /** Serves the pipeline's homes (services/pipeline.ts listPipelineHomes), newest first, paged. */
    index('favourites_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Homes an applicant submits for review (spec §3 HomeSubmission): one made from a listing
 * (`listingId` set, the listing's facts copied in), or one found elsewhere, saved as a draft page by page and
 * then submitted. Two partial unique indexes make spec §5's rules hold under concurrency: at most one
 * submission per application under review (submitted, neither approved nor rejected) and at most one
 * approved. `createdAt` is the spec's createdAt; `submittedAt` when it went for review.
 */
export const homeSubmissions = pgTable(
  'home_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** The listing it was made from (createHomeSubmissionWithListing); null for a home found elsewhere. */
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** True when made from a listing (kept even if the listing is later removed). */
    fromListing: boolean('from_listing').notNull().default(false),
    type: text('type').$type<PropertyType>(),
    otherType: text('other_type'),
    /** 0 for a studio. */
    bedrooms: integer('bedrooms'),
    /** Freehold or Leasehold. */
    ownership: text('ownership').$type<'Freehold' | 'Leasehold'>(),
    /** Whole years left on the lease (leasehold only). */
    yearsLeftOnLease: integer('years_left_on_lease'),
    /** A to E, or IDontKnow. */
    epcRating: text('epc_rating').$type<EpcRating>(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    postcode: text('postcode'),
    postTown: text('post_town'),
    /** Unique Property Reference Number from the address search; null when typed in. */
    uprn: text('uprn'),
    /** Asking price, whole pounds. */
    askingPrice: integer('asking_price'),
    /** Whether the sale is part of a chain; null when not answered. */
    chain: boolean('chain'),
    link: text('link'),
    additionalInfo: text('additional_info'),
    /** Whether the team has opened it (spec §3 viewed); set by the decision commands. */
    viewed: boolean('viewed').notNull().default(false),
    submitted: boolean('submitted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('home_submissions_application_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('home_submissions_one_in_review_idx')
      .on(t.applicationId)
      .where(sql`"submitted" = true and "approved" = false and "rejected" = false`),
    uniqueIndex('home_submissions_one_approved_idx').on(t.applicationId).where(sql`"approved" = true`),
    /** Serves the pipeline's homes (services/pipeline.ts listPipelineHomes): submitted homes, newest first. */
    index('home_submissions_submitted_idx')
      .on(t.submittedAt.desc(), t.id.desc())
      .where(sql`"submitted" = true`),
  ],
);

/**
 * Photos of a home submission (spec §3 HomeSubmission.images: id and url). The file is in storage under
 * `storageKey`; `url` is a signed link made when it is read.
 */
export const homeSubmissionImages = pgTable(
  'home_submission_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeSubmissionId: uuid('home_submission_id')
      .notNull()
      .references(() => homeSubmissions.id, { onDelete: 'cascade' }),
    /** The random key from getPreSignedUploadUrl; recorded once. */
    storageKey: text('storage_key').notNull().unique(),
    /** image/jpeg, image/png or image/webp, from the file's first bytes. */
    contentType: text('content_type').notNull(),
    /** Bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    /**
     * The copy resized for display (at most 1600 pixels on its longer side, WebP, metadata removed; decision
     * 024), or null for photos recorded before resizing: those are shown as uploaded.
     */
    displayStorageKey: text('display_storage_key').unique(),
    /**
     * Where the photo stands among its home's photos, from 0 (the main photo); given when the applicant chose it,
     * not when its upload finished, and changed by reorderHomeSubmissionImages. Ties (never made by the API)
     * fall back to createdAt.
     */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_submission_images_submission_idx').on(t.homeSubmissionId, t.position, t.createdAt)],
);

/** Service-wide settings, one row with id 1 (spec section 3, Settings; the maintenance flag). */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  skipIdv: boolean('skip_idv').notNull().default(false),
  /** The maintenance-mode flag: true when the submit-a-home feature is switched on. */
  submitHomeEnabled: boolean('submit_home_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Promotions shown once to each applicant (spec section 3, Promotion). */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  /** File name of an image bundled in the web app; empty when the image was uploaded (imageKey). */
  image: text('image').notNull(),
  /**
   * The storage key of an image an operator uploaded in the console (decision 025), shown through a signed link;
   * null for a bundled image.
   */
  imageKey: text('image_key'),
  /**
   * The copy of the uploaded image shown to everyone but operators (resizeForDisplay: WebP, at most 1600 pixels
   * a side, no metadata); null for a bundled image or one uploaded before display copies.
   */
  displayImageKey: text('display_image_key').unique(),
  /** The uploaded image's media type, recognised from its bytes (image/jpeg, image/png or image/webp). */
  imageContentType: text('image_content_type'),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /**
   * URL of the promotion's terms: the path of its terms page on this site (promotionTermsPath in
   * packages/domain/src/promotions.ts), or an absolute https URL.
   */
  terms: text('terms').notNull(),
  /** The full terms as plain text, shown on the terms page; paragraphs are separated by a blank line. */
  termsText: text('terms_text').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which user has seen which promotion. */
export const promotionViews = pgTable(
  'promotion_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promotionId] })],
);

/** Audit trail of operator actions (approvals, rejections) made with `npm run ops`. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subjectId: text('subject_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operators: the Stairway team's accounts for the console at /ops (decision 022). The first is created with
 * `npm run ops -- add-operator EMAIL`, later ones from the console; both generate the password. E-mails are
 * stored lower-cased and are unique.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash of the generated password. */
  passwordHash: text('password_hash').notNull(),
  /** Session version (as users.session_version): a new password adds one, signing every session out. */
  sessionVersion: integer('session_version').notNull().default(0),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /**
   * When an operator disabled the account (decision 025); null while it is enabled. A disabled account's
   * tokens are refused (lib/sessions.ts) and its sign-ins too.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

/** Rate-limit counters of rate-limiter-flexible (its RateLimiterPostgres table layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Pipeline viewers: investors and partners who sign in at /pipeline with an e-mail and a password (spec §1,
 * §6; decision 019). Created with `npm run ops -- add-pipeline-viewer EMAIL`, which prints a generated
 * password once. E-mails are stored lower-cased and are unique.
 */
export const pipelineViewers = pgTable('pipeline_viewers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash of the generated password. */
  passwordHash: text('password_hash').notNull(),
  /** Session version (as users.session_version): a new password or `--revoke` adds one, signing every session out. */
  sessionVersion: integer('session_version').notNull().default(0),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /**
   * When an operator disabled the account (decision 025); null while it is enabled. A disabled account's
   * tokens are refused (lib/sessions.ts) and its sign-ins too.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

/** Landlords (spec section 3, Landlord). They sign in with a one-time code e-mailed to them; e-mails are lower-cased and unique. */
export const landlords = pgTable('landlords', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** True once a code e-mailed to the address was entered (verifyLandlordToken). */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Session version, as users.session_version: tokens of another version are refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  ...timestamps,
});

/**
 * Homes landlords list with us (spec section 3, LandlordListing). Applicants see the published ones in their
 * districts as featured homes (getHomesSelection.featured). Price and rent in whole pounds.
 */
export const landlordListings = pgTable(
  'landlord_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id, { onDelete: 'cascade' }),
    type: text('type').$type<PropertyType>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    /** Asking price, whole pounds. */
    price: integer('price').notNull(),
    summary: text('summary').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    postTown: text('post_town').notNull(),
    /** Full postcode, normalised (PO38 1AB). */
    postcode: text('postcode').notNull(),
    outcode: text('outcode').notNull(),
    /** What applicants see: street, town and district (landlordDisplayAddress), never the door number. */
    displayAddress: text('display_address').notNull(),
    /** The postcode district's centre: the map pin is approximate. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * The rent estimate when last saved, whole pounds a month (services/estimates.ts; price × regional yield ÷ 12
     * where the district has no rent or price data).
     */
    estimatedRent: integer('estimated_rent').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('landlord_listings_landlord_idx').on(t.landlordId),
    index('landlord_listings_outcode_published_idx').on(t.outcode, t.published),
  ],
);

/** The photos of a landlord listing, in order: position 0 is the main photo. */
export const landlordListingImages = pgTable(
  'landlord_listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => landlordListings.id, { onDelete: 'cascade' }),
    /** The random upload key (lib/upload-keys.ts) the file is stored under. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
    /**
     * The copy resized for display (resizeForDisplay: upright, at most 1600 pixels on its longer side, WebP,
     * metadata removed; decision 024), or null for photos saved before resizing: those are shown as uploaded.
     */
    displayStorageKey: text('display_storage_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landlord_listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * What each stored upload is used for (decision 043): one row per recorded file (an upload key, or the key of
 * a display copy the server made), so a key is recorded once, for one purpose, whichever table records it.
 * The row names the one record that holds the file and goes with it (ON DELETE CASCADE), so deleting a record
 * frees its keys, and the upload sweep (services/upload-sweep.ts) keeps every key here.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    /** The storage key: unique, so a second record of the same file is refused by the database too. */
    key: text('key').primaryKey(),
    /**
     * document, homePhoto, homePhotoDisplay, landlordPhoto, landlordPhotoDisplay, promotionImage or
     * promotionImageDisplay.
     */
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    documentId: uuid('document_id').references(() => applicantDocuments.id, { onDelete: 'cascade' }),
    homeSubmissionImageId: uuid('home_submission_image_id').references(() => homeSubmissionImages.id, {
      onDelete: 'cascade',
    }),
    landlordListingImageId: uuid('landlord_listing_image_id').references(() => landlordListingImages.id, {
      onDelete: 'cascade',
    }),
    promotionId: text('promotion_id').references(() => promotions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'upload_claims_one_record',
      sql`num_nonnulls(${t.documentId}, ${t.homeSubmissionImageId}, ${t.landlordListingImageId}, ${t.promotionId}) = 1`,
    ),
    index('upload_claims_document_idx').on(t.documentId),
    index('upload_claims_home_submission_image_idx').on(t.homeSubmissionImageId),
    index('upload_claims_landlord_listing_image_idx').on(t.landlordListingImageId),
    index('upload_claims_promotion_idx').on(t.promotionId),
  ],
);

/** What a recorded upload is used for (upload_claims.purpose). */
export type UploadPurpose =
  | 'document'
  | 'homePhoto'
  | 'homePhotoDisplay'
  | 'landlordPhoto'
  | 'landlordPhotoDisplay'
  | 'promotionImage'
  | 'promotionImageDisplay';

/** Applicants' views of featured listings (createListingView): one row per applicant, listing and London day. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => landlordListings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Europe/London date of the view. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId, t.day] })],
);

/**
 * Consent to optional cookies and recordings (UK GDPR and PECR; decision 049): product analytics (PostHog) and session
 * replay (Sentry Replay), for applicants, co-applicants and landlords. One row per choice, kept as the record of
 * consent; the latest row for an account is its current choice. Visitors who are not signed in keep their choice in the
 * browser only (no row). Error reporting without replay needs no consent and has no column here.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant or co-applicant who chose; null for another role. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The landlord who chose; null for another role. */
    landlordId: uuid('landlord_id').references(() => landlords.id, { onDelete: 'cascade' }),
    /** The co-applicant who chose (their own account, not the main applicant's); null for another role. */
    coApplicantId: uuid('co_applicant_id').references(() => coApplicants.id, { onDelete: 'cascade' }),
    /** True: product analytics (PostHog) may run. */
    analytics: boolean('analytics').notNull(),
    /** True: Sentry's session replay may record. */
    sessionReplay: boolean('session_replay').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.createdAt),
    index('consent_records_landlord_idx').on(t.landlordId, t.createdAt),
    index('consent_records_co_applicant_idx').on(t.coApplicantId, t.createdAt),
  ],
);

/**
 * What is kept after an account is deleted, by the retention rule of decision 050: for example the record
 * of a submitted application and its fee payments, for a stated period. `data` holds only what the rule
 * names; the row is erased once `deleteAfter` has passed (the retention sweep).
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The deleted account's role: applicant, co-applicant, landlord, operator or pipeline-viewer. */
    subjectKind: text('subject_kind').notNull(),
    /** The deleted account's id (no longer in its table). */
    subjectId: uuid('subject_id').notNull(),
    /** Why the record is kept: the rule's name, e.g. "submitted-application" (decision 050). */
    reason: text('reason').notNull(),
    /** What is kept, as the rule lists it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the record is erased. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_records_delete_after_idx').on(t.deleteAfter)],
);

/**
 * An applicant's saved searches for homes: the explore page's search (HomeSearchCriteria,
 * packages/domain/src/home-search.ts) under a name, with daily e-mail alerts of new matching homes.
 * `unsubscribeTokenHash` is the SHA-256 of the token in each alert's unsubscribe link, which works without
 * signing in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search (HomeSearchCriteria, as parsed by homeSearchCriteriaSchema). */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    /** True while the applicant wants the daily e-mail of new matching homes. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /** SHA-256 (hex) of the unsubscribe token of this search's alert e-mails. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    /**
     * Homes first seen (listings.created_at) after this instant are new to the search: set when the search is
     * saved and moved on by every alert sent.
     */
    alertWatermark: timestamp('alert_watermark', { withTimezone: true }).notNull().defaultNow(),
    /** When the last alert e-mail for this search was sent; null before the first. */
    lastAlertSentAt: timestamp('last_alert_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The alert e-mails sent for saved searches: one row per search and Europe/London day (the primary key makes
 * "at most one e-mail per search per day" hold however many processes send).
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** The Europe/London date of the alert. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The listings the e-mail named. */
    listingIds: text('listing_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.day] })],
);

/**
 * Runs of scheduled work (the daily saved-search alerts, and later the upload sweep and reminders): one row per
 * job and run key (e.g. the Europe/London date), claimed with INSERT … ON CONFLICT DO NOTHING, so a run happens
 * once however many server processes run.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** Which run: the Europe/London date for a daily job. */
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the run is going (or if it stopped part-way). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did, e.g. { searches: 12, emails: 3 }. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);

/**
 * The e-mail outbox (decision 063): every e-mail is first a row here, inserted in the same transaction as the
 * change that causes it where the caller has one, then delivered by a worker (services/email-outbox.ts) with
 * retries and backoff. The idempotency key is unique, so one message is never queued twice, and a row is claimed
 * (status 'sending') before it is handed to the provider, so two workers never send it both. The message itself
 * (subject, html, text, links) is kept until it is sent and cleared then: it can hold sign-in codes and reset
 * links.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One per message (e.g. `application-submitted:<application id>`); a second insert with it is ignored. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** pending (waiting or between tries), sending (claimed by a worker), sent, failed (tries used up). */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    recipient: text('recipient').notNull(),
    /** { subject, html, text, links } until sent; null afterwards. */
    message: jsonb('message').$type<{
      subject: string;
      html: string;
      text: string;
      links?: string[];
    } | null>(),
    /** Tries so far (a claim counts as a try). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': when the claim lapses and the row may be tried again (the worker died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The provider's message id or outbox file, once sent. */
    providerMessageId: text('provider_message_id'),
    /** The last failure's message (never the e-mail's content). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
