import { describe, expect, it } from 'vitest';
import {
  formatCollectedDate,
  formatDistance,
  formatFreshness,
  formatMiles,
  formatPlanLength,
} from './listing-text';

describe('formatPlanLength', () => {
  it('says years and months in words', () => {
    expect(formatPlanLength(97)).toBe('8 years and 1 month');
    expect(formatPlanLength(48)).toBe('4 years');
    expect(formatPlanLength(13)).toBe('1 year and 1 month');
    expect(formatPlanLength(11)).toBe('11 months');
  });
});

describe('formatCollectedDate', () => {
  it('gives the day the listings were collected in words', () => {
    expect(formatCollectedDate('2025-12-11T21:35:09.631Z')).toBe('11 December 2025');
    expect(formatCollectedDate(null)).toBeNull();
    expect(formatCollectedDate('not a date')).toBeNull();
  });
});

describe('formatDistance', () => {
  it('gives kilometres to one decimal', () => {
    expect(formatDistance(4.8)).toBe('4.8 km away');
    expect(formatDistance(12)).toBe('12 km away');
    expect(formatDistance(0.4)).toBe('under 1 km away');
  });
});

describe('formatMiles', () => {
  it('says a radius in miles, a half as ½', () => {
    expect(formatMiles(0.5)).toBe('½ mile');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(3)).toBe('3 miles');
  });
});

describe('formatFreshness', () => {
  const now = new Date('2026-03-10T15:00:00');
  it('says when the home was listed: today, yesterday, days ago, then the date', () => {
    expect(formatFreshness({ listedAt: '2026-03-10T08:00:00' }, now)).toBe('Added today');
    expect(formatFreshness({ listedAt: '2026-03-09T23:00:00' }, now)).toBe('Added yesterday');
    expect(formatFreshness({ listedAt: '2026-03-07T12:00:00' }, now)).toBe('Listed 3 days ago');
    expect(formatFreshness({ listedAt: '2025-12-11T21:35:09' }, now)).toBe('Listed on 11 December 2025');
  });
  it('falls back to when the feed last had it, and to nothing', () => {
    expect(formatFreshness({ listedAt: null, lastSeenAt: '2026-03-08T10:00:00' }, now)).toBe(
      'Last seen in the feed 2 days ago',
    );
    expect(formatFreshness({ listedAt: null, lastSeenAt: null }, now)).toBeNull();
  });
});
