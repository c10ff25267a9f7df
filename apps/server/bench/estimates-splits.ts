/**
 * The held-out splits of `npm run bench:estimates`: a listing-order ("time") split, a geography split that
 * leaves whole postcode districts out, and the random split of the earlier benchmark; near-duplicates of
 * training rows are removed from each test set, and the validation rows that choose the estimator's
 * settings are carved out of the training rows only.
 *
 * Every split is a pure function of the rows (FNV-1a hashes and listing ids), so it is the same on every run
 * and machine.
 */
import { fnv1a32 } from '@stairway/domain/listing';

/** What a split needs to know of a row (an estimator `Observation` with its address key has all of it). */
export type SplitRow = {
  /** Listing id; Zoopla and Rightmove ids are sequential numbers, so a larger id was listed later. */
  id: string;
  /** Postcode district, e.g. `E15`. */
  outcode: string;
  bedrooms: number;
  /** Pounds a month (rent) or pounds (value), never index-adjusted. */
  amount: number;
  /** Normalised address (lower case, no punctuation); empty when the source has none (never matches). */
  addressKey: string;
};

/** The three splits, in the order of the report. */
export const SPLIT_NAMES = ['time', 'geography', 'random'] as const;
/** One of the three held-out splits. */
export type SplitName = (typeof SPLIT_NAMES)[number];

/** A split: the rows the estimator may learn from, and the rows it is measured on. */
export type Split<T extends SplitRow> = {
  name: SplitName;
  train: T[];
  test: T[];
  /** Test rows removed as near-duplicates of training rows. */
  nearDuplicatesRemoved: number;
  /** Of those, rows whose address, bedrooms and amount a training row shares (the narrower rule). */
  exactTwinsRemoved: number;
};

/** Share of rows held out for testing (and of the training rows held out for validation): one in five. */
export const HELD_OUT_SHARE = 0.2;

/**
 * Whether a listing is held back by the random split: its id's FNV-1a hash mod 5 is 0 (the split of the
 * earlier benchmark, kept for continuity).
 * @param id listing id
 * @returns `true` for about one id in five
 */
export function heldBack(id: string): boolean {
  return fnv1a32(id) % 5 === 0;
}

/**
 * Compares two listing ids in listing order: numerically when both are whole numbers (Zoopla's and
 * Rightmove's ids increase with the time a listing was first put up), else as text.
 * @returns negative, zero or positive, as for `Array.prototype.sort`
 */
