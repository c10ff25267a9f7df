import { describe, expect, it } from 'vitest';
import { formatCollectedDate, formatDistance, formatPlanLength } from './listing-text';

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
