/**
 * Plain-English words for a home's facts, shared by the card, the detail panel and the map pins.
 * Money is formatted by the domain (`formatGBP`), never here.
 */
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@stairway/domain/constants';
import { formatCount, formatOneDecimal } from '@stairway/domain/money';
import { listInWords } from '@stairway/domain/text';
import dayjs from 'dayjs';
import type { Home } from './types';

/** "Studio", "1 bed", "3 bed"; null when the number of bedrooms is unknown. */
export function shortBedrooms(bedrooms: number | null | undefined): string | null {
  if (bedrooms === null || bedrooms === undefined) return null;
  return bedrooms === 0 ? 'Studio' : `${bedrooms} bed`;
}

/** "Studio", "1 bedroom", "3 bedrooms"; null when unknown. */
export function longBedrooms(bedrooms: number | null | undefined): string | null {
  if (bedrooms === null || bedrooms === undefined) return null;
  if (bedrooms === 0) return 'Studio';
  return `${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}`;
}

/** "1 bath", "2 baths"; null when unknown. */
export function shortBathrooms(bathrooms: number | null | undefined): string | null {
  if (bathrooms === null || bathrooms === undefined) return null;
  return `${bathrooms} ${bathrooms === 1 ? 'bath' : 'baths'}`;
}

/** "1 bathroom", "2 bathrooms"; null when unknown. */
export function longBathrooms(bathrooms: number | null | undefined): string | null {
  if (bathrooms === null || bathrooms === undefined) return null;
  return `${bathrooms} ${bathrooms === 1 ? 'bathroom' : 'bathrooms'}`;
}

/** The property type as a label (the spec's, PROPERTY_TYPE_LABELS), except that Other reads as "Home". */
export function typeLabel(type: PropertyType): string {
  return type === 'Other' ? 'Home' : PROPERTY_TYPE_LABELS[type];
}

/** A short description for headings and screen readers: "2 bedroom flat", "Studio flat", "Detached home". */
export function describeHome(home: Pick<Home, 'bedrooms' | 'type'>): string {
  const type = typeLabel(home.type).toLowerCase();
  if (home.bedrooms === 0) return `Studio ${type === 'home' ? 'home' : type}`;
  if (home.bedrooms === null || home.bedrooms === undefined) return typeLabel(home.type);
  return `${home.bedrooms} bedroom ${type}`;
}

/** "SO16", "SO16 and LS6", "SO16, LS6 and M1". */
export function listAreas(areas: readonly string[]): string {
  return listInWords(areas);
}

/** "128 homes", "1 home", "0 homes". */
export function countHomes(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'home' : 'homes'}`;
}

/** Years to one decimal place without a trailing ".0": 8 -> "8", 6.25 -> "6.3". */
export function formatYears(years: number): string {
  return String(Math.round(years * 10) / 10);
}

/**
 * The day the listings were collected, for people: "11 December 2025".
 * @param isoDateTime an ISO date-time (HomesSelection.listingsCollectedAt)
 * @returns the date in words, or null when it is missing or not a date
 */
export function formatCollectedDate(isoDateTime: string | null | undefined): string | null {
  if (!isoDateTime) return null;
  const date = dayjs(isoDateTime);
  return date.isValid() ? date.format('D MMMM YYYY') : null;
}

/** "4.8 km away"; under 1 km "under 1 km away". */
export function formatDistance(km: number): string {
  return km < 1 ? 'under 1 km away' : `${formatOneDecimal(km)} km away`;
}

/** A length of the plan in words: 97 → "8 years and 1 month", 48 → "4 years", 11 → "11 months". */
export function formatPlanLength(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/** A radius in words: 0.5 → "½ mile", 1 → "1 mile", 3 → "3 miles". */
export function formatMiles(miles: number): string {
  if (miles === 0.5) return '½ mile';
  return `${formatOneDecimal(miles)} ${miles === 1 ? 'mile' : 'miles'}`;
}

/** Days between two moments by the calendar (today 0, yesterday 1), in local time. */
function daysAgo(then: dayjs.Dayjs, now: dayjs.Dayjs): number {
  return now.startOf('day').diff(then.startOf('day'), 'day');
}

/**
 * When a home was listed or last seen in its feed, for its card: "Added today", "Added yesterday", "Listed 3 days ago",
 * "Listed on 11 December 2025" (after 30 days); without a listing date "Last seen in the feed today", "… 3 days ago" or
 * "… on 11 December 2025"; null when neither is known.
 * @param home listedAt and lastSeenAt, ISO date-times
 * @param now the moment to count from (tests pass one)
 */
export function formatFreshness(
  home: { listedAt?: string | null; lastSeenAt?: string | null },
  now: Date = new Date(),
): string | null {
  const today = dayjs(now);
  const listed = home.listedAt ? dayjs(home.listedAt) : null;
  if (listed?.isValid()) {
    const days = Math.max(0, daysAgo(listed, today));
    if (days === 0) return 'Added today';
    if (days === 1) return 'Added yesterday';
    if (days <= 30) return `Listed ${days} days ago`;
    return `Listed on ${listed.format('D MMMM YYYY')}`;
  }
  const seen = home.lastSeenAt ? dayjs(home.lastSeenAt) : null;
  if (seen?.isValid()) {
    const days = Math.max(0, daysAgo(seen, today));
    if (days === 0) return 'Last seen in the feed today';
    if (days === 1) return 'Last seen in the feed yesterday';
    if (days <= 30) return `Last seen in the feed ${days} days ago`;
    return `Last seen in the feed on ${seen.format('D MMMM YYYY')}`;
  }
  return null;
}
