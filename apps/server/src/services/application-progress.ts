/**
 * The application's progress as the domain rules see it (packages/domain/src/application-progress.ts: spec
 * §4 section completion, next step, progress; §5 address history), built from the stored application.
 */
import type { ApplicationProgressInput } from '@stairway/domain/application-progress';
import type { IncomeRow, UserAddressRow } from '../lib/loaders';
import type { ApplicationRow } from './applications';

/**
 * The progress rules' input for an application. The co-applicant's part is empty until co-applicants can
 * sign up, so a joint application shows the co-applicant's steps as to do.
 * @param rows the applicant's own incomes and addresses, and the service setting skipIdv
 */
export function toProgressInput(
  application: ApplicationRow,
  rows: { incomes: readonly IncomeRow[]; addresses: readonly UserAddressRow[]; skipIdv: boolean },
): ApplicationProgressInput {
  return {
    applicant: {
      dateOfBirth: application.dateOfBirth,
      addresses: rows.addresses.map((a) => ({ moveInDate: a.moveInDate })),
      incomes: rows.incomes,
      hasAdditionalIncome: application.hasAdditionalIncome,
      identityVerified: application.identityVerified,
      documentsUploaded: application.documentsUploaded,
      openBankingConnected: application.openBankingConnected,
    },
    jointApplication: application.jointApplication,
    coApplicant: null,
    coApplicantPermission: application.coApplicantPermission,
    skipIdv: rows.skipIdv,
    identityVerificationSkipped: application.identityVerificationSkipped,
    budget: application.budget,
    submitted: application.submitted,
  };
}

/** Each step's name as the applicant sees it, for messages (APPLICATION_STEP_LABELS in packages/domain). */
export { APPLICATION_STEP_LABELS as STEP_LABELS } from '@stairway/domain/application-progress';
