/**
 * getHomesSelection's memory of districts' homes (lib/district-homes-cache.ts, decision 035): kept per build of
 * the read model, forgotten when a newer build is seen, bounded by the number of homes.
 */
import { describe, expect, it } from 'vitest';
import { createDistrictHomesCache } from '../../src/lib/district-homes-cache';

const homes = (n: number, prefix = 'h') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('district homes cache', () => {
  it('answers what it keeps for the same build, and nothing for another', () => {
    const cache = createDistrictHomesCache<string>(100);
    expect(cache.get(1, 'SO16')).toBeUndefined();
    cache.set(1, 'SO16', homes(3));
    cache.set(1, 'ZE2', []);
    expect(cache.get(1, 'SO16')).toEqual(['h0', 'h1', 'h2']);
    expect(cache.get(1, 'ZE2')).toEqual([]);
    expect(cache.get(1, 'LS6')).toBeUndefined();
    // An older build asks: nothing kept is its.
    expect(cache.get(0, 'SO16')).toBeUndefined();
    expect(cache.get(1, 'SO16')).toHaveLength(3);
  });

  it('forgets everything once a newer build is asked for or kept', () => {
    const cache = createDistrictHomesCache<string>(100);
    cache.set(1, 'SO16', homes(3));
    cache.set(1, 'LS6', homes(2));
    expect(cache.get(2, 'SO16')).toBeUndefined();
    expect(cache.size()).toBe(0);
    expect(cache.get(1, 'LS6')).toBeUndefined();
    cache.set(3, 'LS6', homes(2, 'new'));
    expect(cache.get(3, 'LS6')).toEqual(['new0', 'new1']);
    // Homes read from an older build than the one kept are not kept.
    cache.set(2, 'SO16', homes(3));
    expect(cache.get(2, 'SO16')).toBeUndefined();
    expect(cache.get(3, 'SO16')).toBeUndefined();
  });

  it('keeps at most maxHomes homes, dropping the districts used longest ago', () => {
    const cache = createDistrictHomesCache<string>(10);
    cache.set(1, 'A1', homes(4));
    cache.set(1, 'B1', homes(4));
    expect(cache.get(1, 'A1')).toHaveLength(4); // A1 is now the most recently used
    cache.set(1, 'C1', homes(4));
    expect(cache.size()).toBe(8);
    expect(cache.get(1, 'B1')).toBeUndefined();
    expect(cache.get(1, 'A1')).toHaveLength(4);
    expect(cache.get(1, 'C1')).toHaveLength(4);
    // A district with more homes than the whole memory is not kept, and drops nothing.
    cache.set(1, 'D1', homes(11));
    expect(cache.get(1, 'D1')).toBeUndefined();
    expect(cache.size()).toBe(8);
    // Keeping a district again replaces its homes.
    cache.set(1, 'A1', homes(1));
    expect(cache.size()).toBe(5);
  });

  it('counts a district without homes as one, so that empty districts are bounded too', () => {
    const cache = createDistrictHomesCache<string>(3);
    for (const outcode of ['ZE1', 'ZE2', 'ZE3', 'ZE4']) cache.set(1, outcode, []);
    expect(cache.size()).toBe(3);
    expect(cache.get(1, 'ZE1')).toBeUndefined();
    expect(cache.get(1, 'ZE4')).toEqual([]);
  });

  it('keeps nothing with a limit of 0', () => {
    const cache = createDistrictHomesCache<string>(0);
    cache.set(1, 'ZE2', []);
    cache.set(1, 'SO16', homes(1));
    expect(cache.get(1, 'ZE2')).toBeUndefined();
    expect(cache.get(1, 'SO16')).toBeUndefined();
  });
});
