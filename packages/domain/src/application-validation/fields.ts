/**
 * The building blocks of the application's input schemas (see application-validation.ts for the rules every
 * message follows): the limits, decided here because the spec does not show field-level validation (spec §5),
 * each noted on its constant; calendar dates `YYYY-MM-DD` and ages; and the schemas of whole pounds, counts,
 * texts and record ids that the sections' schemas are built from.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { formatGBP } from '../money';
import { isNotGiven, plainText } from '../validation';

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
export function optionalPoundsSchema(label: string, max: number, per = '') {
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
export const unreadable = (label: string) => `${label} could not be read: type it again`;

/** An optional text in a full record: trimmed; missing, `null` or blank become `null`. */
export function optionalTextSchema(label: string, max = TEXT_MAX_LENGTH) {
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
export function clearableTextSchema<S extends z.ZodType<unknown, string>>(schema: S, label: string) {
  return z
    .string({ error: unreadable(label) })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null))
    .pipe(schema.nullish());
}

/**
 * The message for an id that names none of the applicant's records (a stale page, or a broken client).
 * @param thing the record in words, e.g. "income"
 */
export const unknownRecord = (thing: string) =>
  `We couldn’t find that ${thing}: reload the page and try again`;

/** An id of one of the applicant's own records (a UUID), or missing/`null` to create a new one. */
export function recordIdSchema(thing: string) {
  return z
    .uuid({ error: unknownRecord(thing) })
    .nullish()
    .transform((value) => value ?? null);
}
