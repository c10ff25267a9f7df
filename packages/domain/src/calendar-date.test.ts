import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('calendar dates, YYYY-MM-DD', () => {
  it('accepts real days, leap days in leap years only', () => {
    expect(isCalendarDate('2026-12-01')).toBe(true);
    // 2028 is divisible by 4 (and not by 100): a leap year; 2026 is not; 2100 is divisible by 100, not 400.
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('refuses other forms and impossible days', () => {
    for (const text of [
      '01/12/2026',
      '2026-2-1',
      '2026-12-01T00:00:00Z',
      '2026-13-01',
      '2026-04-31',
      '',
      ' 2026-12-01',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
    expect(isCalendarDate(20261201)).toBe(false);
  });
});