export function compareListingIds(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) {
    if (a.length !== b.length) return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Splits rows by listing order: the newest `share` of ids (by {@link compareListingIds}) are held out. The
 * data are one scrape each, so this is a listing-order split, not a calendar split: the held-out homes were
 * put up after every training home, not in a later month.
 * @param rows any order (not changed)
 * @param share held-out share, 0 to 1 (default one in five)
 * @returns the earlier rows and the later rows
 */
export function splitByListingOrder<T extends SplitRow>(
  rows: readonly T[],
  share = HELD_OUT_SHARE,
): { earlier: T[]; later: T[] } {
  const sorted = [...rows].sort((a, b) => compareListingIds(a.id, b.id));
  const cut = Math.round(sorted.length * (1 - share));
  return { earlier: sorted.slice(0, cut), later: sorted.slice(cut) };
}

/**
 * Whether a postcode district is left out by the geography split: the FNV-1a hash of the district (plus
 * `salt`, for the validation districts) mod 5 is 0.
 * @param outcode postcode district, e.g. `E15`
 * @param salt empty for the test districts, e.g. `validation` for the validation districts
 */
export function districtHeldOut(outcode: string, salt = ''): boolean {
  return fnv1a32(salt ? `${outcode}|${salt}` : outcode) % 5 === 0;
}

/**
 * Removes near-duplicates from a test set: a test row is dropped when a training row has the same
 * normalised address key and the same bedrooms (the same home listed twice, or relisted; the rule also
 * covers the narrower "same address, bedrooms and amount"). Rows without an address key are never dropped.
 * @param train rows the estimator may learn from
 * @param test candidate test rows
 * @returns the kept test rows, how many were removed, and how many of those also share the amount
 */
export function removeNearDuplicates<T extends SplitRow>(
  train: readonly T[],
  test: readonly T[],
): { kept: T[]; removed: number; exactTwins: number } {
  const seen = new Set<string>();
  const twins = new Set<string>();
  for (const r of train) {
    if (!r.addressKey) continue;
    seen.add(`${r.addressKey}|${r.bedrooms}`);
    twins.add(`${r.addressKey}|${r.bedrooms}|${r.amount}`);
  }
  const kept = test.filter((r) => !(r.addressKey && seen.has(`${r.addressKey}|${r.bedrooms}`)));
  const exactTwins = test.filter(
    (r) => r.addressKey && twins.has(`${r.addressKey}|${r.bedrooms}|${r.amount}`),
  ).length;
  return { kept, removed: test.length - kept.length, exactTwins };
}

const finish = <T extends SplitRow>(name: SplitName, train: T[], candidates: T[]): Split<T> => {
  const { kept, removed, exactTwins } = removeNearDuplicates(train, candidates);
  return { name, train, test: kept, nearDuplicatesRemoved: removed, exactTwinsRemoved: exactTwins };
};

/**
 * Makes one of the three splits, near-duplicates removed from its test set.
 * - `time`: test = the newest one in five listing ids ({@link splitByListingOrder}), train = the rest;
 * - `geography`: test = every row of the districts {@link districtHeldOut}, train = the other districts;
 * - `random`: test = {@link heldBack} ids, train = the rest.
 * @param name the split
 * @param rows all rows (not changed)
 */
export function makeSplit<T extends SplitRow>(name: SplitName, rows: readonly T[]): Split<T> {
  if (name === 'time') {
    const { earlier, later } = splitByListingOrder(rows);
    return finish(name, earlier, later);
  }
  const out = name === 'geography' ? (r: T) => districtHeldOut(r.outcode) : (r: T) => heldBack(r.id);
  return finish(
    name,
    rows.filter((r) => !out(r)),
    rows.filter(out),
  );
}

/**
 * Carves the validation rows out of a split's TRAINING rows only (the test rows are never seen), in the same
 * way as the split itself, so that settings and intervals are chosen under the same kind of shift as the
 * test: the newest one in five training ids (time), one training district in five by a salted district hash
 * (geography), one training id in five by a salted id hash (random). Near-duplicates of the fitting rows are
 * removed from the validation rows as from a test set.
 * @param name the split
 * @param train the split's training rows
 * @returns the rows to fit on and the validation rows
 */
export function carveValidation<T extends SplitRow>(
  name: SplitName,
  train: readonly T[],
): { fit: T[]; validation: T[] } {
  let fit: T[];
  let candidates: T[];
  if (name === 'time') {
    const { earlier, later } = splitByListingOrder(train);
    fit = earlier;
    candidates = later;
  } else {
    const out =
      name === 'geography'
        ? (r: T) => districtHeldOut(r.outcode, 'validation')
        : (r: T) => fnv1a32(`${r.id}|validation`) % 5 === 0;
    fit = train.filter((r) => !out(r));
    candidates = train.filter(out);
  }
  return { fit, validation: removeNearDuplicates(fit, candidates).kept };
}

/**
 * Picks every k-th row of a list in a fixed order (by id hash), when a test set is too big to estimate in
 * the benchmark's time; the training rows are never sampled.
 * @param rows test rows
 * @param max most rows kept
 * @returns at most `max` rows, the same on every run
 */
export function sampleRows<T extends SplitRow>(rows: readonly T[], max: number): T[] {
  if (rows.length <= max) return [...rows];
  const ordered = [...rows].sort((a, b) => fnv1a32(`${a.id}|sample`) - fnv1a32(`${b.id}|sample`));
  return ordered.slice(0, max);
}
