/**
 * `npm run bench:estimates` (and the first step of `npm run bench`): measures the new calibrated rent and value
 * estimator beside the previous method on three held-out splits and writes apps/server/bench/ESTIMATES.md
 * from this one run.
 *
 * - Rent: the bundled London rental listings (Zoopla, September 2020); value: the bundled Rightmove for-sale
 *   sample (December 2025), both as `Observation`s with an address key (estimate-observations.ts).
 * - Splits (estimates-splits.ts): listing order ("time"), whole districts left out ("geography") and the id
 *   hash of the earlier benchmark ("random"), near-duplicates removed from each test set; validation rows are
 *   carved out of the training rows only, so no setting is chosen on a test split.
 * - Truth is each row's own amount in its own month; estimates are made for the row's month.
 * - Measures (estimates-metrics.ts): MdAPE, within 10% and 15%, bias, interval coverage and width, per split,
 *   region, property type and support level.
 *
 * Value test sets larger than {@link MAX_TEST_ROWS} are sampled in a fixed id-hash order to keep the run
 * within a few minutes on 2 cores; training always uses every training row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EstimateKind } from '@stairway/domain/estimator/types';
import { repoRoot } from '../src/config';
import { loadRentObservations, loadValueObservations } from '../src/db/seed/estimate-observations';
import { type BenchRow, runNewMethod, runPreviousMethod } from './estimates-methods';
import { renderReport, type SplitResult } from './estimates-report';
import { makeSplit, SPLIT_NAMES, sampleRows } from './estimates-splits';

export { heldBack } from './estimates-splits';

/** Most test rows estimated per split (value only; the rent test sets are smaller), a fixed id-hash sample. */
export const MAX_TEST_ROWS = 4000;

/**
 * Runs every split of one kind.
 * @param kind rent or value
 * @param rows every row of the kind
 * @returns one result per split, in {@link SPLIT_NAMES} order
 */
function runKind(kind: EstimateKind, rows: readonly BenchRow[]): SplitResult[] {
  return SPLIT_NAMES.map((name) => {
    const started = Date.now();
    const split = makeSplit(name, rows);
    const test = sampleRows(split.test, MAX_TEST_ROWS);
    const fresh = runNewMethod(kind, name, split.train, test);
    const previous = runPreviousMethod(kind, split.train, test);
    console.log(
      `${kind} ${name}: ${split.train.length} train, ${test.length} test (${split.nearDuplicatesRemoved} near-duplicates removed) in ${((Date.now() - started) / 1000).toFixed(0)} s (training ${fresh.trainSeconds.toFixed(0)} s)`,
    );
    return {
      kind,
      split: name,
      fitRows: fresh.fitRows,
      validationRows: fresh.validationRows,
      testRows: test.length,
      nearDuplicatesRemoved: split.nearDuplicatesRemoved,
      exactTwinsRemoved: split.exactTwinsRemoved,
      sampledFrom: test.length < split.test.length ? split.test.length : null,
      model: fresh.model,
      next: fresh.scored,
      previous,
    };
  });
}

const months = (rows: readonly BenchRow[]) => [...new Set(rows.map((r) => r.month))].sort().join(', ');

const started = Date.now();
const loadBefore = os.loadavg();
const rent = loadRentObservations() as BenchRow[];
const value = loadValueObservations() as BenchRow[];
const results = [...runKind('rent', rent), ...runKind('value', value)];
const report = renderReport(results, {
  date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  seconds: (Date.now() - started) / 1000,
  loadBefore,
  loadAfter: os.loadavg(),
  cores: os.cpus().length,
  data: {
    rent: `${rent.length} London rental listings (Zoopla, month ${months(rent)}), the bundled rows of estimate-observations.ts.`,
    value: `${value.length} for-sale listings (Rightmove sample, month ${months(value)}), the bundled rows of estimate-observations.ts.`,
  },
});
const out = path.join(repoRoot, 'apps/server/bench/ESTIMATES.md');
fs.writeFileSync(out, report);
console.log(report);
