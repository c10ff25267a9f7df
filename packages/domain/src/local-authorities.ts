/**
 * Local authorities for the landlord estimate: the ONS/VOA rent and Land Registry price quartiles by local
 * authority and bedrooms (2019), how a postcode district is given its local authority, and how figures of an
 * earlier year are brought to today.
 *
 * Sources (see `apps/server/seed-data/DATA.md` and docs/decisions/012-landlord-estimates.md):
 * - Quartiles: the BBC "Can you afford to rent/buy" data of 2019 (ONS/VOA private rental market statistics,
 *   12 months to September 2019, and HM Land Registry prices; Open Government Licence), as compiled in
 *   github.com/commonknowledge/vent-your-rent, `shared/data/local-authority-rent-and-price-quartiles-2019`.
 * - District to authority: from the ONS local authority boundaries and the district centroids, weighted by
 *   area (authority-geography.ts, apps/server/src/db/seed/make-outcode-authorities.ts).
 * - Rent index: ONS Price Index of Private Rents (PIPR), see {@link RENT_INDEX_FACTORS}.
 */

/** Lower quartile, median and upper quartile of a distribution, in pounds (a month for rents). */
export type Quartiles = { lq: number; median: number; uq: number };

/** The bedroom bands of the 2019 table: 1, 2, 3 and 4 (4 or more) bedrooms. */
export const AUTHORITY_BEDROOM_BANDS = [1, 2, 3, 4] as const;

/** One local authority of the 2019 table. `rent[i]` and `buy[i]` are for `i + 1` bedrooms (4 = 4 or more). */
export type LocalAuthority = {
  /** ONS GSS code, e.g. `E06000046` (Isle of Wight). */
  code: string;
  name: string;
  /** Monthly rent quartiles by bedroom band, `null` where the table has none. */
  rent: ReadonlyArray<Quartiles | null>;
  /** Purchase price quartiles by bedroom band, `null` where the table has none. */
  buy: ReadonlyArray<Quartiles | null>;
};

/**
 * The bedroom band of the 2019 table for a number of bedrooms.
 * @param bedrooms 0 to 10; a studio (0) counts as 1 bedroom, 4 or more as the "4 bedrooms" band
 * @returns 1, 2, 3 or 4
 */
export function bedroomBand(bedrooms: number): 1 | 2 | 3 | 4 {
  if (bedrooms <= 1) return 1;
  if (bedrooms >= 4) return 4;
  return bedrooms as 2 | 3;
}

/**
 * The quartiles of an authority for a number of bedrooms, falling back to the nearest band that has figures
 * (the 2019 table leaves some cells blank where there were too few lettings or sales, e.g. 4 bedrooms in the
 * City of London).
 * @param authority the local authority
 * @param kind `rent` (pounds a month) or `buy` (pounds)
 * @param bedrooms 0 to 10
 * @returns the quartiles and the band they come from, or `null` when the authority has no figures at all
 */
export function authorityQuartiles(
  authority: LocalAuthority,
  kind: 'rent' | 'buy',
  bedrooms: number,
): { quartiles: Quartiles; band: number } | null {
  const wanted = bedroomBand(bedrooms);
  const order = [...AUTHORITY_BEDROOM_BANDS].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted));
  for (const band of order) {
    const quartiles = authority[kind][band - 1];
    if (quartiles) return { quartiles, band };
  }
  return null;
}

/**
 * Private rents brought from the period of a source to today (pounds of the source × factor = pounds of
 * today). "Today" is July 2025, the latest UK figure used: ONS, "Private rent and house prices, UK: August
 * 2025", average UK private rent £1,343 a month in July 2025.
 *
 * - `national2019` (1.33): the 2019 table's rents are for the 12 months to September 2019 (mid-point about
 *   April 2019). UK PIPR: £910 in January 2015 at index 81.26 (January 2023 = 100), so £1,120 in January
 *   2023 and 1,343 ÷ 1,120 = 1.199 from January 2023 to July 2025. From April 2019 to January 2023 UK rents
 *   rose about 11.2% (ONS Index of Private Housing Rental Prices, UK 12-month rates of 1.3–1.4% through 2019
 *   and 2020, 1.3% to August 2021, 3.6% to September 2022, plus the 0.7 percentage points a year by which
 *   PIPR exceeded that index, ONS "Redevelopment of private rental prices statistics", December 2023).
 *   1.199 × 1.112 = 1.33. The Isle of Wight's own PIPR rental price moved from £667 (mean of October 2018 –
 *   September 2019) to £868 (March 2025), × 1.30, which agrees.
 * - `national2020` (1.30): rents of September 2020 (the London rental listings): 1.33 ÷ 1.02, the UK's growth
 *   from April 2019 to September 2020 (about 1.4% a year, "broadly flat between November 2019 and the end of
 *   2020", ONS IPHRP August 2022).
 * - `isleOfWight2019` by bedroom band: the Isle of Wight's PIPR rental price by bedrooms in March 2025 ÷ its
 *   mean over October 2018 – September 2019 (`shared/data/isle-of-wight-ukhpi-and-private-rents`): 1 bed
 *   602/459.8, 2 beds 794/613.9, 3 beds 993/764.0, 4 or more 1,397/1,086.6.
 */
export const RENT_INDEX_FACTORS = {
  national2019: 1.33,
  national2020: 1.3,
  isleOfWight2019: [1.309, 1.293, 1.3, 1.286] as readonly number[],
} as const;

/** The Isle of Wight's local authority code: the one authority with its own rent index in the bundled data. */
export const ISLE_OF_WIGHT_CODE = 'E06000046';

/**
 * The factor that brings an authority's 2019 rents to today: its own PIPR series where the bundled data has
 * one (the Isle of Wight), otherwise the national figure ({@link RENT_INDEX_FACTORS}).
 * @param authorityCode ONS code of the authority
 * @param bedrooms 0 to 10
 */
export function rentIndexFactor2019(authorityCode: string, bedrooms: number): number {
  if (authorityCode === ISLE_OF_WIGHT_CODE) {
    return RENT_INDEX_FACTORS.isleOfWight2019[bedroomBand(bedrooms) - 1] ?? RENT_INDEX_FACTORS.national2019;
  }
  return RENT_INDEX_FACTORS.national2019;
}

/**
 * House prices brought to today (December 2025, the date of the for-sale listings), UK House Price Index:
 * UK average price £232,000 in 2019 (12 months to September 2019), £230,000 in November 2018, and £269,000
 * in June 2025 (ONS, "Private rent and house prices, UK: August 2025"). 269 ÷ 232 = 1.16; 269 ÷ 230 = 1.17.
 * Only used when there are no comparable for-sale listings.
 */
export const PRICE_INDEX_FACTORS = { national2019: 1.16, nationalNov2018: 1.17 } as const;

/**
 * A local-authority or county name in a form that compares equal across the two sources: lower case, "&" as
 * "and", hyphens as spaces, without full stops, commas, apostrophes, "City of", "County of", "Borough",
 * "Council", "The" or a final "City" (so "City of Kingston-upon-Hull" and "Kingston upon Hull" compare
 * equal, as do "St. Albans" and "St Albans"). Used to match the ONS boundaries' names to the 2019 table's
 * where their codes differ (apps/server/src/db/seed/make-outcode-authorities.ts).
 * @param name a name from either source
 * @returns the normalised name
 */
export function normaliseAuthorityName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/-/g, ' ')
    .replace(/[.,']/g, '')
    .replace(/\b(city of|county of|borough|the|council)\b/g, ' ')
    .replace(/\bcity\b$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
