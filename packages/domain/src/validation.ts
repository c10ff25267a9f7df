/**
 * Input schemas (zod 4) shared by the server's input validation and the web forms (ARCHITECTURE.md §2
 * "forms: react-hook-form + zod resolver, schemas from packages/domain"). Every message is written for the
 * person and shown as it is, on the page and in the API's errors: it says what to do ("Enter your first name",
 * "Choose where your deposit is coming from") or what is allowed, in British English, with no raw formats,
 * lists of identifiers or developer words (the GOV.UK Design System's guidance on error messages,
 * https://design-system.service.gov.uk/components/error-message/; checked by messages.test.ts).
 *
 * The spec does not show field-level validation (spec §5 "Field-level validation for forms is not shown");
 * the limits below are decided here and noted on each schema.
 */
import { z } from 'zod';
import { DEPOSIT_SOURCES } from './constants';
import { formatGBP } from './money';
import { preferredLocationsSchema } from './validation-districts';
import { isNotGiven, isPlainText, plainText } from './validation-text';

// The checks every field shares, and the postcode districts' schemas, live apart; they are part of this module too.
export {
  DISTRICT_SEARCH_MAX_LENGTH,
  type HomesSelectionParsed,
  homesSelectionInputSchema,
  MAX_LOOKUP_DISTRICTS,
  MAX_NEARBY_ORIGINS,
  MAX_SELECTION_DISTRICTS,
  nearbyPostcodeDistrictsInputSchema,
  POSTCODE_INPUT_MAX_LENGTH,
  type PreferredLocations,
  postcodeDistrictsInputSchema,
  preferredLocationsSchema,
  searchPostcodeDistrictsInputSchema,
} from './validation-districts';
export { isNotGiven, isPlainText, plainText } from './validation-text';

/** The longest e-mail address accepted: 254 characters (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Password length limits (decided here; 128 keeps hashing cost bounded). */
export const PASSWORD_MIN_LENGTH = 8;
/** See {@link PASSWORD_MIN_LENGTH}. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest name part accepted, in characters (decided here). */
export const NAME_MAX_LENGTH = 80;
/** The highest gross annual pay accepted, in pounds (decided here, a sanity limit). */
export const MAX_GROSS_ANNUAL_PAY = 10_000_000;
/** The highest deposit accepted, in pounds (decided here; the listing importer's top price, listing.ts). */
export const MAX_DEPOSIT = 5_000_000;
// Preferred locations: at most five postcode districts; in constants.ts, which pages read without zod.
export { MAX_PREFERRED_LOCATIONS } from './constants';
/** The longest UTM source text kept (decided here). */
export const UTM_MAX_LENGTH = 100;
const EMAIL_MESSAGE = 'Enter an e-mail address in the right format, for example name@example.com';
/**
 * An e-mail address: trimmed, lower-cased, a valid address of at most 254 characters.
 * Errors: "Enter your e-mail address", "Enter an e-mail address in the right format, for example
 * name@example.com", "E-mail address must be 254 characters or fewer".
 */
export const emailSchema = z
  .string({ error: (issue) => (isNotGiven(issue.input) ? 'Enter your e-mail address' : EMAIL_MESSAGE) })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter your e-mail address', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: `E-mail address must be ${EMAIL_MAX_LENGTH} characters or fewer` })
  .pipe(z.email({ error: EMAIL_MESSAGE }));
/** A valid, normalised e-mail address. */
export type Email = z.output<typeof emailSchema>;

/**
 * A new password's length: 8 to 128 characters (decided here; 128 keeps hashing cost bounded). Not trimmed:
 * spaces are part of a password. The whole rule also asks that it is hard to guess (a zxcvbn score; see
 * password.ts `checkPasswordStrength`), which the server checks on every new password and the web app's
 * strength meter shows as it is typed; it is kept out of this schema so that the forms and pages that import
 * these schemas do not load the password dictionaries.
 */
export const passwordSchema = z
  .string({ error: 'Enter a password' })
  .min(1, { error: 'Enter a password', abort: true })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    abort: true,
  })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` })
  .check(plainText('Password'));
/** A password that meets {@link passwordSchema}. */
export type Password = z.output<typeof passwordSchema>;

/** Letters (any script, with accents), single spaces, hyphens and apostrophes; starting with a letter. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' ’-]*$/u;

/**
 * A person's name part (first, middle or last name): trimmed, 1 to 80 characters, letters, spaces,
 * hyphens and apostrophes only, starting with a letter.
 *
 * @param label the field's name as the applicant sees it, e.g. `'First name'`; used in every message
 * @returns a zod schema of a string. Errors e.g. "Enter your first name", "First name must be 80 characters or
 *   fewer", "First name can only contain letters, spaces, hyphens and apostrophes"
 */
export function personNameSchema(label: string) {
  const missing = `Enter your ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(NAME_MAX_LENGTH, { error: `${label} must be ${NAME_MAX_LENGTH} characters or fewer`, abort: true })
    .regex(NAME_PATTERN, { error: `${label} can only contain letters, spaces, hyphens and apostrophes` });
}
/** A valid name part. */
export type PersonName = z.output<ReturnType<typeof personNameSchema>>;

/**
 * A whole number of pounds between 0 and `max`: `missing` when nothing is given, else one message for every
 * other failure.
 */
function wholePoundsSchema(label: string, max: number, missing: string) {
  const message = `${label} must be a whole number of pounds between £0 and ${formatGBP(max)}`;
  return z
    .number({ error: (issue) => (isNotGiven(issue.input) ? missing : message) })
    .int({ error: message, abort: true })
    .min(0, { error: message, abort: true })
    .max(max, { error: message });
}

