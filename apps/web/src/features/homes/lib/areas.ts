/** The postcode districts the explore page shows homes in (spec §3 "preferredLocations (postcodes)"). */
import type { Home } from './types';

/**
 * The applicant's preferred districts, cleaned for display and search.
 * @param preferredLocations the application's preferredLocations, as saved
 * @returns each district trimmed and upper-cased, blanks and repeats left out, in the saved order
 */
export function normaliseAreas(preferredLocations: readonly string[]): string[] {
  return [...new Set(preferredLocations.map((p) => p.trim().toUpperCase()).filter(Boolean))];
}

/**
 * The homes of one getHomesSelection answer: the featured landlord listings first, then the listings, each
 * home once (a featured home is not repeated among the listings).
 */
export function mergeHomes(selection: { featured: readonly Home[]; listings: readonly Home[] }): Home[] {
  const seen = new Set<string>();
  return [...selection.featured, ...selection.listings].filter((home) => {
    if (seen.has(home.id)) return false;
    seen.add(home.id);
    return true;
  });
}
