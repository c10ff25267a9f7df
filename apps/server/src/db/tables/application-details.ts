/**
 * What an application records besides its flags: incomes, address history (and the known addresses searched
 * for it) and expenses. Exported through db/schema.ts.
 */
import type { EmploymentOption, IncomeType } from '@stairway/domain/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { timestamps } from './columns';

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
