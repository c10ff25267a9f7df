/**
 * Where home submissions stand (spec §3 HomeSubmission; §4 "Home submission status", banners; §5 "Only one home
 * can be under review at a time. A home cannot be submitted if one is already approved. Submitting a home
 * requires the application to be submitted first"; §8 the two messages): the flags, statuses, refusals and
 * banners, without the submission form's schemas (home-submissions.ts re-exports all of this). Pages that only
 * show where a home stands (the dashboard's banner, status badges) import this module, so that they do not
 * load zod and build the form's schemas (decision 020). No I/O.
 */
/**
 * What the flags read of a home submission (spec §3 HomeSubmission "submitted, approved, rejected"), and whether
 * the purchase of an approved one fell through (ARCHITECTURE.md §7 purchase case: the applicant goes back to
 * choosing a home).
 */
export type HomeSubmissionState = {
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  /** True when the home was approved and its purchase then fell through; absent or false otherwise. */
  fallenThrough?: boolean;
};

/** The four flags of an application (spec §3 Application). */
export type HomeSubmissionFlags = {
  hasHomeSubmitted: boolean;
  hasHomeApproved: boolean;
  hasHomeRejected: boolean;
  hasHomeInReview: boolean;
};

/**
 * The application's home flags from its home submissions.
 *
 * @param submissions the application's home submissions (drafts included); none gives all four false
 * @returns `hasHomeSubmitted`: one has been submitted; `hasHomeApproved`: one has been approved and its purchase
 *   has not fallen through (so that, when it does, another home can be submitted); `hasHomeRejected`: one has
 *   been rejected; `hasHomeInReview`: one is submitted and neither approved nor rejected (spec §5 "Only
 *   one home can be under review at a time")
 */
export function getHomeSubmissionFlags(submissions: readonly HomeSubmissionState[]): HomeSubmissionFlags {
  return {
    hasHomeSubmitted: submissions.some((home) => home.submitted),
    hasHomeApproved: submissions.some((home) => home.approved && !home.fallenThrough),
    hasHomeRejected: submissions.some((home) => home.rejected),
    hasHomeInReview: submissions.some(isInReview),
  };
}

/** Whether a submission is under review: submitted, and neither approved nor rejected. */
export function isInReview(home: HomeSubmissionState): boolean {
  return home.submitted && !home.approved && !home.rejected;
}

/** Home submission statuses (spec §4 "Open, Complete, Under review, Rejected, Approved, Waitlisted"). */
export const HOME_SUBMISSION_STATUSES = [
  'Open',
  'Complete',
  'UnderReview',
  'Rejected',
  'Approved',
  'Waitlisted',
] as const;
/** One of {@link HOME_SUBMISSION_STATUSES}. */
export type HomeSubmissionStatus = (typeof HOME_SUBMISSION_STATUSES)[number];
/** Each status as the spec spells it. */
export const HOME_SUBMISSION_STATUS_LABELS: Record<HomeSubmissionStatus, string> = {
  Open: 'Open',
  Complete: 'Complete',
  UnderReview: 'Under review',
  Rejected: 'Rejected',
  Approved: 'Approved',
  Waitlisted: 'Waitlisted',
};

/**
 * A submission's status (spec §4 derived rule): rejected gives Rejected; else approved gives Approved; else
 * submitted gives Under review; else Open.
 */
export function getHomeSubmissionStatus(home: HomeSubmissionState): HomeSubmissionStatus {
  if (home.rejected) return 'Rejected';
  if (home.approved) return 'Approved';
  if (home.submitted) return 'UnderReview';
  return 'Open';
}

/**
 * The status the applicant sees (spec §4): a submission made from a listing shows Waitlisted when approved,
 * Rejected when rejected, otherwise Under review; any other submission follows
 * {@link getHomeSubmissionStatus}.
 * @param home the flags and whether it was made from a listing (`fromListing`)
 */
export function getApplicantHomeStatus(
  home: HomeSubmissionState & { fromListing: boolean },
): HomeSubmissionStatus {
  if (!home.fromListing) return getHomeSubmissionStatus(home);
  if (home.approved) return 'Waitlisted';
  if (home.rejected) return 'Rejected';
  return 'UnderReview';
}

