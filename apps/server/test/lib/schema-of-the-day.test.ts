/** schemaOfTheDay builds a date-dependent schema once per date, and again when the date changes. */
import { updateApplicationInputSchema } from '@stairway/domain/application-validation';
import { describe, expect, it, vi } from 'vitest';
import { schemaOfTheDay } from '../../src/schema/validate-input';

describe('schemaOfTheDay', () => {
  it('keeps the schema for the same date and builds a new one for the next, which judges by its own date', () => {
    const build = vi.fn(updateApplicationInputSchema);
    const ofTheDay = schemaOfTheDay(build);
    const first = ofTheDay('2026-11-27');
    expect(ofTheDay('2026-11-27')).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    // Someone born on 28 November 2008 turns 18 on 28 November 2026.
    expect(first.safeParse({ dateOfBirth: '2008-11-28' }).success).toBe(false);
    const next = ofTheDay('2026-11-28');
    expect(next).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
    expect(next.safeParse({ dateOfBirth: '2008-11-28' }).success).toBe(true);
  });
});
