/**
 * The optional financial sections of the application (cards, monthly commitments, dependants; spec §4
 * "Expenditure and dependants: always complete"): the fields each saves, and which of them a change answers.
 * application-progress.ts re-exports them.
 */

/**
 * The optional financial sections (spec §4 "Expenditure and dependants: always complete"): complete for
 * progress from the start, but the overview tells "nothing added yet" from "none" by whether the applicant
 * has saved the page.
 */
export const OPTIONAL_SECTIONS = ['cards', 'monthly-commitments', 'dependants'] as const;
/** One of {@link OPTIONAL_SECTIONS}. */
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];

/** The fields of the application each optional section saves (spec §3 UserApplication; Expense for commitments). */
export const OPTIONAL_SECTION_FIELDS: Record<OptionalSection, readonly string[]> = {
  cards: ['cardBalance'],
  'monthly-commitments': ['monthlyLoans', 'monthlyCommitments'],
  dependants: ['adultDependants', 'childDependants'],
};

/**
 * Which optional sections a change to the application answers: those with at least one of their fields in
 * the change (a field given as `undefined` is not part of it). Saving £0 or no dependants answers a section
 * as much as any other value.
 *
 * @param change the fields being saved, e.g. `{ cardBalance: 0 }`
 * @returns e.g. `['cards']`; empty when the change touches none of them
 */
export function getAnsweredSections(change: Readonly<Record<string, unknown>>): OptionalSection[] {
  return OPTIONAL_SECTIONS.filter((section) =>
    OPTIONAL_SECTION_FIELDS[section].some((field) => change[field] !== undefined),
  );
}
