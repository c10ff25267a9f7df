/**
 * UK postcode parsing and normalisation (domain-research §3.2 "Postcode validation", BS 7666 formats).
 *
 * A full postcode is an outward code (the postcode district or "outcode", e.g. `SO16`) and an inward code
 * (a digit and two letters, e.g. `3AB`). The regular expressions below check the FORMAT only (BS 7666 letter
 * rules, as published at https://wiki.leaky.org/index.php/Postcodes and in the Cabinet Office BS7666
 * schema); whether a postcode really exists needs the PAF or ONSPD, which this pure package does not hold.
 * BFPO numbers are not accepted.
 */

/**
 * The outward code (district) formats A9, A99, A9A, AA9, AA99, AA9A with the BS 7666 letter rules:
 * 1st letter never Q, V, X; 2nd never I, J, Z; 3rd (A9A) only A–H, J, K, P, S, T, U, W; 4th (AA9A) only
 * A, B, E, H, M, N, P, R, V, W, X, Y (domain-research §3.2).
 */
const OUTWARD =
  '(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';

/** The inward code: a digit and two letters, never C, I, K, M, O or V (domain-research §3.2). */
const INWARD = '[0-9][ABD-HJLNP-UWXYZ]{2}';

/** The Girobank postcode, a special case outside the general pattern (domain-research §3.2). */
const GIRO_OUTWARD = 'GIR';
const GIRO_INWARD = '0AA';

const OUTWARD_RE = new RegExp(`^${OUTWARD}$`);
const POSTCODE_RE = new RegExp(`^(${OUTWARD})(${INWARD})$`);

function compact(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Normalises a full UK postcode: upper case, surrounding and inner spaces removed, then a single space
 * before the three-character inward code (domain-research §3.2 "Normalise to upper case with a single
 * space before the 3-character inward code"). `GIR 0AA` is accepted.
 *
 * @param input a postcode as typed, e.g. `' so16  3ab '`
 * @returns e.g. `'SO16 3AB'`, or `null` when the input is not a full UK postcode in a valid format
 */
export function normalisePostcode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const value = compact(input);
  if (value === GIRO_OUTWARD + GIRO_INWARD) return `${GIRO_OUTWARD} ${GIRO_INWARD}`;
  const match = POSTCODE_RE.exec(value);
  if (!match) return null;
  return `${match[1]} ${match[2]}`;
}

/**
 * Whether the input is a full UK postcode in a valid format (see {@link normalisePostcode}).
 *
 * @param input a postcode as typed
 * @returns true for e.g. `'sw1a 1aa'`, false for `'SW1A'` or `'QQ1 1AA'`
 */
export function isValidPostcode(input: string): boolean {
  return normalisePostcode(input) !== null;
}

/**
 * Normalises a postcode district (outward code, "outcode"), as used for the applicant's preferred
 * locations (domain-research §3.2 "For preferred postcodes, accept outward codes and districts").
 * A full postcode is accepted too and gives its outward code.
 *
 * @param input e.g. `'so16'`, `' SW1A '`, `'EC1V'`, `'M1'` or a full postcode `'SO16 3AB'`
 * @returns the upper-case outcode, e.g. `'SO16'`, or `null` when the input is neither a valid district
 *   nor a valid full postcode
 */
export function normaliseOutcode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const value = compact(input);
  if (OUTWARD_RE.test(value)) return value;
  const postcode = normalisePostcode(value);
  return postcode ? postcode.slice(0, postcode.indexOf(' ')) : null;
}

/**
 * Whether the input is a valid postcode district or full postcode (see {@link normaliseOutcode}).
 *
 * @param input e.g. `'SO16'`
 * @returns true when {@link normaliseOutcode} accepts it
 */
export function isValidOutcode(input: string): boolean {
  return normaliseOutcode(input) !== null;
}

/**
 * The outward code (district) of a full postcode.
 *
 * @param postcode a full postcode, e.g. `'so16 3ab'`
 * @returns e.g. `'SO16'`, or `null` when `postcode` is not a valid full postcode (a bare district is refused)
 */
export function getOutcode(postcode: string): string | null {
  const normalised = normalisePostcode(postcode);
  return normalised ? normalised.slice(0, normalised.indexOf(' ')) : null;
}

/**
 * The postcode area: the leading letters of the outward code (e.g. `SO16` → `SO`, `B12` → `B`).
 *
 * @param outcodeOrPostcode a district or a full postcode
 * @returns the one- or two-letter area, or `null` when the input is not valid or is the Girobank
 *   postcode `GIR 0AA` (which belongs to no area)
 */
export function getPostcodeArea(outcodeOrPostcode: string): string | null {
  const outcode = normaliseOutcode(outcodeOrPostcode);
  if (!outcode || outcode === GIRO_OUTWARD) return null;
  const match = /^[A-Z]{1,2}/.exec(outcode);
  return match ? match[0] : null;
}

/**
 * The postcode districts the app gives as examples ("for example SE1 or B1"): both have homes for sale in
 * the bundled listings (apps/server/seed-data/listings-uk-2025.csv.gz; a server test checks it), so an applicant
 * who follows the example finds homes.
 */
export const EXAMPLE_POSTCODE_DISTRICTS = ['SE1', 'B1'] as const;

/** A town the app gives as an example of searching by town: L1 (Liverpool) has homes in the bundled listings. */
export const EXAMPLE_TOWN = 'Liverpool';

/** "SE1 or B1": the example districts in words. */
export const EXAMPLE_DISTRICTS_TEXT = EXAMPLE_POSTCODE_DISTRICTS.join(' or ');
