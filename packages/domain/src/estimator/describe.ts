/**
 * The basis sentence of a calibrated estimate, British English: the 80% range as "8 in 10 similar homes …",
 * how many comparables and how far, and what the figure rests on.
 */
import { formatGBP } from '../money';
import type { CalibratedEstimate, EstimateKind } from './types';

const km = (n: number) => `${n.toFixed(1)} km`;

/**
 * Describes a calibrated estimate for the landlord.
 * @param kind `rent` or `value`
 * @param e the estimate (whole pounds)
 * @param place.outcode the postcode district, named when there is no local authority
 * @returns e.g. "8 in 10 similar homes let for between £1,650 and £2,050 a month. Based on 14 homes to let
 *   within 1.2 km (mostly 2-bedroom flats), adjusted for bedrooms, bathrooms and type and brought up to date
 *   with the ONS private rents index, and on official rents for Newham."; a plain sentence when there is no
 *   estimate
 */
export function describeCalibratedEstimate(
  kind: EstimateKind,
  e: CalibratedEstimate,
  place: { outcode: string },
): string {
  const area = e.authorityName ?? place.outcode;
  const what = kind === 'rent' ? 'rent' : 'value';
  if (e.basis === 'none' || e.value <= 0) {
    return `There is not enough information to estimate the ${what} of a home in ${place.outcode}.`;
  }
  const tenths = Math.round(e.level * 10);
  const low = formatGBP(e.low);
  const high = formatGBP(e.high);
  const range =
    kind === 'rent'
      ? `${tenths} in 10 similar homes let for between ${low} and ${high} a month.`
      : `${tenths} in 10 similar homes are priced between ${low} and ${high}.`;
  const official = kind === 'rent' ? 'official rents' : 'official prices paid';
  const index = kind === 'rent' ? 'the ONS private rents index' : 'the UK House Price Index';
  if (e.comparables === 0) {
    return (
      `${range} This rests on the ${official} for ${area} only, adjusted for bedrooms and type and brought up ` +
      `to date with ${index}; the range is wide because there are no comparable homes nearby.`
    );
  }
  const listed = kind === 'rent' ? 'to let' : 'for sale';
  const homes = `${e.comparables} ${e.comparables === 1 ? 'home' : 'homes'} ${listed}`;
  const within =
    e.radiusKm != null && e.radiusKm > 0 ? ` within ${km(e.radiusKm)}` : ' in the same postcode district';
  const matched = e.matchedOn ? ` (${e.matchedOn})` : '';
  const prior =
    e.basis === 'comparables-and-local-authority' && e.authorityName
      ? `, and on ${official} for ${e.authorityName}`
      : '';
  return (
    `${range} Based on ${homes}${within}${matched}, adjusted for bedrooms, bathrooms and type and brought up ` +
    `to date with ${index}${prior}.`
  );
}
