/**
 * The input schemas of the About you page (spec §2 /your-application/personal-details/about-you; spec §3
 * User): the date of birth, the National Insurance number, the UK phone number and the nationality, each with
 * its normalising rule, and the About you form as a whole.
 */
import { z } from 'zod';
import { personNameSchema, plainText } from '../validation';
import {
  CODE_INPUT_MAX_LENGTH,
  clearableTextSchema,
  DATE_INPUT_MAX_LENGTH,
  getAge,
  isIsoDate,
  MAX_APPLICANT_AGE,
  MIN_APPLICANT_AGE,
  PLACE_MAX_LENGTH,
} from './fields';

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
