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
import { DEPOSIT_SOURCES, MAX_PREFERRED_LOCATIONS } from './constants';
import { formatGBP } from './money';
import { EXAMPLE_DISTRICTS_TEXT, EXAMPLE_POSTCODE_DISTRICTS, normaliseOutcode } from './postcode';

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
/**
 * The longest postcode or postcode district text read, characters (decided here: a full UK postcode is at most
 * 8 characters with its space, so 16 leaves room for stray spaces; longer text is refused before it is read).
 */
export const POSTCODE_INPUT_MAX_LENGTH = 16;

/**
 * Characters that no text field accepts: the C0 control characters U+0000 to U+001F (so tab and line breaks
 * too: every text field of the service is a single line), DEL and the C1 controls U+007F to U+009F, and the
 * Unicode bidirectional formatting characters U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069,
 * which make text display in another order than it is stored in ("Trojan Source", CVE-2021-42574). NUL cannot
 * even be stored in a PostgreSQL text column.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** As {@link HIDDEN_CHARACTERS}, allowing tab and line feed, for a multi-line text (none so far). */
const HIDDEN_CHARACTERS_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a text is free of control characters and bidirectional overrides (see the list above).
 * @param value the text as sent
 * @param options `multiline: true` allows tab and line feed
 * @returns e.g. `true` for `'Nurse'` and `'O’Brien'`, `false` for `'a\u0000b'` or `'\u202Etxt.exe'`
 */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? HIDDEN_CHARACTERS_MULTILINE : HIDDEN_CHARACTERS).test(value);
}

/**
 * The one refinement every free-text field uses: refuses control characters and bidirectional overrides
 * ({@link isPlainText}) with a message naming the field, which the API returns as BAD_USER_INPUT on that
 * field. Use it with `.check(plainText('Job title'))` on a string schema.
 * @param label the field's name as the person sees it, e.g. `'Job title'`
 * @param options `multiline: true` allows tab and line feed
 * @returns a zod check; error e.g. "Job title can’t contain hidden characters, such as ones copied with
 *   formatting: type it in again"
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => isPlainText(value, options), {
    error: `${label} can’t contain hidden characters, such as ones copied with formatting: type it in again`,
  });
}

const EMAIL_MESSAGE = 'Enter an e-mail address in the right format, for example name@example.com';

/**
 * Whether a value counts as not given: missing, `null`, blank text or not a number (an empty number field).
 * Used to tell "Enter your …" from "… must be …" in the messages.
 */
export function isNotGiven(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

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

/** One preferred location, normalised to its postcode district (outcode). */
const preferredLocationSchema = z
  .string({ error: `Enter a UK postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}` })
  .max(POSTCODE_INPUT_MAX_LENGTH, {
    error: `Enter a UK postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}`,
    abort: true,
  })
  .check(plainText('Postcode district'))
  .transform((value, ctx) => {
    const outcode = normaliseOutcode(value);
    if (outcode === null) {
      ctx.addIssue({
        code: 'custom',
        message: `“${value.trim()}” is not a UK postcode district. Enter one like ${EXAMPLE_DISTRICTS_TEXT}`,
      });
      return z.NEVER;
    }
    return outcode;
  });

/**
 * The applicant's preferred locations (spec §3 "preferredLocations (postcodes)"): 1 to 5 postcode
 * districts such as `SO16` or `M1` (a full postcode gives its district), each normalised to upper case with
 * {@link normaliseOutcode}; duplicates are removed, keeping the first. An invalid entry is reported at its
 * index (e.g. `preferredLocations.1`).
 */
export const preferredLocationsSchema = z
  .array(preferredLocationSchema, { error: 'Choose at least one preferred location' })
  .min(1, { error: 'Choose at least one preferred location' })
  .max(MAX_PREFERRED_LOCATIONS, { error: `Choose at most ${MAX_PREFERRED_LOCATIONS} preferred locations` })
  .transform((outcodes) => [...new Set(outcodes)]);
/** Normalised, de-duplicated postcode districts. */
export type PreferredLocations = z.output<typeof preferredLocationsSchema>;

/** The most postcode districts one homes selection may ask for (decided here). */
export const MAX_SELECTION_DISTRICTS = 10;

/**
 * The input of getHomesSelection (spec §7 "getHomesSelection (input postcodes; returns listings and
 * featured)"): 1 to 10 postcode districts such as `SO16` (a full postcode gives its district), normalised
 * with {@link normaliseOutcode} and de-duplicated, keeping the first. Errors: "Choose at least one postcode
 * district, for example SE1" and "Choose at most 10 postcode districts" (field `postcodes`); an entry that
 * is not a district is reported at its index (`postcodes.1`): '“x” is not a UK postcode district. Enter one
 * like SE1 or B1'.
 */
export const homesSelectionInputSchema = z.object({
  postcodes: z
    .array(
      z
        .string({ error: `Enter a UK postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}` })
        .max(POSTCODE_INPUT_MAX_LENGTH, {
          error: `Enter a UK postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}`,
        })
        .check(plainText('Postcode district')),
      {
        error: `Choose at least one postcode district, for example ${EXAMPLE_POSTCODE_DISTRICTS[0]}`,
      },
    )
    .min(1, {
      error: `Choose at least one postcode district, for example ${EXAMPLE_POSTCODE_DISTRICTS[0]}`,
      abort: true,
    })
    .max(MAX_SELECTION_DISTRICTS, {
      error: `Choose at most ${MAX_SELECTION_DISTRICTS} postcode districts`,
      abort: true,
    })
    .transform((values, ctx) => {
      const outcodes: string[] = [];
      values.forEach((value, index) => {
        const outcode = normaliseOutcode(value);
        if (outcode === null) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `“${value.trim()}” is not a UK postcode district. Enter one like ${EXAMPLE_DISTRICTS_TEXT}`,
          });
        } else if (!outcodes.includes(outcode)) {
          outcodes.push(outcode);
        }
      });
      return outcodes;
    }),
});
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

