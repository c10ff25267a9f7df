/**
 * The input of the landlord's rent and value estimate (spec §6 `getEstimatedLandlordRent`): an address or
 * postcode, a property type, bedrooms and bathrooms. Limits decided here: bedrooms 0 to 10 (0 is a studio),
 * bathrooms 0 to 10. Messages follow validation.ts (written for the person, British English, naming the field
 * and what is allowed).
 */
import { z } from 'zod';
import { PROPERTY_TYPES } from './constants';
import { getOutcode, normaliseOutcode, normalisePostcode } from './postcode';
import { isNotGiven, POSTCODE_INPUT_MAX_LENGTH, plainText } from './validation';

/** The most bedrooms an estimate accepts. */
export const MAX_ESTIMATE_BEDROOMS = 10;
/** The most bathrooms an estimate accepts. */
export const MAX_ESTIMATE_BATHROOMS = 10;
/** The longest address text accepted, in characters (decided here). */
export const ESTIMATE_ADDRESS_MAX_LENGTH = 200;

/** A whole number from 0 to `max`, with "Enter …" when missing and one message for anything else. */
function countSchema(label: string, max: number, missing: string) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z
    .number({ error: (issue) => (isNotGiven(issue.input) ? missing : message) })
    .int({ error: message, abort: true })
    .min(0, { error: message, abort: true })
    .max(max, { error: message });
}

const POSTCODE_MESSAGE = 'Enter a UK postcode, for example PO30 1AB, or a postcode district such as PO30';

/**
 * The estimate request. `postcode` is a full UK postcode or a postcode district (normalised: `postcode` is
 * the full postcode or `null`, `outcode` the district); `address` is optional text shown in the e-mail.
 * Errors name the field: "Enter a UK postcode, …", "Choose the type of property", "Bedrooms must be a whole
 * number from 0 to 10", "Bathrooms must be a whole number from 0 to 10".
 */
export const estimateRequestSchema = z
  .object({
    address: z
      .string()
      .trim()
      .max(ESTIMATE_ADDRESS_MAX_LENGTH, {
        error: `Address must be ${ESTIMATE_ADDRESS_MAX_LENGTH} characters or fewer`,
      })
      .check(plainText('Address'))
      .nullish()
      .transform((value) => value || null),
    postcode: z
      .string({ error: POSTCODE_MESSAGE })
      .max(POSTCODE_INPUT_MAX_LENGTH, { error: POSTCODE_MESSAGE, abort: true })
      .check(plainText('Postcode'))
      .transform((value, ctx) => {
        const full = normalisePostcode(value);
        const outcode = full ? getOutcode(full) : normaliseOutcode(value);
        if (!outcode) {
          ctx.addIssue({ code: 'custom', message: POSTCODE_MESSAGE });
          return z.NEVER;
        }
        return { postcode: full, outcode };
      }),
    propertyType: z.enum(PROPERTY_TYPES, { error: 'Choose the type of property' }),
    bedrooms: countSchema(
      'Bedrooms',
      MAX_ESTIMATE_BEDROOMS,
      'Enter the number of bedrooms, or 0 for a studio',
    ),
    bathrooms: countSchema('Bathrooms', MAX_ESTIMATE_BATHROOMS, 'Enter the number of bathrooms'),
  })
  .transform(({ postcode, ...rest }) => ({
    ...rest,
    postcode: postcode.postcode,
    outcode: postcode.outcode,
  }));

/** A parsed estimate request. */
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
