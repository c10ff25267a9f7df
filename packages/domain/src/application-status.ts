/**
 * The application's state (spec §4 "Application states: not submitted, submitted (in review), approved,
 * rejected") and when the Stairway team may decide on it (ARCHITECTURE.md §4 "Review decisions").
 */

/** One of the spec's four application states. */
export type ApplicationState = 'not-submitted' | 'in-review' | 'approved' | 'rejected';

/** A decision of the Stairway team on a submitted application. */
export type ReviewDecision = 'approved' | 'rejected';

/**
 * The state of an application from its flags. The rejected flag wins over approved, and approved over
 * submitted, as spec §4 orders the home-submission flags (the application's flags are read the same way).
 * @param flags the application's submitted, approved and rejected flags
 */
export function getApplicationState(flags: {
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
}): ApplicationState {
  if (flags.rejected) return 'rejected';
  if (flags.approved) return 'approved';
  if (flags.submitted) return 'in-review';
  return 'not-submitted';
}

/**
 * Why the team cannot decide on an application in a given state, or null when it can: only an application in
 * review can be approved or rejected, once.
 * @returns e.g. "The application has not been submitted yet", or null
 */
export function reviewDecisionRefusal(state: ApplicationState): string | null {
  switch (state) {
    case 'in-review':
      return null;
    case 'not-submitted':
      return 'The application has not been submitted yet';
    case 'approved':
      return 'The application has already been approved';
    case 'rejected':
      return 'The application has already been rejected';
  }
}
