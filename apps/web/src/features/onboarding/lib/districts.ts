/**
 * How the preferred-location picker names postcode districts (spec §2 "/onboard/preferred-location", §3
 * "preferredLocations (postcodes)"), and what it searches for.
 */
import { normaliseOutcode } from '@stairway/domain/postcode';

/** A postcode district as the service describes it. */
export type District = { outcode: string; town?: string | null; region?: string | null; homesCount: number };

/**
 * "23 homes", "1 home" or "no homes yet".
 *
 * @param count homes for sale in a district
 */
export function homesLabel(count: number): string {
  if (count <= 0) return 'no homes yet';
  return count === 1 ? '1 home' : `${count} homes`;
}

/**
 * How a district reads in a suggestion or a chip, e.g. "SO16 · Southampton · 23 homes".
 *
 * @param district the district
 */
export function describeDistrict(district: District): string {
  return [district.outcode, district.town, homesLabel(district.homesCount)].filter(Boolean).join(' · ');
}

/**
 * What to search for as the applicant types.
 *
 * @param text what is typed, e.g. "so16 7" or "SO16 7GZ"
 * @returns the district of a full postcode ("SO16"), otherwise the text without spaces, upper-cased
 */
export function districtSearchTerm(text: string): string {
  return normaliseOutcode(text) ?? text.replace(/\s+/g, '').toUpperCase();
}
