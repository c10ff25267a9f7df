import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { getFullTaxYears } from './tax-years';

describe('getFullTaxYears', () => {
  it('names the latest full tax year (6 April to 5 April) and the one before', () => {
    expect(getFullTaxYears(dayjs('2026-11-29'))).toEqual({
      latest: { start: '6 April 2025', end: '5 April 2026' },
      before: { start: '6 April 2024', end: '5 April 2025' },
    });
  });
  it('changes on 6 April, not before', () => {
    expect(getFullTaxYears(dayjs('2026-04-05')).latest.end).toBe('5 April 2025');
    expect(getFullTaxYears(dayjs('2026-04-06')).latest.end).toBe('5 April 2026');
    expect(getFullTaxYears(dayjs('2026-01-10')).latest.end).toBe('5 April 2025');
  });
});
