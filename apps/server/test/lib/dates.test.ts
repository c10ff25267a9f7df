/**
 * londonToday keeps the date it worked out for the rest of the minute: the answers must stay those of the
 * time zone rules, across UK midnight in summer and winter and whatever order instants are asked in.
 */
import { describe, expect, it } from 'vitest';
import { londonToday } from '../../src/lib/dates';

describe('londonToday', () => {
  it('turns at midnight in London, not in UTC, in summer (BST) and winter (GMT)', () => {
    // 1 July 2026, 23:59:59.999 UTC is 00:59 BST on 2 July; 22:59:59.999 UTC is 23:59 BST on 1 July.
    expect(londonToday(new Date('2026-07-01T22:59:59.999Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-07-01T23:00:00.000Z'))).toBe('2026-07-02');
    expect(londonToday(new Date('2026-07-01T22:59:30.000Z'))).toBe('2026-07-01');
    // In January London is on UTC.
    expect(londonToday(new Date('2026-01-14T23:59:59.999Z'))).toBe('2026-01-14');
    expect(londonToday(new Date('2026-01-15T00:00:00.000Z'))).toBe('2026-01-15');
  });

  it('answers an instant in the same minute as the last one with the same date, and another minute afresh', () => {
    const first = londonToday(new Date('2026-03-29T00:59:00.000Z'));
    expect(londonToday(new Date('2026-03-29T00:59:59.999Z'))).toBe(first);
    // The clocks go forward at 01:00 UTC on 29 March 2026: still the 29th, now in BST.
    expect(londonToday(new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29');
    expect(londonToday(new Date('2026-03-28T23:59:00.000Z'))).toBe('2026-03-28');
  });
});