/** The getHomesSelection input after parsing: normalised, de-duplicated districts. */
export type HomesSelectionParsed = z.output<typeof homesSelectionInputSchema>;

/** The most postcode districts getPostcodeDistricts looks up at once (decided here; the pickers ask for 5). */
export const MAX_LOOKUP_DISTRICTS = 20;
/** The most origin districts getNearbyPostcodeDistricts reads (decided here). */
export const MAX_NEARBY_ORIGINS = 10;
/** The longest district search text, characters (decided here; the longest UK post town has 58 letters). */
export const DISTRICT_SEARCH_MAX_LENGTH = 60;

/** A list of at most `max` postcode district texts, each at most {@link POSTCODE_INPUT_MAX_LENGTH} characters. */
function districtTextsSchema(max: number) {
  const message = `Enter a UK postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}`;
  return z
    .array(
      z
        .string({ error: message })
        .max(POSTCODE_INPUT_MAX_LENGTH, { error: message })
        .check(plainText('Postcode district')),
      {
        error: message,
      },
    )
    .max(max, { error: `Choose at most ${max} postcode districts`, abort: true });
}

/** A whole number of results from 1 to `max`, or missing for the call's default. */
function resultLimitSchema(max: number) {
  const message = `The number of results must be from 1 to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .nullish();
}

/**
 * The input of getPostcodeDistricts (spec §7): up to 20 postcode district texts (each up to 16 characters);
 * texts that are not districts are left out of the answer, not refused. Error: "Choose at most 20 postcode
 * districts" (field `outcodes`).
 */
export const postcodeDistrictsInputSchema = z.object({ outcodes: districtTextsSchema(MAX_LOOKUP_DISTRICTS) });

/**
 * The input of getNearbyPostcodeDistricts: up to 10 origin districts (each up to 16 characters) and `limit`,
 * 1 to 10 results (default 3, the service's).
 */
export const nearbyPostcodeDistrictsInputSchema = z.object({
  outcodes: districtTextsSchema(MAX_NEARBY_ORIGINS),
  limit: resultLimitSchema(10),
});

/**
 * The input of searchPostcodeDistricts (spec §7): `query`, what the person typed (up to 60 characters, no
 * hidden characters), and `limit`, 1 to 20 results (default 8). Errors: "Search text must be 60 characters or
 * fewer", "The number of results must be from 1 to 20".
 */
export const searchPostcodeDistrictsInputSchema = z.object({
  query: z
    .string({ error: 'Enter a postcode district or town' })
    .max(DISTRICT_SEARCH_MAX_LENGTH, {
      error: `Search text must be ${DISTRICT_SEARCH_MAX_LENGTH} characters or fewer`,
      abort: true,
    })
    .check(plainText('Search text')),
  limit: resultLimitSchema(20),
});

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
