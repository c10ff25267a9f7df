/**
 * The input schemas of the applicant's incomes (spec §3 Income; spec §2 pages Income and Additional income):
 * one schema per income type, the income as `createUpdateIncome` takes it, and the deleteIncome input.
 */
import { z } from 'zod';
import { EMPLOYMENT_OPTIONS } from '../constants';
import { emailSchema, isNotGiven, MAX_GROSS_ANNUAL_PAY } from '../validation';
import {
  LONG_TEXT_MAX_LENGTH,
  MAX_CONTRACT_MONTHS,
  MAX_DAY_RATE,
  MAX_MONTHLY_BENEFIT,
  optionalPoundsSchema,
  optionalTextSchema,
  recordIdSchema,
  requiredTextSchema,
  unknownRecord,
  unreadable,
  wholePoundsSchema,
} from './fields';

const incomeBase = {
  id: recordIdSchema('income'),
  primary: z.boolean({ error: 'Say whether this is your main income' }),
};

const annual = (label: string) => wholePoundsSchema(label, MAX_GROSS_ANNUAL_PAY, ' a year');
const optionalAnnual = (label: string) => optionalPoundsSchema(label, MAX_GROSS_ANNUAL_PAY, ' a year');
const monthlyBenefit = (label: string) => optionalPoundsSchema(label, MAX_MONTHLY_BENEFIT, ' a month');

/**
 * An Employed income (spec §3 Income, "Employment options"): employment option (one of
 * {@link EMPLOYMENT_OPTIONS}), job title, employer name and base gross income (required); additional gross
 * income (guaranteed, e.g. allowances) and overtime/bonus (optional). Amounts in whole pounds a year.
 */
export const employedIncomeSchema = z.object({
  ...incomeBase,
  type: z.literal('Employed'),
  employmentOption: z.enum(EMPLOYMENT_OPTIONS, { error: 'Choose your type of employment' }),
  jobTitle: requiredTextSchema('Job title', 'Enter your job title'),
  employerName: requiredTextSchema('Employer name', 'Enter your employer’s name'),
  baseGrossIncome: annual('Base gross income'),
  additionalGrossIncome: optionalAnnual('Additional gross income'),
  overtime: optionalAnnual('Overtime and bonus'),
});

/**
 * A Professional contractor income (spec §3 Income "Contractor block"): current job title, day rate (whole
 * pounds a day), contract duration (whole months, 1 to 120), whether the current job ends within a month and
 * whether a next job is lined up (required); the next job title (required when there is a next job), the
 * previous job title and the nature of business (optional).
 */
export const professionalContractorIncomeSchema = z
  .object({
    ...incomeBase,
    type: z.literal('ProfessionalContractor'),
    contractorCurrentJobTitle: requiredTextSchema('Current job title', 'Enter your current job title'),
    contractorPreviousJobTitle: optionalTextSchema('Previous job title'),
    contractorNextJobTitle: optionalTextSchema('Next job title'),
    contractorCurrentDayRate: wholePoundsSchema('Day rate', MAX_DAY_RATE, ' a day'),
    contractorDuration: z
      .number({
        error: (issue) =>
          isNotGiven(issue.input)
            ? 'Enter the length of your current contract in months'
            : `Contract length must be a whole number of months from 1 to ${MAX_CONTRACT_MONTHS}`,
      })
      .int({ error: `Contract length must be a whole number of months from 1 to ${MAX_CONTRACT_MONTHS}` })
      .min(1, { error: `Contract length must be a whole number of months from 1 to ${MAX_CONTRACT_MONTHS}` })
      .max(MAX_CONTRACT_MONTHS, {
        error: `Contract length must be a whole number of months from 1 to ${MAX_CONTRACT_MONTHS}`,
      }),
    currentJobEndsInOneMonth: z.boolean({ error: 'Say whether your current contract ends within a month' }),
    hasNextJob: z.boolean({ error: 'Say whether you have your next contract lined up' }),
    natureOfBusiness: optionalTextSchema('Nature of business', LONG_TEXT_MAX_LENGTH),
  })
  .superRefine((income, ctx) => {
    if (income.hasNextJob && !income.contractorNextJobTitle) {
      ctx.addIssue({
        code: 'custom',
        path: ['contractorNextJobTitle'],
        message: 'Enter the job title of your next contract',
      });
    }
  });

/**
 * A Sole trader income (spec §3 Income): nature of business and this year's profits (required), last year's
 * profits (optional). Whole pounds a year, not negative.
 */
export const soleTraderIncomeSchema = z.object({
  ...incomeBase,
  type: z.literal('SoleTrader'),
  natureOfBusiness: requiredTextSchema(
    'Nature of business',
    'Tell us what your business does',
    LONG_TEXT_MAX_LENGTH,
  ),
  currentYearProfits: wholePoundsSchema(
    'This year’s profits',
    MAX_GROSS_ANNUAL_PAY,
    ' a year',
    'Enter this year’s profits, or 0 if you made none',
  ),
  previousYearProfits: optionalAnnual('Last year’s profits'),
});