/** Spec §8: a home cannot be submitted while one is approved. */
export const HOME_ALREADY_APPROVED_MESSAGE = 'You already have a home approved!';
/** Spec §8: only one home under review at a time. */
export const HOME_ALREADY_IN_REVIEW_MESSAGE =
  'Bear with us, there is already a submission under review, and we are on it!';
/** Spec §5: the application must be submitted first (words decided here). */
export const APPLICATION_NOT_SUBMITTED_MESSAGE =
  'Submit your application first: we review a home once we have your application.';
/** The application was rejected (spec §5: no submit-a-home then; words decided here). */
export const APPLICATION_REJECTED_MESSAGE =
  'We can’t review a home for you, as we can’t approve your application at the moment.';
/** The maintenance flag is off (spec §1; words decided here). */
export const SUBMIT_HOME_PAUSED_MESSAGE =
  'Submitting homes is paused while we carry out some maintenance. Please try again later.';

/** Why a home may not be submitted now, in the order they are checked. */
export type HomeSubmissionRefusal =
  | 'Paused'
  | 'ApplicationRejected'
  | 'ApplicationNotSubmitted'
  | 'HomeApproved'
  | 'HomeInReview';

/** The message of each refusal, for the applicant. */
export const HOME_SUBMISSION_REFUSAL_MESSAGES: Record<HomeSubmissionRefusal, string> = {
  Paused: SUBMIT_HOME_PAUSED_MESSAGE,
  ApplicationRejected: APPLICATION_REJECTED_MESSAGE,
  ApplicationNotSubmitted: APPLICATION_NOT_SUBMITTED_MESSAGE,
  HomeApproved: HOME_ALREADY_APPROVED_MESSAGE,
  HomeInReview: HOME_ALREADY_IN_REVIEW_MESSAGE,
};

/**
 * Whether a home may be submitted for review now (spec §5), and if not why.
 * @param input `submitHomeEnabled` (the maintenance flag), the application's `submitted` and `rejected`
 *   flags, and the application's other submissions
 * @returns null when it may; else the first reason: Paused, ApplicationRejected, ApplicationNotSubmitted,
 *   HomeApproved (one is approved), HomeInReview (one is under review)
 */
export function getHomeSubmissionRefusal(input: {
  submitHomeEnabled: boolean;
  applicationSubmitted: boolean;
  applicationRejected: boolean;
  submissions: readonly HomeSubmissionState[];
}): HomeSubmissionRefusal | null {
  if (!input.submitHomeEnabled) return 'Paused';
  if (input.applicationRejected) return 'ApplicationRejected';
  if (!input.applicationSubmitted) return 'ApplicationNotSubmitted';
  const flags = getHomeSubmissionFlags(input.submissions);
  if (flags.hasHomeApproved) return 'HomeApproved';
  if (flags.hasHomeInReview) return 'HomeInReview';
  return null;
}

/** The banner kinds (spec §4 "Banners"). */
export type HomeBanner = 'UnderReview' | 'Approved' | 'Rejected';

/** The words of each banner (spec §4; words decided here around the spec's meaning). */
export const HOME_BANNERS: Record<HomeBanner, { title: string; text: string }> = {
  UnderReview: {
    title: 'Your home is under review',
    text: 'Our team is looking at the home you submitted and will be in touch soon.',
  },
  Approved: {
    title: 'Congratulations, your property is approved!',
    text: 'Our team will be in touch about the next steps.',
  },
  Rejected: {
    title: 'Unfortunately we can’t approve this property at this time',
    text: 'You can submit another home when you find one.',
  },
};

/**
 * The banner to show from the application's flags: Approved first, then Under review, then Rejected (a
 * rejected home stops mattering once another is in review); null with nothing submitted.
 */
export function getHomeBanner(flags: HomeSubmissionFlags): HomeBanner | null {
  if (flags.hasHomeApproved) return 'Approved';
  if (flags.hasHomeInReview) return 'UnderReview';
  if (flags.hasHomeRejected) return 'Rejected';
  return null;
}
