/**
 * A saved search in one plain-English sentence, e.g. "Homes within 3 miles of Leeds, up to £250,000, 2
 * bedrooms": the web app's Saved searches page and the save dialog's suggested name, and the alert e-mails,
 * say the same thing in the same words.
 */
import type { HomeSearchCriteriaInput } from './home-search';
import { formatGBP } from './money';
import { listInWords } from './text';

/** What each type filter's homes are called at the start of the sentence (spec §9 type filters). */
const HOMES_OF_TYPE: Record<string, string> = {
  All: 'Homes',
  Flat: 'Flats',
  Terraced: 'Terraced houses',
  'Semi detached': 'Semi-detached houses',
  Detached: 'Detached houses',
};

/** Each bedroom filter in words (spec §9 bedroom filters). */
const BEDROOMS_IN_WORDS: Record<string, string> = {
  Studio: 'studios',
  '1': '1 bedroom',
  '2': '2 bedrooms',
  '3+': '3 or more bedrooms',
};

/** A band of pounds in words: "£200,000 to £250,000", "up to £250,000", "from £200,000", or null for none. */
function band(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && min > 0 && max !== undefined) return `${formatGBP(min)} to ${formatGBP(max)}`;
  if (max !== undefined) return `up to ${formatGBP(max)}`;
  if (min !== undefined && min > 0) return `from ${formatGBP(min)}`;
  return null;
}

/** Where the search looks, in words: "within 3 miles of Leeds", "in LS6 and LS7", "in a map area". */
function whereInWords(criteria: HomeSearchCriteriaInput): string | null {
  if (criteria.near) {
    const miles = criteria.near.radiusMiles;
    return `within ${miles} ${miles === 1 ? 'mile' : 'miles'} of ${criteria.near.place.trim()}`;
  }
  if (criteria.postcodes?.length) {
    return `in ${listInWords(criteria.postcodes.map((district) => district.trim().toUpperCase()))}`;
  }
  if (criteria.bounds) return 'in an area of the map';
  return null;
}

/**
 * Describes a search's criteria in one sentence: what homes (the type filter), where (a radius around a place,
 * the postcode districts, or a map area), the price band, the bedrooms, the rent band and "within my budget".
 * The sort order is left out: it changes the order of the homes, not which homes match.
 * @param criteria the criteria as written or as parsed by homeSearchCriteriaSchema (prices in whole pounds,
 *   rents in pounds a month)
 * @returns e.g. "Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms" or "Flats in SE1 and SE11, rent up to
 *   £1,200 a month, within my budget"
 */
export function describeHomeSearch(criteria: HomeSearchCriteriaInput): string {
  const homes = HOMES_OF_TYPE[criteria.type ?? 'All'] ?? 'Homes';
  const where = whereInWords(criteria);
  const parts: string[] = [where ? `${homes} ${where}` : homes];
  const price = band(criteria.minPrice, criteria.maxPrice);
  if (price) parts.push(price);
  const bedrooms = BEDROOMS_IN_WORDS[criteria.bedrooms ?? 'All'];
  if (bedrooms) parts.push(bedrooms);
  const rent = band(criteria.minRent, criteria.maxRent);
  if (rent) parts.push(`rent ${rent} a month`);
  if (criteria.withinBudget) parts.push('within my budget');
  return parts.join(', ');
}
