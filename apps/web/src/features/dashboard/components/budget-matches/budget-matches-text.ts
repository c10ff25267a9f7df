/**
 * The sentences of the dashboard's budget-matches card (the honest rent budget), from the server's getBudgetMatches.
 * Money through formatGBP; districts listed as "SE1 and SE11".
 */
import { formatCount, formatGBP, formatOneDecimal } from '@stairway/domain/money';
import { listInWords as listAreas } from '@stairway/domain/text';
import type { GetBudgetMatchesQuery } from '../../../../gql/graphql';

/** What getBudgetMatches answers. */
export type BudgetMatches = GetBudgetMatchesQuery['getBudgetMatches'];

/** "128 homes", "1 home". */
function countHomes(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'home' : 'homes'}`;
}

/** "2.1 km away"; under 1 km "under 1 km away" (as the explore page's nearby districts say it). */
export function formatDistance(km: number): string {
  return km < 1 ? 'under 1 km away' : `${formatOneDecimal(km)} km away`;
}

/** The fewest homes in the areas for "the cheapest quarter" to mean something (a quarter of 3 is no band). */
export const MIN_HOMES_FOR_PRICE_BAND = 4;

/**
 * The headline when some homes fit: "12 homes in SE1 and SE11 fit your budget of £190,000 and rent budget of
 * £740 a month."
 */
export function describeFittingHomes(m: BudgetMatches): string {
  const verb = m.matchingHomes === 1 ? 'fits' : 'fit';
  return `${countHomes(m.matchingHomes)} in ${listAreas(m.areas)} ${verb} your budget of ${formatGBP(m.budget)} and rent budget of ${formatGBP(m.rentBudget)} a month.`;
}

/**
 * The headline when none fit: "None of the 240 homes in SE1 fit your budget and rent budget: the cheapest rent
 * there is £1,910 a month."; with no homes at all, says so.
 */
export function describeNoFittingHomes(m: BudgetMatches): string {
  const areas = listAreas(m.areas);
  if (m.homesInAreas === 0) return `There are no homes for sale in ${areas} at the moment.`;
  const rent =
    m.cheapestRentInAreas === null || m.cheapestRentInAreas === undefined ? null : m.cheapestRentInAreas;
  if (m.homesInAreas === 1) {
    return `The one home in ${areas} does not fit your budget and rent budget${rent === null ? '.' : `: its rent is ${formatGBP(rent)} a month.`}`;
  }
  return `None of the ${formatCount(m.homesInAreas)} homes in ${areas} fit your budget and rent budget${rent === null ? '.' : `: the cheapest rent there is ${formatGBP(rent)} a month.`}`;
}

/**
 * Why none fit, in figures: how many are within the budget but rent for more than the rent budget, or that
 * every one asks more than the budget. Null when the areas have no homes.
 */
export function describeWhyNone(m: BudgetMatches): string | null {
  if (m.homesInAreas === 0) return null;
  const budget = formatGBP(m.budget);
  const rentBudget = `${formatGBP(m.rentBudget)} a month`;
  if (m.homesWithinBudget === 0) {
    return m.homesInAreas === 1
      ? `It asks more than your budget of ${budget}.`
      : `Every one asks more than your budget of ${budget}.`;
  }
  const one = m.homesWithinBudget === 1;
  return `${countHomes(m.homesWithinBudget)} ${one ? 'is' : 'are'} within your budget of ${budget}, but ${one ? 'its' : 'their'} estimated rent is above your rent budget of ${rentBudget}.`;
}

/**
 * The price band where the areas do have homes: "The cheapest quarter of the homes in SE1, 60 homes, ask
 * £150,000 to £260,000, with estimated rents of £900 to £1,400 a month." Null without a band or with too few
 * homes for one.
 */
export function describePriceBand(m: BudgetMatches): string | null {
  const band = m.priceBand;
  if (!band || m.homesInAreas < MIN_HOMES_FOR_PRICE_BAND) return null;
  const range = (low: number, high: number) =>
    low === high ? formatGBP(low) : `${formatGBP(low)} to ${formatGBP(high)}`;
  return `The cheapest quarter of the homes in ${listAreas(m.areas)}, ${countHomes(band.homes)}, ask ${range(band.minPrice, band.maxPrice)}, with estimated rents of ${range(band.minRent, band.maxRent)} a month.`;
}

/** "8 homes fit · 2.1 km away" is built by the card; this is its first half. */
export function countFitting(count: number): string {
  return `${countHomes(count)} ${count === 1 ? 'fits' : 'fit'}`;
}
