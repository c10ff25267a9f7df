/**
 * Input schemas (zod 4) for the application's sections (spec §3 "Application", "UserAddress", "Expense",
 * "Income", "AddressSearch"; spec §2 pages About you, Address history, Income, Additional income, Cards,
 * Monthly commitments, Dependants), shared by the server's input validation and the web forms
 * (ARCHITECTURE.md §2 "forms"). Every message is written for the person and shown as it is, on the page and in
 * the API's errors: it says what to do ("Enter your date of birth", "Choose your type of employment") or what
 * is allowed, in British English, with no raw formats, lists of identifiers or developer words (GOV.UK Design
 * System, error messages: https://design-system.service.gov.uk/components/error-message/; checked by
 * messages.test.ts). Dates are asked for as the person reads them ("for example 27 3 1990"), whatever form
 * the field sends.
 *
 * The spec does not show field-level validation (spec §5); the limits below are decided here and noted on
 * each constant. Money is whole pounds (ARCHITECTURE.md §3) and never negative. Dates are `YYYY-MM-DD`
 * calendar dates; the schemas that need today's date are functions of it, so that the caller (the server, in
 * Europe/London) decides what "today" is and tests are repeatable.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  ABROAD_POSTCODE_MAX_LENGTH,
  checkAbroadPostcode,
  getCountryName,
  isCountryCode,
  UK_COUNTRY_CODE,
} from './addresses';
import { EMPLOYMENT_OPTIONS } from './constants';
import { formatGBP } from './money';
import { normalisePostcode } from './postcode';
import {
  depositSchema,
  depositSourceSchema,
  emailSchema,
  isNotGiven,
  MAX_GROSS_ANNUAL_PAY,
  POSTCODE_INPUT_MAX_LENGTH,
  personNameSchema,
  plainText,
  preferredLocationsSchema,
} from './validation';

/** The youngest an applicant may be, in whole years (spec §2 /onboard/checks "over 18"; decided here as 18). */
export const MIN_APPLICANT_AGE = 18;
/** The oldest date of birth accepted, as an age in whole years (decided here, a sanity limit). */
export const MAX_APPLICANT_AGE = 120;
/** The earliest move-in date accepted (decided here, a sanity limit). */
export const EARLIEST_MOVE_IN_DATE = '1900-01-01';
/** The highest credit-card balance accepted, pounds (decided here, a sanity limit). */
export const MAX_CARD_BALANCE = 1_000_000;
/** The highest monthly amount accepted for loans, commitments and each expense, pounds a month (decided here). */
export const MAX_MONTHLY_AMOUNT = 100_000;
/** The most dependants of each kind accepted (decided here). */
export const MAX_DEPENDANTS = 20;
/** The highest contractor day rate accepted, pounds a day (decided here). */
export const MAX_DAY_RATE = 10_000;
/** The longest contract accepted, months (decided here). */
export const MAX_CONTRACT_MONTHS = 120;
/** The highest monthly amount accepted for each benefit, pounds a month (decided here). */
export const MAX_MONTHLY_BENEFIT = 10_000;
/** The longest short text accepted (job titles, names of employers and companies, descriptions), characters. */
export const TEXT_MAX_LENGTH = 100;
/** The longest long text accepted (nature of business, accountant's address), characters. */
export const LONG_TEXT_MAX_LENGTH = 200;
/** The longest date text read (`YYYY-MM-DD` and stray spaces), characters; longer is refused unread. */
export const DATE_INPUT_MAX_LENGTH = 20;
/**
 * The longest text read for a short code (National Insurance number, phone number, UPRN, country code),
 * characters (decided here: twice the longest with spaces); longer is refused unread.
 */
export const CODE_INPUT_MAX_LENGTH = 30;
/** The longest address line accepted, characters (decided here; PAF lines are shorter). */
export const ADDRESS_LINE_MAX_LENGTH = 100;
/** The longest town or country name accepted, characters. */
export const PLACE_MAX_LENGTH = 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value is a real calendar date written `YYYY-MM-DD`.
 * @param value e.g. `'2026-02-28'`
 * @returns true for a real date; false for `'2026-02-30'`, `'28/02/2026'` or a non-string
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = dayjs(value);
  return date.isValid() && date.format('YYYY-MM-DD') === value;
}

