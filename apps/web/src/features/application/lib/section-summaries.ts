/**
 * The small summaries the Application overview's sections show (sections.ts), also used by the pages they
 * summarise: lengths of time, dependants, monthly commitments, and whether identity verification was skipped.
 */
import type { Application } from '../hooks/use-application';

/** A count with its noun, e.g. "1 month", "2 months", "2 children" (`many` for an irregular plural). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A length of time in years and months, e.g. "2 years 4 months".
 * @param months whole months
 */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  if (rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

/**
 * Whether the applicant's identity check is skipped: not verified, yet the step counts as done, because the
 * applicant chose to skip it (skipChecks) or the service's skipIdv setting is on (spec §4; the step's status
 * comes from the domain's rules on the server).
 * @param application the person's check state and steps (the applicant's, or the co-applicant's own)
 * @param stepId the person's identity step: the applicant's (default) or the co-applicant's
 */
export function isIdentityCheckSkipped(
  application: Pick<Application, 'identityVerified' | 'identityVerificationSkipped' | 'steps'>,
  stepId:
    | 'applicant-identity-verification'
    | 'co-applicant-identity-verification' = 'applicant-identity-verification',
): boolean {
  if (application.identityVerified) return false;
  return (
    application.identityVerificationSkipped ||
    application.steps.some((s) => s.id === stepId && s.status === 'Done')
  );
}

/** The applicant's dependants in words, e.g. "1 adult, 2 children", or "No dependants". */
export function describeDependants(application: Pick<Application, 'adultDependants' | 'childDependants'>) {
  const parts = [
    application.adultDependants > 0 ? plural(application.adultDependants, 'adult') : null,
    application.childDependants > 0 ? plural(application.childDependants, 'child', 'children') : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No dependants';
}

/** The total of the applicant's monthly loans, other commitments and expenses, pounds a month. */
export function totalMonthlyCommitments(application: Application): number {
  return (
    application.monthlyLoans +
    application.monthlyCommitments +
    application.expenses.reduce((sum, expense) => sum + expense.amount, 0)
  );
}
