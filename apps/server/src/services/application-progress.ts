/**
 * The application's progress as the domain rules see it (packages/domain/src/application-progress.ts: spec
 * §4 section completion, next step, progress; §5 address history), built from the stored application.
 */
import type { ApplicationProgressInput, ApplicationStepId } from '@stairway/domain/application-progress';
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

/** Each step's name as the applicant sees it, for messages. */
export const STEP_LABELS: Record<ApplicationStepId, string> = {
  'about-you': 'About you',
  'address-history': 'Address history',
  income: 'Income',
  'additional-income': 'Additional income',
  'co-applicant-about-you': 'Co-applicant: about you',
  'co-applicant-address-history': 'Co-applicant: address history',
  'co-applicant-permission': 'Co-applicant: permission',
  'co-applicant-income': 'Co-applicant: income',
  'co-applicant-additional-income': 'Co-applicant: additional income',
  'applicant-identity-verification': 'Identity verification',
  'co-applicant-identity-verification': 'Co-applicant: identity verification',
  'applicant-bank-statements': 'Bank statements',
  'co-applicant-bank-statements': 'Co-applicant: bank statements',
};