/**
 * A Limited company income (spec §3 Income "Limited-company block"): company name, nature of business,
 * director salary and dividends this year (required); the company's number at Companies House
 * (`ltdHouseNumber`: letters and digits, upper-cased, spaces removed, e.g. `01234567` or `SC123456`),
 * last year's salary and dividends, and the accountant's name, company, address and e-mail (optional).
 * Amounts in whole pounds a year.
 */
export const limitedCompanyIncomeSchema = z.object({
  ...incomeBase,
  type: z.literal('LimitedCompany'),
  companyName: requiredTextSchema('Company name', 'Enter your company’s name'),
  ltdHouseNumber: optionalTextSchema('Company number')
    .transform((value) => (value === null ? null : value.replace(/\s+/g, '').toUpperCase()))
    .refine((value) => value === null || /^[A-Z0-9]{1,10}$/.test(value), {
      error: 'Company number must be up to 10 letters and digits, for example 01234567 or SC123456',
    }),
  natureOfBusiness: requiredTextSchema(
    'Nature of business',
    'Tell us what your company does',
    LONG_TEXT_MAX_LENGTH,
  ),
  ltdDirectorSalary: annual('Director salary'),
  ltdDividends: annual('Dividends'),
  ltdPreviousYearDirectorSalary: optionalAnnual('Last year’s director salary'),
  ltdPreviousYearDividends: optionalAnnual('Last year’s dividends'),
  accountantName: optionalTextSchema('Accountant name'),
  accountantCompany: optionalTextSchema('Accountant company'),
  accountantAddress: optionalTextSchema('Accountant address', LONG_TEXT_MAX_LENGTH),
  accountantEmail: z
    .string({ error: unreadable('Your accountant’s e-mail address') })
    .nullish()
    .transform((value) => (value?.trim() ? value : null))
    .pipe(emailSchema.nullable()),
});

/**
 * A Benefits income (spec §3 Income): Universal Credit, Personal Independence Payment, Child Benefit and
 * Disability Living Allowance, each whole pounds a MONTH and optional, but at least one above £0.
 */
export const benefitsIncomeSchema = z
  .object({
    ...incomeBase,
    type: z.literal('Benefits'),
    benefitsUniversal: monthlyBenefit('Universal Credit'),
    benefitsPip: monthlyBenefit('Personal Independence Payment'),
    benefitsChildren: monthlyBenefit('Child Benefit'),
    benefitsDla: monthlyBenefit('Disability Living Allowance'),
  })
  .superRefine((income, ctx) => {
    const total =
      (income.benefitsUniversal ?? 0) +
      (income.benefitsPip ?? 0) +
      (income.benefitsChildren ?? 0) +
      (income.benefitsDla ?? 0);
    if (total <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['benefitsUniversal'],
        message: 'Enter the monthly amount of at least one benefit',
      });
    }
  });

/**
 * One income as `createUpdateIncome` takes it (spec §3 Income; ARCHITECTURE.md §4 step 1 says how each type
 * counts): `type` (one of {@link INCOME_TYPES}) chooses the fields ({@link employedIncomeSchema},
 * {@link professionalContractorIncomeSchema}, {@link soleTraderIncomeSchema},
 * {@link limitedCompanyIncomeSchema}, {@link benefitsIncomeSchema}); `primary` says whether it is the main
 * income (one per person); `id` updates an existing income, otherwise a new one is created. Fields of other
 * types are ignored (and left out of the output).
 *
 * Errors name the field, e.g. `type` "Choose the kind of income", `baseGrossIncome` "Base gross income must
 * be a whole number of pounds between £0 and £10,000,000 a year".
 */
export const incomeInputSchema = z.discriminatedUnion(
  'type',
  [
    employedIncomeSchema,
    professionalContractorIncomeSchema,
    soleTraderIncomeSchema,
    limitedCompanyIncomeSchema,
    benefitsIncomeSchema,
  ],
  { error: 'Choose the kind of income' },
);
/** An income as sent. */
export type IncomeInputValues = z.input<typeof incomeInputSchema>;
/** An income after parsing: only its type's fields, optional ones `null` when not given. */
export type IncomeParsed = z.output<typeof incomeInputSchema>;

/**
 * The id of one of the applicant's additional incomes, to remove it (page Additional income,
 * `deleteIncome`). The main (primary) income is replaced, not removed: the server refuses it.
 * Error: "We couldn’t find that income: reload the page and try again".
 */
export const deleteIncomeInputSchema = z.object({
  id: z.uuid({ error: unknownRecord('income') }),
});

/** The deleteIncome input as sent. */
export type DeleteIncomeInput = z.input<typeof deleteIncomeInputSchema>;
