/**
 * The "Your data" section as each role that signs in with the applicant's session sees it (decision 050): the applicant
 * on Settings and the co-applicant on their progress page. After a deletion the session is forgotten and the
 * confirmation page shown.
 */
import { paths } from '../../lib/paths';

/** /account-deleted with when what is kept is erased, if anything is. */
export function accountDeletedUrl(result: { keptUntil: string | null }): string {
  return result.keptUntil
    ? `${paths.accountDeleted}?keptUntil=${encodeURIComponent(result.keptUntil)}`
    : paths.accountDeleted;
}

import { useSession } from '../../lib/session';
import {
  type AccountDeletedResult,
  APPLICANT_KEPT,
  NOTHING_KEPT,
  YourDataSection,
} from './your-data-section';

/** Forgets the session and shows /account-deleted with what is kept (applicants, co-applicants, landlords). */
export function useAfterDeletion() {
  const session = useSession();
  return async (result: AccountDeletedResult) => {
    await session.signOut();
    // A full load of the confirmation page: the signed-in layout sends a signed-out visitor to /login at once.
    window.location.replace(accountDeletedUrl(result));
  };
}

/** An applicant's or co-applicant's "Your data" (Settings; the co-applicant's progress page). */
export function ApplicantYourData({ headingOrder }: { headingOrder?: 2 | 3 }) {
  const session = useSession();
  const onDeleted = useAfterDeletion();
  const co = session.role === 'coApplicant';
  return (
    <YourDataSection
      confirmWith="password"
      headingOrder={headingOrder}
      erased={
        co
          ? [
              'Your account and sign-in',
              'Your details, addresses, incomes and checks, and the documents you uploaded',
              'Your part of the joint application: the main applicant is told you left, and keeps their own',
            ]
          : [
              'Your account and sign-in',
              'Your application: details, addresses, incomes, expenses, checks, documents, saved homes and homes you submitted, with their photos',
              'Your co-applicant’s account and their part of your application, if you have one',
            ]
      }
      kept={co ? NOTHING_KEPT : APPLICANT_KEPT}
      onDeleted={onDeleted}
    />
  );
}
