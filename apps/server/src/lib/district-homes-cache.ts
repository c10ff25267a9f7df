/**
 * getHomesSelection's memory of districts' homes (decision 035): each district's homes, decoded from the read
 * model district_homes, kept for the build of that read model they came from, so that the districts applicants
 * ask for again (the busy ones, and every district of an explore page when it is reloaded) skip the database's
 * JSON and its decoding.
 *
 * What keeps it right: every entry belongs to one build (district_homes_state.version, which rebuilding the read
 * model adds one to). getHomesSelection reads the current build's number on every request and asks for that
 * build only; the first request that sees a newer build forgets everything kept. An import by another process
 * (`npm run import:listings`, a second server) is seen by the very next request, with no delay, so this memory
 * needs no notification from other processes (decision 062: those forget the whole answers that are built from
 * it, lib/answer-cache.ts). At most `maxHomes` homes are kept; the districts used longest ago are dropped first.
 */

/** At most this many homes are kept at once (about 1.5 KB each in memory, descriptions included). */
export const DISTRICT_HOMES_CACHE_MAX_HOMES = 20_000;

/** The memory: see the module's description. */
export type DistrictHomesCache<Home> = {
  /**
   * A district's homes as kept for build `version`, or undefined when they are not kept. Asking with a newer
   * build than the one kept forgets everything.
   * @param version the current build (district_homes_state.version)
   * @param outcode a normalised postcode district
   */
  get(version: number, outcode: string): readonly Home[] | undefined;
  /**
   * Keeps a district's homes (an empty list for a district without homes) read from build `version`. Homes of an
   * older build than the one kept are not kept.
   * @param version the build the homes were read from
   * @param outcode a normalised postcode district
   * @param homes the district's homes, in the order to answer them; callers must not change them afterwards
   */
  set(version: number, outcode: string, homes: readonly Home[]): void;
  /** How many homes are kept, a district without homes counting as one (for tests). */
  size(): number;
};

/**
 * Creates an empty memory.
 * @param maxHomes at most this many homes are kept (DISTRICT_HOMES_CACHE_MAX_HOMES); 0 keeps nothing
 */
export function createDistrictHomesCache<Home>(
  maxHomes: number = DISTRICT_HOMES_CACHE_MAX_HOMES,
): DistrictHomesCache<Home> {
  // A Map keeps insertion order: a district used again is moved to the end, so the first is the one used
  // longest ago.
  const districts = new Map<string, readonly Home[]>();
  let build = Number.NEGATIVE_INFINITY;
  let homes = 0;

  /** A district counts as its homes, and as one when it has none (so that empty districts are bounded too). */
  function weight(list: readonly Home[]): number {
    return Math.max(list.length, 1);
  }

  function moveTo(version: number): void {
    if (version === build) return;
    districts.clear();
    homes = 0;
    build = version;
  }

  return {
    get(version, outcode) {
      if (version > build) moveTo(version);
      if (version !== build) return undefined;
      const kept = districts.get(outcode);
      if (kept === undefined) return undefined;
      districts.delete(outcode);
      districts.set(outcode, kept);
      return kept;
    },
    set(version, outcode, list) {
      if (version < build || weight(list) > maxHomes) return;
      moveTo(version);
      const previous = districts.get(outcode);
      if (previous) homes -= weight(previous);
      districts.delete(outcode);
      districts.set(outcode, list);
      homes += weight(list);
      for (const [oldest, kept] of districts) {
        if (homes <= maxHomes) break;
        districts.delete(oldest);
        homes -= weight(kept);
      }
    },
    size: () => homes,
  };
}
