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
 * What to search for as the applicant types: a district or a town (the server matches both).
 *
 * @param text what is typed, e.g. "so16 7", "SO16 7GZ" or "newcastle upon"
 * @returns the district of a full postcode ("SO16"); words of letters with a space, as typed, trimmed
 *   ("newcastle upon"), so a town of several words can be found; otherwise the text without spaces,
 *   upper-cased ("SO1", "LEEDS")
 */
export function districtSearchTerm(text: string): string {
  const outcode = normaliseOutcode(text);
  if (outcode) return outcode;
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/^[a-z][a-z.'-]*( [a-z.'-]+)+ ?$/i.test(trimmed) && /[a-z]{3}/i.test(trimmed)) return trimmed;
  return text.replace(/\s+/g, '').toUpperCase();
}