/** The applicant's gross annual pay: a whole number of pounds from £0 to £10,000,000. */
export const grossAnnualPaySchema = wholePoundsSchema(
  'Gross annual pay',
  MAX_GROSS_ANNUAL_PAY,
  'Enter your gross annual pay in whole pounds, for example 35000',
);
/** Gross annual pay in pounds. */
export type GrossAnnualPay = z.output<typeof grossAnnualPaySchema>;

/** The deposit the applicant has: a whole number of pounds from £0 to £5,000,000. */
export const depositSchema = wholePoundsSchema(
  'Deposit',
  MAX_DEPOSIT,
  'Enter your deposit in whole pounds, or 0 if you have none yet',
);
/** A deposit in pounds. */
export type Deposit = z.output<typeof depositSchema>;

/** Where the deposit comes from: one of {@link DEPOSIT_SOURCES} (spec §3). */
export const depositSourceSchema = z.enum(DEPOSIT_SOURCES, {
  error: 'Choose where your deposit is coming from',
});
/** A deposit source. */
export type DepositSourceInput = z.output<typeof depositSourceSchema>;

/** The longest reference to a listing or a promotion read, characters (listing ids are e.g. `rm-169301258`). */
export const REFERENCE_MAX_LENGTH = 64;

/**
 * A reference to a listing or a promotion (text ids, not UUIDs): at most 64 characters without hidden
 * characters; anything else names no record. Error: "We couldn’t find that home: reload the page and try again".
 * @param thing the record in words, e.g. `'home'`
 */
export function referenceSchema(thing: string) {
  const message = `We couldn’t find that ${thing}: reload the page and try again`;
  return z
    .string({ error: message })
    .min(1, { error: message })
    .max(REFERENCE_MAX_LENGTH, { error: message, abort: true })
    .refine((value) => isPlainText(value), { error: message });
}

/** addFavourite and removeFavourite (spec §7): the listing's id. */
export const favouriteInputSchema = z.object({ rentCompId: referenceSchema('home') });
/** getPromotion and markPromotionAsSeen (spec §7): the promotion's id. */
export const promotionInputSchema = z.object({ promoId: referenceSchema('promotion') });

/**
 * The eligibility checks at onboarding (decided here; the spec does not list them): the applicant must be
 * 18 or over, have the right to live in the UK and consent to a credit check; bankruptcy or CCJs are
 * declared, not refused here.
 */
export const onboardChecksSchema = z.object(
  {
    over18: z.literal(true, { error: 'You need to be 18 or over to apply' }),
    rightToLiveInUk: z.literal(true, { error: 'You need the right to live in the UK to apply' }),
    noBankruptcyOrCcj: z.boolean({
      error: 'Tell us whether you are free of bankruptcy and County Court Judgments (CCJs)',
    }),
    creditCheckConsent: z.literal(true, { error: 'You need to agree to a soft credit check to apply' }),
  },
  { error: 'Answer the questions about who can apply' },
);
/** The onboarding checks as sent. */
export type OnboardChecks = z.input<typeof onboardChecksSchema>;

/** An optional middle name: missing, `null`, empty or blank all become `null`. */
const middleNameSchema = z
  .string({ error: 'Middle name can only contain letters, spaces, hyphens and apostrophes' })
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .pipe(personNameSchema('Middle name').nullable());

/**
 * An optional marketing source (where the person heard about Stairway): trimmed, at most 100 characters,
 * `null` allowed.
 * @param label how the person would name it, e.g. "Where you heard about us"
 */
function utmSchema(label: string) {
  return z
    .string({ error: `${label} could not be read: type it again` })
    .trim()
    .max(UTM_MAX_LENGTH, { error: `${label} must be ${UTM_MAX_LENGTH} characters or fewer` })
    .check(plainText(label))
    .nullish();
}

/**
 * The onboarding form ("Check your budget"): the applicant's names, e-mail and password, gross annual pay,
 * whether the application is joint, deposit and its source, preferred locations, the eligibility checks and
 * the optional marketing source (spec §3 "User", "Application" fields).
 */
export const onboardInputSchema = z.object({
  firstName: personNameSchema('First name'),
  middleName: middleNameSchema,
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  grossAnnualPay: grossAnnualPaySchema,
  jointApplication: z.boolean({ error: 'Say whether you are buying with someone else' }).default(false),
  deposit: depositSchema,
  depositSource: depositSourceSchema,
  preferredLocations: preferredLocationsSchema,
  checks: onboardChecksSchema,
  utmSource: utmSchema('Where you heard about us'),
  utmOtherSource: utmSchema('Where else you heard about us'),
});
/** The onboarding input as sent by a client. */
export type OnboardInput = z.input<typeof onboardInputSchema>;
/** The onboarding input after parsing: trimmed, normalised, defaults applied. */
export type OnboardParsed = z.output<typeof onboardInputSchema>;

/** Sign-in: an e-mail address and a password (any non-empty password; it is checked against the hash). */
export const signInInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` })
    .check(plainText('Password')),
});
/** The sign-in input as sent. */
export type SignInInput = z.input<typeof signInInputSchema>;
/** The sign-in input after parsing. */
export type SignInParsed = z.output<typeof signInInputSchema>;

/**
 * Lists a zod error's problems with the field each is about, for a form or a GraphQL error's extensions.
 *
 * @param error a zod error from `safeParse`
 * @returns one entry per issue: `field` is the dotted path (e.g. `preferredLocations.1`, `checks.over18`;
 *   an empty string for the input as a whole) and `message` the issue's message
 */
export function formatZodIssues(error: z.ZodError): Array<{ field: string; message: string }> {
  return error.issues.map((issue) => ({
    field: issue.path.map((part) => String(part)).join('.'),
    message: issue.message,
  }));
}
