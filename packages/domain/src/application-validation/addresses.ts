/**
 * The input schemas of the applicant's address history (spec §3 UserAddress, AddressSearch; spec §2 page
 * Address history): the move-in date, a full UK postcode, one address (in the UK or abroad) as
 * `addUpdateUserAddress` takes it, the address search and the deleteAddress input.
 */
import { z } from 'zod';
import {
  ABROAD_POSTCODE_MAX_LENGTH,
  checkAbroadPostcode,
  getCountryName,
  isCountryCode,
  UK_COUNTRY_CODE,
} from '../addresses';
import { normalisePostcode } from '../postcode';
import { POSTCODE_INPUT_MAX_LENGTH, plainText } from '../validation';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CODE_INPUT_MAX_LENGTH,
  DATE_INPUT_MAX_LENGTH,
  EARLIEST_MOVE_IN_DATE,
  isIsoDate,
  optionalTextSchema,
  PLACE_MAX_LENGTH,
  recordIdSchema,
  requiredTextSchema,
  unknownRecord,
} from './fields';

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

/** An address search by postcode (spec §7 getAddressSearch): `postcode` ({@link postcodeSchema}). */
export const addressSearchInputSchema = z.object({ postcode: postcodeSchema });

/**
 * The id of one of the applicant's addresses, to remove it from their history (page Address history).
 * Error: "We couldn’t find that address: reload the page and try again".
 */
export const deleteAddressInputSchema = z.object({
  id: z.uuid({ error: unknownRecord('address') }),
});
