/**
 * The settings of `npm run bench:faults` (faults.ts), read from the environment once, its report and its
 * verdicts, and the GraphQL operations its writers send.
 */
import { busiestDemoDistricts } from '../server-process';

/** The writers of the kill -9 tests (BENCH_FAULT_WRITERS). */
export const writers = Number(process.env.BENCH_FAULT_WRITERS ?? 8);
/** Seconds of writes before the kill (BENCH_FAULT_SECONDS). */
export const killAfterSeconds = Number(process.env.BENCH_FAULT_SECONDS ?? 5);
/** Seconds PostgreSQL stays stopped in the outage test (BENCH_OUTAGE_SECONDS). */
export const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 5);
/** The tests to run (BENCH_FAULTS: kill-pg, kill-pglite, outage). */
export const sections = new Set((process.env.BENCH_FAULTS ?? 'kill-pg,kill-pglite,outage').split(','));
/** The 30 busiest demo districts, busiest first. */
export const districts = busiestDemoDistricts(30);

/** The report's lines, for FAULTS.md, and whether every check passed (the script exits with 1 otherwise). */
export const report = { lines: [] as string[], allPassed: true };

/** Prints a line and keeps it for FAULTS.md. */
export const say = (line = '') => {
  console.log(line);
  report.lines.push(line);
};

/** Marks the run as failed. */
export const fail = () => {
  report.allPassed = false;
};

/** The verdict of a check, in bold; a failed check fails the run. */
export const verdict = (ok: boolean) => {
  if (!ok) fail();
  return ok ? '**pass**' : '**FAIL**';
};

export const ADD_FAVOURITE =
  'mutation Add($i: AddFavouriteInput!) { addFavourite(input: $i) { id rentCompId } }';
export const UPDATE_CARD_BALANCE =
  'mutation Update($i: UpdateApplicationInput!) { updateApplication(input: $i) { id cardBalance } }';
export const READ_BACK = '{ me { application { cardBalance } } getFavourites { rentCompId } }';
export const HOMES =
  'query Homes($i: GetHomesSelectionInput!) { getHomesSelection(input: $i) { listings { id } } }';
