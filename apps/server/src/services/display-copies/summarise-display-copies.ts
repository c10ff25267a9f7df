/** The one-line summary of a make-display-copies run (decision 043). */
import {
  DISPLAY_COPY_KIND_NAMES,
  type DisplayCopiesReport,
  type DisplayCopyCounts,
  type DisplayCopyKind,
} from './display-copy-report';

/** How each problem is counted in {@link summariseDisplayCopies}. */
const PROBLEMS: Array<[keyof DisplayCopyCounts, string]> = [
  ['couldNotBeRead', 'could not be read'],
  ['couldNotBeDecoded', 'could not be decoded'],
  ['noKnownOwner', 'with no known owner'],
  ['alreadyClaimed', 'already claimed'],
  ['skipped', 'changed meanwhile (skipped)'],
];

/**
 * The one-line summary `npm run ops -- make-display-copies` prints (decision 043).
 * @param report what makeMissingDisplayCopies returned
 * @returns e.g. `promotions: 1 made; home photos: 3 made, 1 could not be decoded; landlord photos: 0 made.`,
 *   with "would be made" and "(dry run: nothing written)" in a dry run
 */
export function summariseDisplayCopies(report: DisplayCopiesReport): string {
  const parts = (Object.keys(report.counts) as DisplayCopyKind[]).map((kind) => {
    const counts = report.counts[kind];
    const made = `${counts.made} ${report.dryRun ? 'would be made' : 'made'}`;
    const problems = PROBLEMS.filter(([counter]) => counts[counter] > 0).map(
      ([counter, words]) => `${counts[counter]} ${words}`,
    );
    return `${DISPLAY_COPY_KIND_NAMES[kind]}: ${[made, ...problems].join(', ')}`;
  });
  return `${parts.join('; ')}.${report.dryRun ? ' (dry run: nothing written)' : ''}`;
}
