/**
 * Rules for the addresses of an applicant's history (spec §3 UserAddress, §5 "Address history must cover
 * more than 35 months"):
 * - an address may be outside the UK (anyone who lived abroad in the last three years must be able to give
 *   their history), in any country of ISO 3166-1 (the list and English names from i18n-iso-countries); its
 *   postcode is optional and, when given, checked against the country's format where postcode-validator
 *   knows one; UK addresses keep the full UK postcode;
 * - the current address (the one with the latest move-in date) must be in the UK (Stairway serves people
 *   living in the UK; the current address also decides Scottish income tax, ARCHITECTURE.md §4);
 * - an address whose move-in date is later than the current address's becomes the current one, which the
 *   applicant is told and asked about first.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

countries.registerLocale(english);

/** The UK's ISO 3166-1 alpha-2 code (ISO uses GB for the whole United Kingdom, Northern Ireland included). */
export const UK_COUNTRY_CODE = 'GB';

/** The UK's nations, for the optional "Country" of a UK address. */
export const UK_NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;

/** The longest postcode of an address abroad accepted, characters (decided here; the longest formats are 10). */
export const ABROAD_POSTCODE_MAX_LENGTH = 16;

/** A country to choose from: its ISO 3166-1 alpha-2 code and English name. */
export type Country = { code: string; name: string };

/**
 * Every country outside the UK, by English name (i18n-iso-countries, ISO 3166-1), e.g.
 * `{ code: 'FR', name: 'France' }`; names are the short ones people use ("United States of America").
 * @returns about 248 countries, sorted by name (en-GB collation)
 */
export function getCountriesOutsideUk(): Country[] {
  const names = countries.getNames('en', { select: 'official' });
  return Object.entries(names)
    .filter(([code]) => code !== UK_COUNTRY_CODE)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/**
 * Whether a code is a country of ISO 3166-1 (alpha-2, upper case), e.g. `FR` yes, `XX` no.
 * @param code the code
 */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/**
 * A country's English name, e.g. `FR` → "France", `GB` → "United Kingdom".
 * @param code an ISO 3166-1 alpha-2 code
 * @returns the name, or the code itself when it is not a country
 */
export function getCountryName(code: string): string {
  if (code === UK_COUNTRY_CODE) return 'United Kingdom';
  return countries.getName(code, 'en', { select: 'official' }) ?? code;
}

/**
 * Checks and tidies the postcode of an address outside the UK.
 * @param countryCode ISO 3166-1 alpha-2, not GB
 * @param postcode what was typed; empty or missing means none (many countries have no postcodes)
 * @returns `{ postcode }` (trimmed, inner spaces collapsed, upper case; null when none) or `{ error }`, a message
 *   naming the field and the country, when postcode-validator knows the country's format and it does not
 *   match, or when it is longer than {@link ABROAD_POSTCODE_MAX_LENGTH}
 */
export function checkAbroadPostcode(
  countryCode: string,
  postcode: string | null | undefined,
): { postcode: string | null } | { error: string } {
  const tidy = (postcode ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  if (!tidy) return { postcode: null };
  const name = getCountryName(countryCode);
  if (tidy.length > ABROAD_POSTCODE_MAX_LENGTH) {
    return { error: `Postcode must be ${ABROAD_POSTCODE_MAX_LENGTH} characters or fewer` };
  }
  if (postcodeValidatorExistsForCountry(countryCode) && !postcodeValidator(tidy, countryCode)) {
    return { error: `Enter a postcode in the format used in ${name}, or leave it empty` };
  }
  return { postcode: tidy };
}

/** An address of the history as these rules need it. */
export type HistoryAddress = {
  /** The address's id; null or missing for one not saved yet. */
  id?: string | null;
  /** ISO 3166-1 alpha-2, `GB` for the UK. */
  countryCode: string;
  /** `YYYY-MM-DD`. */
  moveInDate: string;
};

/**
 * The current address: the one with the latest move-in date (spec §4 "measured from the latest address's
 * move-in date"); of two on the same day, the first given.
 * @param addresses in any order
 * @returns the current address, or undefined with none
 */
export function getCurrentAddress<T extends HistoryAddress>(addresses: readonly T[]): T | undefined {
  let current: T | undefined;
  for (const address of addresses) {
    if (!current || address.moveInDate > current.moveInDate) current = address;
  }
  return current;
}

/** The message when the history would hold no UK address at all (its only or latest address abroad). */
export const CURRENT_ADDRESS_ABROAD_MESSAGE =
  'Your current address must be in the UK: add the address you live at now first, then the ones abroad';

/**
 * A date of the history for a message, e.g. `2024-05-01` → "1 May 2024".
 * @param date `YYYY-MM-DD`
 */
function formatMoveInDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** What is wrong with a change to the history, on the field that has to change. */
export type AddressHistoryProblem = { field: 'moveInDate' | 'countryCode'; message: string };

/**
 * Whether the history, with `change` added or applied, still has its current address (the latest move-in
 * date) in the UK (naming the real problem, on the field to change):
 * - an address abroad dated after the current UK address's move-in date: the move-in date is wrong (an address
 *   abroad can only be a previous one), e.g. "The move-in date must be before 1 May 2024, when you moved in to
 *   your current address: an address abroad can only be a previous address";
 * - a UK address whose new date puts it before an address abroad (which would then be current): its move-in
 *   date must be after the latest date abroad;
 * - no UK address in the history at all: the country (the first address must be the UK one).
 * @param addresses the saved addresses
 * @param change the address being added (no id) or changed (its id)
 * @returns null when the current address stays in the UK, else the field (`moveInDate` or `countryCode`) and
 *   a message saying what to do
 */
export function checkCurrentAddressInUk(
  addresses: readonly HistoryAddress[],
  change: HistoryAddress,
): AddressHistoryProblem | null {
  const others = addresses.filter((a) => !change.id || a.id !== change.id);
  const current = getCurrentAddress([...others, change]);
  if (!current || current.countryCode === UK_COUNTRY_CODE) return null;
  const ukAddresses = others.filter((a) => a.countryCode === UK_COUNTRY_CODE);
  if (change.countryCode !== UK_COUNTRY_CODE) {
    const latestUk = getCurrentAddress(ukAddresses);
    if (!latestUk) return { field: 'countryCode', message: CURRENT_ADDRESS_ABROAD_MESSAGE };
    return {
      field: 'moveInDate',
      message: `The move-in date must be before ${formatMoveInDate(latestUk.moveInDate)}, when you moved in to your current address: an address abroad can only be a previous address`,
    };
  }
  return {
    field: 'moveInDate',
    message: `The move-in date must be after ${formatMoveInDate(current.moveInDate)}, when you moved in to your address abroad: your current address must be in the UK`,
  };
}

/**
 * The address that `change` would replace as the current address: when it is not the current address now
 * and its move-in date is later than the current one's (the page says so and asks before saving).
 * @param addresses the saved addresses
 * @param change the address being added (no id) or changed (its id)
 * @returns the current address it would replace, or null when it would not become the current one
 */
export function getReplacedCurrentAddress<T extends HistoryAddress>(
  addresses: readonly T[],
  change: HistoryAddress,
): T | null {
  const current = getCurrentAddress(addresses);
  if (!current || (change.id && current.id === change.id)) return null;
  return change.moveInDate > current.moveInDate ? current : null;
}