/**
 * A person's age in whole years on a given day (dayjs whole-year difference).
 * @param dateOfBirth `YYYY-MM-DD`
 * @param today `YYYY-MM-DD`, today in Europe/London
 * @returns whole years; negative for a date of birth after today
 */
export function getAge(dateOfBirth: string, today: string): number {
  return dayjs(today).diff(dayjs(dateOfBirth), 'year');
}

/** "Card balance" → "card balance", for a message that names a field in the middle of a sentence. */
const lowerFirst = (label: string) => `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/**
 * A whole number of pounds from £0 to `max`: one message when nothing is given, one for every other failure.
 * @param label the field's name as the applicant sees it, e.g. `'Card balance'`
 * @param max the highest amount, pounds
 * @param per the period said after the amount, e.g. `' a month'` (empty for a balance)
 * @param missing the message when nothing is given; default "Enter your card balance"
 * @returns a zod schema of a number; error e.g. "Card balance must be a whole number of pounds between £0 and
 *   £1,000,000"
 */
export function wholePoundsSchema(
  label: string,
  max: number,
  per = '',
  missing = `Enter your ${lowerFirst(label)}`,
) {
  const message = `${label} must be a whole number of pounds between £0 and ${formatGBP(max)}${per}`;
  return z
    .number({ error: (issue) => (isNotGiven(issue.input) ? missing : message) })
    .int({ error: message, abort: true })
    .min(0, { error: message, abort: true })
    .max(max, { error: message });
}

/** An optional amount in a full record (an income): missing or `null` both become `null`. */
function optionalPoundsSchema(label: string, max: number, per = '') {
  return wholePoundsSchema(label, max, per)
    .nullish()
    .transform((value) => value ?? null);
}

/**
 * A whole count from 0 to `max` (dependants).
 * @param label e.g. `'Adult dependants'`
 * @returns a zod schema of a number; errors e.g. "Enter the number of adult dependants, or 0 if you have none",
 *   "Adult dependants must be a whole number from 0 to 20"
 */
export function countSchema(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  const missing = `Enter the number of ${lowerFirst(label)}, or 0 if you have none`;
  return z
    .number({ error: (issue) => (isNotGiven(issue.input) ? missing : message) })
    .int({ error: message, abort: true })
    .min(0, { error: message, abort: true })
    .max(max, { error: message });
}

/**
 * A required text: trimmed, 1 to `max` characters.
 * @param label e.g. `'Job title'`; error "Job title must be 100 characters or fewer"
 * @param missing what to do when it is blank, e.g. "Enter your job title"
 */
export function requiredTextSchema(label: string, missing: string, max = TEXT_MAX_LENGTH) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .check(plainText(label));
}

/** The message for a text field sent as something else than text (only a broken client can). */
const unreadable = (label: string) => `${label} could not be read: type it again`;

/** An optional text in a full record: trimmed; missing, `null` or blank become `null`. */
function optionalTextSchema(label: string, max = TEXT_MAX_LENGTH) {
  return z
    .string({ error: unreadable(label) })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(
      z
        .string()
        .max(max, { error: `${label} must be ${max} characters or fewer` })
        .check(plainText(label))
        .nullable(),
    );
}

/**
 * A field of a partial update that may be cleared: missing stays missing (`undefined`, no change); `null` or
 * blank text becomes `null` (clear it); anything else is trimmed and checked with `schema`.
 */
function clearableTextSchema<S extends z.ZodType<unknown, string>>(schema: S, label: string) {
  return z
    .string({ error: unreadable(label) })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null))
    .pipe(schema.nullish());
}

/**
 * A date of birth, `YYYY-MM-DD`: a real date on which the applicant is now 18 or over ({@link MIN_APPLICANT_AGE})
 * and at most 120 ({@link MAX_APPLICANT_AGE}).
 * @param today `YYYY-MM-DD`, today in Europe/London
 * @returns a zod schema of the date string (sent as `YYYY-MM-DD`). Errors: "Enter your date of birth", "Enter
 *   your date of birth as a real date, for example 27 3 1990", "You need to be 18 or over to apply: check your
 *   date of birth", "Date of birth must be within the last 120 years"
 */
export function dateOfBirthSchema(today: string) {
  return z
    .string({ error: 'Enter your date of birth' })
    .trim()
    .min(1, { error: 'Enter your date of birth', abort: true })
    .max(DATE_INPUT_MAX_LENGTH, {
      error: 'Enter your date of birth as a real date, for example 27 3 1990',
      abort: true,
    })
    .refine(isIsoDate, {
      error: 'Enter your date of birth as a real date, for example 27 3 1990',
      abort: true,
    })
    .refine((value) => getAge(value, today) >= MIN_APPLICANT_AGE, {
      error: `You need to be ${MIN_APPLICANT_AGE} or over to apply: check your date of birth`,
      abort: true,
    })
    .refine((value) => getAge(value, today) <= MAX_APPLICANT_AGE, {
      error: `Date of birth must be within the last ${MAX_APPLICANT_AGE} years`,
    });
}

/**
 * The date the applicant moved in to an address, `YYYY-MM-DD`: a real date, not in the future and not before
 * {@link EARLIEST_MOVE_IN_DATE}.
 * @param today `YYYY-MM-DD`, today in Europe/London
 * @returns a zod schema of the date string (sent as `YYYY-MM-DD`). Errors: "Enter the date you moved in",
 *   "Enter the date you moved in as a real date, for example 27 3 2021", "The date you moved in must be today
 *   or in the past", "The date you moved in must be in 1900 or later"
 */
export function moveInDateSchema(today: string) {
  return z
    .string({ error: 'Enter the date you moved in' })
    .trim()
    .min(1, { error: 'Enter the date you moved in', abort: true })
    .max(DATE_INPUT_MAX_LENGTH, {
      error: 'Enter the date you moved in as a real date, for example 27 3 2021',
      abort: true,
    })
    .refine(isIsoDate, {
      error: 'Enter the date you moved in as a real date, for example 27 3 2021',
      abort: true,
    })
    .refine((value) => value <= today, {
      error: 'The date you moved in must be today or in the past',
      abort: true,
    })
    .refine((value) => value >= EARLIEST_MOVE_IN_DATE, {
      error: 'The date you moved in must be in 1900 or later',
    });
}

/**
 * The format of a National Insurance number once spaces are removed and letters upper-cased: two prefix
 * letters, six digits and a suffix A, B, C or D. Neither prefix letter is D, F, I, Q, U or V; the second is
 * not O; the prefixes BG, GB, KN, NK, NT, TN and ZZ are not used. Source: HMRC National Insurance Manual
 * NIM39110 "What a NINO looks like",
 * https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110
 */
export const NIN_PATTERN = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

/**
 * Normalises a National Insurance number: spaces removed, upper case ({@link NIN_PATTERN}).
 * @param input e.g. `'ab 12 34 56 c'`
 * @returns e.g. `'AB123456C'`, or `null` when the format is not valid (e.g. `'QQ123456C'`, `'AB123456E'`)
 */
export function normaliseNin(input: string): string | null {
  if (typeof input !== 'string') return null;
  const value = input.replace(/\s+/g, '').toUpperCase();
  return NIN_PATTERN.test(value) ? value : null;
}

/**
 * A National Insurance number written the way HMRC prints it, in pairs: `'AB123456C'` → `'AB 12 34 56 C'`.
 * @param nin a stored (normalised) number; anything else is returned as it is
 * @returns the spaced number, or `''` for null or undefined
 */
export function formatNin(nin: string | null | undefined): string {
  if (!nin) return '';
  return nin.replace(/^([A-Z]{2})(\d{2})(\d{2})(\d{2})([A-D])$/, '$1 $2 $3 $4 $5');
}

const NIN_MESSAGE =
  'National Insurance number must be 2 letters, 6 numbers and then A, B, C or D, for example AB 12 34 56 C';

/**
 * A National Insurance number in the HMRC format ({@link NIN_PATTERN}), normalised to upper case without
 * spaces (e.g. `'ab 12 34 56 c'` → `'AB123456C'`). Error: "National Insurance number must be 2 letters, 6 numbers
 * and then A, B, C or D, for example AB 12 34 56 C".
 */
export const ninSchema = z
  .string({ error: NIN_MESSAGE })
  .max(CODE_INPUT_MAX_LENGTH, { error: NIN_MESSAGE, abort: true })
  .check(plainText('National Insurance number'))
  .transform((value, ctx) => {
    const nin = normaliseNin(value);
    if (nin === null) {
      ctx.addIssue({ code: 'custom', message: NIN_MESSAGE });
      return z.NEVER;
    }
    return nin;
  });

const PHONE_MESSAGE = 'Phone number must be a UK phone number, for example 07700 900123 or +44 7700 900123';

/**
 * Normalises a UK phone number to its national form without spaces: `+44`, `0044` or `(0)` become a single
 * leading 0; spaces, dots, hyphens and brackets are removed; the result is 0 followed by 9 or 10 digits, the
 * first not 0 (Ofcom's National Telephone Numbering Plan: 10-digit national significant numbers, and 9 for
 * some 01 numbers).
 * @param input e.g. `'+44 (0)7700 900123'`
 * @returns e.g. `'07700900123'`, or `null` when it is not a UK number
 */
export function normaliseUkPhoneNumber(input: string): string | null {
  if (typeof input !== 'string') return null;
  let value = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s.()-]/g, '');
  if (value.startsWith('+44')) value = `0${value.slice(3)}`;
  else if (value.startsWith('0044')) value = `0${value.slice(4)}`;
  return /^0[1-9]\d{8,9}$/.test(value) ? value : null;
}

/**
 * A UK phone number, normalised with {@link normaliseUkPhoneNumber}. Errors: "Enter your phone number", "Phone
 * number must be a UK phone number…".
 */
export const ukPhoneNumberSchema = z
  .string({ error: 'Enter your phone number' })
  .max(CODE_INPUT_MAX_LENGTH, { error: PHONE_MESSAGE, abort: true })
  .check(plainText('Phone number'))
  .transform((value, ctx) => {
    const phone = normaliseUkPhoneNumber(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: value.trim() ? PHONE_MESSAGE : 'Enter your phone number' });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A nationality as the applicant writes it, e.g. `'British'` or `'Irish'`: trimmed, 2 to 60 characters,
 * letters, spaces, hyphens, apostrophes and commas (decided here; the spec gives no list).
 */
export const nationalitySchema = z
  .string({ error: 'Enter your nationality' })
  .trim()
  .min(1, { error: 'Enter your nationality', abort: true })
  .min(2, { error: 'Nationality must be at least 2 letters', abort: true })
  .max(PLACE_MAX_LENGTH, {
    error: `Nationality must be ${PLACE_MAX_LENGTH} characters or fewer`,
    abort: true,
  })
  .regex(/^\p{L}[\p{L}\p{M}' ’,-]*$/u, {
    error: 'Nationality can only contain letters, spaces, hyphens and apostrophes',
  });

/**
 * The application fields the applicant can change with `updateApplication` (spec §3 User and Application
 * fields of the About you, Additional income, Cards, Monthly commitments and Dependants pages, plus the
 * deposit). Every field is optional and only given fields change; the name fields, phone number,
 * nationality, National Insurance number and "other names" may be cleared with `null` or a blank string;
 * the others refuse `null`.
 *
 * - firstName, lastName, middleName, otherFirstName, otherMiddleName, otherLastName: name parts
 *   ({@link personNameSchema});
 * - phoneNumber: UK phone number ({@link ukPhoneNumberSchema});
 * - dateOfBirth: {@link dateOfBirthSchema} (18 or over); nationality: {@link nationalitySchema};
 * - nin: National Insurance number ({@link ninSchema});
 * - hasAdditionalIncome: true, false or null (not answered);
 * - deposit (pounds), depositSource; cardBalance (pounds owed); monthlyLoans and monthlyCommitments
 *   (pounds a month); adultDependants, childDependants (counts).
 *
 * @param today `YYYY-MM-DD`, today in Europe/London (for the date of birth)
 * @returns a zod object schema; the output has trimmed, normalised values and `undefined` for fields not given
 */
export function updateApplicationInputSchema(today: string) {
  return z.object({
    firstName: personNameSchema('First name').optional(),
    middleName: clearableTextSchema(personNameSchema('Middle name'), 'Middle name'),
    lastName: personNameSchema('Last name').optional(),
    phoneNumber: clearableTextSchema(ukPhoneNumberSchema, 'Phone number'),
    dateOfBirth: dateOfBirthSchema(today).optional(),
    nationality: clearableTextSchema(nationalitySchema, 'Nationality'),
    nin: clearableTextSchema(ninSchema, 'National Insurance number'),
    otherFirstName: clearableTextSchema(personNameSchema('Other first name'), 'Other first name'),
    otherMiddleName: clearableTextSchema(personNameSchema('Other middle name'), 'Other middle name'),
    otherLastName: clearableTextSchema(personNameSchema('Other last name'), 'Other last name'),
    hasAdditionalIncome: z.boolean({ error: 'Say whether you have any other income' }).nullish(),
    jointApplication: z.boolean({ error: 'Say whether you are buying with someone else' }).optional(),
    deposit: depositSchema.optional(),
    depositSource: depositSourceSchema.optional(),
    cardBalance: wholePoundsSchema(
      'Card balance',
      MAX_CARD_BALANCE,
      '',
      'Enter the total balance on your cards, or 0 if you owe nothing',
    ).optional(),
    monthlyLoans: wholePoundsSchema('Monthly loan repayments', MAX_MONTHLY_AMOUNT, ' a month').optional(),
    monthlyCommitments: wholePoundsSchema('Monthly commitments', MAX_MONTHLY_AMOUNT, ' a month').optional(),
    adultDependants: countSchema('Adult dependants', MAX_DEPENDANTS).optional(),
    childDependants: countSchema('Child dependants', MAX_DEPENDANTS).optional(),
    preferredLocations: preferredLocationsSchema.optional(),
  });
}
/** The updateApplication input as sent. */
export type UpdateApplicationInput = z.input<ReturnType<typeof updateApplicationInputSchema>>;
/** The updateApplication input after parsing. */
export type UpdateApplicationParsed = z.output<ReturnType<typeof updateApplicationInputSchema>>;

/**
 * The message for an id that names none of the applicant's records (a stale page, or a broken client).
 * @param thing the record in words, e.g. "income"
 */
const unknownRecord = (thing: string) => `We couldn’t find that ${thing}: reload the page and try again`;

/** An id of one of the applicant's own records (a UUID), or missing/`null` to create a new one. */
function recordIdSchema(thing: string) {
  return z
    .uuid({ error: unknownRecord(thing) })
    .nullish()
    .transform((value) => value ?? null);
}

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

const POSTCODE_MESSAGE = 'Enter a full UK postcode, for example PO30 1AB';

/**
 * A full UK postcode, normalised to upper case with one space before the inward code (e.g. `' po30 1ab'` →
 * `'PO30 1AB'`; see normalisePostcode in postcode.ts). Error: "Enter a full UK postcode, for example PO30
 * 1AB".
 */
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .max(POSTCODE_INPUT_MAX_LENGTH, { error: POSTCODE_MESSAGE, abort: true })
  .check(plainText('Postcode'))
  .transform((value, ctx) => {
    const postcode = normalisePostcode(value);
    if (postcode === null) {
      ctx.addIssue({ code: 'custom', message: POSTCODE_MESSAGE });
      return z.NEVER;
    }
    return postcode;
  });

/** The message for an address found by the search whose reference (its UPRN) is not one (a broken client). */
const UNUSABLE_FOUND_ADDRESS = 'We couldn’t use the address you chose: search again or type the address in';

/** The message for a country that is not one (a broken client: the page offers a list). */
const COUNTRY_CODE_MESSAGE = 'Choose the country from the list';

/**
 * One address of the applicant's history as `addUpdateUserAddress` takes it (spec §3 UserAddress; addresses
 * abroad included): address line 1, the town and the move-in date ({@link moveInDateSchema}, not in the
 * future) are required; `countryCode` is the ISO 3166-1 alpha-2 code of the country (default `GB`, the UK). A
 * UK address needs a full UK postcode ({@link postcodeSchema}); an address abroad may have none, and a
 * postcode given is checked against its country's format (addresses.ts checkAbroadPostcode). Address lines 2
 * and 3, the country's name (for a UK address, its nation, e.g. "Wales") and the UPRN (digits, from an
 * address search in the UK) are optional; `id` updates an existing address, otherwise a new one is added.
 * Whether the current address is in the UK is a rule of the whole history (addresses.ts
 * checkCurrentAddressInUk), checked by the server.
 *
 * @param today `YYYY-MM-DD`, today in Europe/London (for the move-in date)
 * @returns a zod object schema; optional texts are `null` when not given; for an address abroad the postcode
 *   is null when not given, `country` is the country's English name and `uprn` is null
 */
export function userAddressInputSchema(today: string) {
  return (
    z
      .object({
        id: recordIdSchema('address'),
        addressLine1: requiredTextSchema(
          'Address line 1',
          'Enter the first line of the address',
          ADDRESS_LINE_MAX_LENGTH,
        ),
        addressLine2: optionalTextSchema('Address line 2', ADDRESS_LINE_MAX_LENGTH),
        addressLine3: optionalTextSchema('Address line 3', ADDRESS_LINE_MAX_LENGTH),
        countryCode: z
          .string({ error: COUNTRY_CODE_MESSAGE })
          .max(CODE_INPUT_MAX_LENGTH, { error: COUNTRY_CODE_MESSAGE, abort: true })
          .nullish()
          .transform((value) => (value?.trim() ? value.trim().toUpperCase() : UK_COUNTRY_CODE))
          .refine(isCountryCode, { error: COUNTRY_CODE_MESSAGE }),
        postCode: z
          .string({ error: POSTCODE_MESSAGE })
          .max(ABROAD_POSTCODE_MAX_LENGTH * 2, {
            error: `Postcode must be ${ABROAD_POSTCODE_MAX_LENGTH} characters or fewer`,
            abort: true,
          })
          .check(plainText('Postcode'))
          .nullish()
          .transform((value) => value ?? ''),
        postTown: requiredTextSchema('Town or city', 'Enter the town or city', PLACE_MAX_LENGTH),
        country: optionalTextSchema('Country', PLACE_MAX_LENGTH),
        uprn: z
          .string({ error: UNUSABLE_FOUND_ADDRESS })
          .max(CODE_INPUT_MAX_LENGTH, { error: UNUSABLE_FOUND_ADDRESS, abort: true })
          .nullish()
          .transform((value) => (value?.trim() ? value.trim() : null))
          .refine((value) => value === null || /^\d{1,12}$/.test(value), { error: UNUSABLE_FOUND_ADDRESS }),
        moveInDate: moveInDateSchema(today),
      })
      // Runs even when other fields have errors (`when`), so the postcode's error shows with theirs (zod skips it
      // only after a field's check that aborts, e.g. a move-in date in the future).
      .refine((value) => postcodeProblemOf(value) === null, {
        path: ['postCode'],
        error: (issue) => postcodeProblemOf(issue.input) ?? POSTCODE_MESSAGE,
        when: () => true,
      })
      .transform((value) => {
        if (value.countryCode === UK_COUNTRY_CODE) {
          return { ...value, postCode: normalisePostcode(value.postCode) as string | null };
        }
        const checked = checkAbroadPostcode(value.countryCode, value.postCode);
        return {
          ...value,
          postCode: 'postcode' in checked ? checked.postcode : null,
          country: getCountryName(value.countryCode),
          uprn: null,
        };
      })
  );
}

/**
 * The problem with an address's postcode for its country, or null: a full UK postcode in the UK, else its
 * country's format. Reads a value that may not have parsed (other fields wrong).
 */
function postcodeProblemOf(value: unknown): string | null {
  const { countryCode: rawCode, postCode: rawPostcode } = (value ?? {}) as Record<string, unknown>;
  const countryCode =
    typeof rawCode === 'string' && rawCode.trim() ? rawCode.trim().toUpperCase() : UK_COUNTRY_CODE;
  const postCode = typeof rawPostcode === 'string' ? rawPostcode : '';
  if (countryCode === UK_COUNTRY_CODE) return normalisePostcode(postCode) ? null : POSTCODE_MESSAGE;
  if (!isCountryCode(countryCode)) return null;
  const checked = checkAbroadPostcode(countryCode, postCode);
  return 'error' in checked ? checked.error : null;
}
/** An address as sent. */
export type UserAddressInput = z.input<ReturnType<typeof userAddressInputSchema>>;
/** An address after parsing. */
export type UserAddressParsed = z.output<ReturnType<typeof userAddressInputSchema>>;

/**
 * One monthly expense as `addUpdateUserExpense` takes it (spec §3 Expense): a description (1 to 100
 * characters), the amount (whole pounds a MONTH, £0 to £100,000) and a type (free text, 1 to 50 characters,
 * e.g. "Childcare"; the spec gives no list); `id` updates an existing expense, otherwise a new one is added.
 */
export const expenseInputSchema = z.object({
  id: recordIdSchema('payment'),
  description: requiredTextSchema('Description', 'Enter a description of the payment'),
  amount: wholePoundsSchema('Amount', MAX_MONTHLY_AMOUNT, ' a month', 'Enter the amount you pay a month'),
  type: requiredTextSchema('Type', 'Choose the type of payment', 50),
});
/** An expense as sent. */
export type ExpenseInput = z.input<typeof expenseInputSchema>;
/** An expense after parsing. */
export type ExpenseParsed = z.output<typeof expenseInputSchema>;

/** The id of one of the applicant's expenses, to delete it. Error: "We couldn’t find that payment: reload the page and try again". */
export const deleteExpenseInputSchema = z.object({
  id: z.uuid({ error: unknownRecord('payment') }),
});

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

/** An address search by postcode (spec §7 getAddressSearch): `postcode` ({@link postcodeSchema}). */
export const addressSearchInputSchema = z.object({ postcode: postcodeSchema });

/**
 * The id of one of the applicant's addresses, to remove it from their history (page Address history).
 * Error: "We couldn’t find that address: reload the page and try again".
 */
export const deleteAddressInputSchema = z.object({
  id: z.uuid({ error: unknownRecord('address') }),
});

/**
 * The About you page as a whole (spec §2 /your-application/personal-details/about-you): first and last name,
 * date of birth ({@link dateOfBirthSchema}, 18 or over), phone number ({@link ukPhoneNumberSchema}) and
 * nationality ({@link nationalitySchema}) are required; the middle name, the National Insurance number
 * ({@link ninSchema}, validated when given) and any other names the applicant has been known by are optional,
 * and blank ones become `null` (see clearableTextSchema). When `hasOtherNames` is false the other names are
 * cleared; when true, the other first and last names are required. The output is a complete
 * `updateApplication` input.
 *
 * @param today `YYYY-MM-DD`, today in Europe/London (for the date of birth)
 */
export function aboutYouSchema(today: string) {
  return z
    .object({
      firstName: personNameSchema('First name'),
      middleName: clearableTextSchema(personNameSchema('Middle name'), 'Middle name'),
      lastName: personNameSchema('Last name'),
      dateOfBirth: dateOfBirthSchema(today),
      phoneNumber: ukPhoneNumberSchema,
      nationality: nationalitySchema,
      nin: clearableTextSchema(ninSchema, 'National Insurance number'),
      hasOtherNames: z.boolean({ error: 'Say whether you have been known by another name' }),
      otherFirstName: clearableTextSchema(personNameSchema('Other first name'), 'Other first name'),
      otherMiddleName: clearableTextSchema(personNameSchema('Other middle name'), 'Other middle name'),
      otherLastName: clearableTextSchema(personNameSchema('Other last name'), 'Other last name'),
    })
    .superRefine((values, ctx) => {
      if (!values.hasOtherNames) return;
      if (!values.otherFirstName) {
        ctx.addIssue({
          code: 'custom',
          path: ['otherFirstName'],
          message: 'Enter the other first name you have been known by',
        });
      }
      if (!values.otherLastName) {
        ctx.addIssue({
          code: 'custom',
          path: ['otherLastName'],
          message: 'Enter the other last name you have been known by',
        });
      }
    })
    .transform(({ hasOtherNames, ...values }) =>
      hasOtherNames
        ? values
        : { ...values, otherFirstName: null, otherMiddleName: null, otherLastName: null },
    );
}
/** The About you form's values as typed. */
export type AboutYouValues = z.input<ReturnType<typeof aboutYouSchema>>;
