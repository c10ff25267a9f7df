/**
 * Where an applicant stands in the investor pipeline (spec §3 "Pipeline status filters", "Pipeline applicant"
 * bankAccountConnected; decision 019, revised so that an approved applicant is Approved whether or not the
 * fee is paid): the one status rule that both the per-applicant status and the server's counts are worked out
 * from, and where their bank statements stand.
 */
import { PIPELINE_STATUS_FILTERS, type PipelineStatusFilter } from './constants';

/** An applicant's status in the pipeline: every filter but All. */
export type PipelineStatus = Exclude<PipelineStatusFilter, 'All'>;

/** The statuses in the order the pipeline shows them (its filters, without All). */
export const PIPELINE_STATUSES = PIPELINE_STATUS_FILTERS.filter(
  (status): status is PipelineStatus => status !== 'All',
);

/** What the status is worked out from: the application's flags. */
export type PipelineStatusInput = {
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  waitlistFeePaid: boolean;
  /** True when one of the applicant's homes is submitted and under review (spec §3 hasHomeInReview). */
  hasHomeInReview: boolean;
};

/** The flags a status rule can require. */
export type PipelineStatusFlag = keyof PipelineStatusInput;

/**
 * The pipeline status rule (decision 019, revised), in order: the first whose flags all hold wins. Rejected
 * (the team rejected the application); Approved (the team approved it, whether or not the waitlist fee is
 * paid: an approved applicant is always counted as Approved); InReview (submitted, and a home of theirs is
 * under review); FeePaid (submitted and the waitlist fee paid, which Your progress asks for once the
 * application is submitted: README "The waitlist fee"); Submitted (submitted, no decision yet); Onboard (not
 * yet submitted). The per-applicant status (getPipelineStatus) and the server's counts (its SQL is built from
 * this list) both read it, so they cannot disagree.
 */
export const PIPELINE_STATUS_RULE: ReadonlyArray<{
  status: PipelineStatus;
  requires: readonly PipelineStatusFlag[];
}> = [
  { status: 'Rejected', requires: ['rejected'] },
  { status: 'Approved', requires: ['approved'] },
  { status: 'InReview', requires: ['submitted', 'hasHomeInReview'] },
  { status: 'FeePaid', requires: ['submitted', 'waitlistFeePaid'] },
  { status: 'Submitted', requires: ['submitted'] },
  { status: 'Onboard', requires: [] },
];

/**
 * An applicant's pipeline status: the first of {@link PIPELINE_STATUS_RULE} whose flags all hold.
 * @param flags the application's flags and whether a home of theirs is under review
 * @returns one of {@link PIPELINE_STATUSES}, e.g. Approved for an approved application with the fee paid
 */
export function getPipelineStatus(flags: PipelineStatusInput): PipelineStatus {
  const rule = PIPELINE_STATUS_RULE.find(({ requires }) => requires.every((flag) => flags[flag]));
  return rule?.status ?? 'Onboard';
}

/**
 * Where the applicant's bank statements stand (spec §4 step 7: open banking, or statements uploaded by hand).
 * @param flags openBankingConnected, and documentsUploaded (the bank statements uploaded are enough:
 *   areBankStatementsComplete)
 * @returns Connected (open banking), Uploaded (statements uploaded) or None
 */
export function getPipelineBankStatements(flags: {
  openBankingConnected: boolean;
  documentsUploaded: boolean;
}): PipelineBankStatements {
  if (flags.openBankingConnected) return 'Connected';
  return flags.documentsUploaded ? 'Uploaded' : 'None';
}

/** Where an applicant's bank statements stand in the pipeline. */
export type PipelineBankStatements = (typeof PIPELINE_BANK_STATEMENTS)[number];
/** Every {@link PipelineBankStatements}. */
export const PIPELINE_BANK_STATEMENTS = ['Connected', 'Uploaded', 'None'] as const;

/** Each {@link PipelineBankStatements} in words, as the pipeline shows it. */
export const PIPELINE_BANK_STATEMENTS_LABELS: Record<PipelineBankStatements, string> = {
  Connected: 'Connected by open banking',
  Uploaded: 'Statements uploaded',
  None: 'Not yet',
};

/** Each status filter in words (sentence case, DESIGN.md "Words"). */
export const PIPELINE_STATUS_LABELS: Record<PipelineStatusFilter, string> = {
  All: 'All',
  Approved: 'Approved',
  FeePaid: 'Fee paid',
  InReview: 'In review',
  Onboard: 'Onboard',
  Rejected: 'Rejected',
  Submitted: 'Submitted',
};
