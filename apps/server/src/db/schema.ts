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
  IncomeType,
  PropertyType,
} from '@stairway/domain/constants';
import type { IdentityCheckStatus, OpenBankingStatus } from '@stairway/domain/verification';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
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
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  emailVerified: boolean('email_verified').notNull().default(false),
  ...timestamps,
});

/** Single-use tokens sent by e-mail (verification links). Only a SHA-256 hash of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

/** The applicant's application (spec section 3, UserApplication). One per user. */
export const userApplications = pgTable('user_applications', {
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
  ...timestamps,
});

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
    /** One primary income per person (issue 3): a partial unique index, so that a race cannot add a second. */
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
    postCode: text('post_code').notNull(),
    postTown: text('post_town'),
    country: text('country'),
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
    /** Which provider holds it, e.g. 'sandbox'. */
    provider: text('provider').notNull(),
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
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('listings_outcode_listed_idx').on(t.outcode, t.listedAt),
    uniqueIndex('listings_source_idx').on(t.source, t.sourceId),
  ],
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
  (t) => [uniqueIndex('favourites_application_listing_idx').on(t.applicationId, t.listingId)],
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
  /** File name of an image bundled in the web app. */
  image: text('image').notNull(),
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

/** Rate-limit counters of rate-limiter-flexible (its RateLimiterPostgres table layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
