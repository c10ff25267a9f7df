/**
 * The input schemas of postcode districts (spec §3 "preferredLocations (postcodes)"; spec §7
 * getHomesSelection, getPostcodeDistricts, getNearbyPostcodeDistricts, searchPostcodeDistricts): the
 * applicant's preferred locations, a homes selection and the district look-ups, each district normalised to
 * its outcode (postcode.ts normaliseOutcode). The limits are decided here and noted on each constant.
 */
import { z } from 'zod';
import { MAX_PREFERRED_LOCATIONS } from './constants';
import { EXAMPLE_DISTRICTS_TEXT, EXAMPLE_POSTCODE_DISTRICTS, normaliseOutcode } from './postcode';
import { plainText } from './validation-text';

/**
 * The longest postcode or postcode district text read, characters (decided here: a full UK postcode is at most
 * 8 characters with its space, so 16 leaves room for stray spaces; longer text is refused before it is read).
 */
export const POSTCODE_INPUT_MAX_LENGTH = 16;

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
