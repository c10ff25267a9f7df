/**
 * The layout at the co-applicant's paths for either person: the co-applicant gets their own pages (CoApplicantLayout);
 * the MAIN applicant, at one of the co-applicant's step paths, gets that step's state in their own signed-in layout
 * (ApplicantViewOfCoApplicantStep: never the co-applicant's records). Anyone else is handled by CoApplicantLayout's
 * guard (signed out to /login; an applicant elsewhere to their application).
 */
import { useLocation } from 'react-router';
import { CoApplicantLayout } from '../../features/co-applicant/co-applicant-layout';
import {
  CO_APPLICANT_STEP_LABELS,
  type CoApplicantStepId,
} from '../../features/co-applicant/co-applicant-steps';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { SignedInLayout } from '../layouts/signed-in-layout';
import { ApplicantViewOfCoApplicantStep } from './applicant-view-page';

/**
 * The co-applicant's step whose page is at a path.
 * @returns the step id, or undefined when the path is not one of the co-applicant's step pages
 */
export function coApplicantStepAt(pathname: string): CoApplicantStepId | undefined {
  return (Object.keys(CO_APPLICANT_STEP_LABELS) as CoApplicantStepId[]).find(
    (id) => paths.application.steps[id] === pathname,
  );
}

/** Chooses the layout by the session's role and the path. */
export function JointLayout() {
  const session = useSession();
  const location = useLocation();
  const step = coApplicantStepAt(location.pathname);
  if (session.token && session.role === 'applicant' && step) {
    return (
      <SignedInLayout>
        <ApplicantViewOfCoApplicantStep key={step} stepId={step} />
      </SignedInLayout>
    );
  }
  return <CoApplicantLayout />;
}
