import { describe, expect, it } from 'vitest';
import { collectionsDue, upcomingCollections } from './plan-collections';
import { canWithdrawRentChange, checkRentChange, earliestRentChange, rentOn } from './rent-review';

describe('rent changes (decision 074 worked example)', () => {
  it('applies from two months’ notice, the first anniversary and a year after the last change', () => {
    expect(earliestRentChange('2026-09-22', [], '2027-08-01')).toBe('2027-10-01');
    expect(earliestRentChange('2026-09-22', [], '2027-01-10')).toBe('2027-09-22');
    expect(
      earliestRentChange('2026-09-22', [{ effectiveFrom: '2027-10-01', monthlyRent: 950 }], '2028-01-05'),
    ).toBe('2028-10-01');
  });

  it('gives the rent of the latest change on or before a day', () => {
    const changes = [
      { effectiveFrom: '2028-10-01', monthlyRent: 980 },
      { effectiveFrom: '2027-10-01', monthlyRent: 950 },
    ];
    expect(rentOn(917, changes, '2027-09-30')).toBe(917);
    expect(rentOn(917, changes, '2027-10-01')).toBe(950);
    expect(rentOn(917, changes, '2029-01-01')).toBe(980);
  });

  it('names the field and the earliest day when a change comes too soon', () => {
    const request = {
      movedInOn: '2026-09-22',
      changes: [],
      noticeGivenOn: '2027-08-01',
      monthlyRent: 950,
      currentRent: 917,
    };
    expect(checkRentChange({ ...request, effectiveFrom: '2027-10-01' })).toEqual({ ok: true });
    expect(checkRentChange({ ...request, effectiveFrom: '2027-09-30' })).toEqual({
      ok: false,
      field: 'effectiveFrom',
      error:
        'The rent can change from 1 October 2027 at the earliest: two months’ notice, once a year, from the first anniversary of the move-in',
    });
    expect(checkRentChange({ ...request, effectiveFrom: '2027-10-01', monthlyRent: 917 })).toMatchObject({
      field: 'monthlyRent',
    });
    expect(checkRentChange({ ...request, effectiveFrom: '2027-10-01', monthlyRent: 0 })).toMatchObject({
      field: 'monthlyRent',
    });
    expect(checkRentChange({ ...request, movedInOn: null, effectiveFrom: '2027-10-01' })).toMatchObject({
      ok: false,
      field: 'effectiveFrom',
    });
  });
});

describe('collections after a rent change', () => {
  it('asks for the new rent from the first month due on or after the day it applies', () => {
    const terms = {
      price: 200_000,
      monthlyRent: 917,
      rentChanges: [{ effectiveFrom: '2027-10-01', monthlyRent: 950 }],
    };
    const due = collectionsDue(terms, {
      mandateActiveOn: '2026-09-01',
      movedInOn: '2026-09-22',
      today: '2027-11-30',
    });
    const byMonth = Object.fromEntries(due.map((c) => [c.dueDate, c.rentPence]));
    expect(byMonth['2027-09-22']).toBe(91_700);
    expect(byMonth['2027-10-22']).toBe(95_000);
    expect(byMonth['2027-11-22']).toBe(95_000);
    expect(upcomingCollections(terms, '2026-09-22', '2027-09-01', 2).map((c) => c.rentPence)).toEqual([
      91_700, 95_000,
    ]);
  });
});

describe('canWithdrawRentChange', () => {
  it('allows withdrawing a notice until the day before it applies', () => {
    expect(canWithdrawRentChange('2027-10-01', '2027-09-30')).toBe(true);
    expect(canWithdrawRentChange('2027-10-01', '2027-10-01')).toBe(false);
    expect(canWithdrawRentChange('2027-10-01', '2027-11-15')).toBe(false);
  });
});
