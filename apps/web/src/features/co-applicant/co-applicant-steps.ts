/**
 * The co-applicant's steps as their pages name them (spec §2 co-applicant routes; spec §4 step order), and
 * where Back and Next go on their pages.
 */
import type { ApplicationStepId } from '@stairway/domain/application-progress';
import { paths } from '../../lib/paths';

/** The co-applicant's step ids, in the spec's order. */
export type CoApplicantStepId = Extract<ApplicationStepId, `co-applicant-${string}`>;

/** Each step's name as the co-applicant sees it. */
export const CO_APPLICANT_STEP_LABELS: Record<CoApplicantStepId, string> = {
  'co-applicant-about-you': 'About you',
  'co-applicant-address-history': 'Address history',
  'co-applicant-permission': 'Your permission',
  'co-applicant-income': 'Income',
  'co-applicant-additional-income': 'Additional income',
  'co-applicant-identity-verification': 'Identity verification',
  'co-applicant-bank-statements': 'Bank statements',
};

/** Whether an id is one of the co-applicant's steps. */
export function isCoApplicantStepId(id: string): id is CoApplicantStepId {
  return id in CO_APPLICANT_STEP_LABELS;
}

/** The co-applicant's step ids in the spec's order. */
const CO_APPLICANT_STEP_ORDER = Object.keys(CO_APPLICANT_STEP_LABELS) as CoApplicantStepId[];

/**
 * Where Back and Next go on one of the co-applicant's step pages: their previous and next steps, and their
 * dashboard before the first and after the last (they never see the applicant's own pages).
 * @param stepId the page's step
 * @returns this page's `path`, `backTo` and `nextTo`
 */
export function getCoApplicantStepNav(stepId: CoApplicantStepId) {
  const index = CO_APPLICANT_STEP_ORDER.indexOf(stepId);
  const pathOf = (id: CoApplicantStepId | undefined) =>
    id ? paths.application.steps[id] : paths.coApplicantDashboard;
  return {
    path: paths.application.steps[stepId],
    backTo: pathOf(index > 0 ? CO_APPLICANT_STEP_ORDER[index - 1] : undefined),
    nextTo: pathOf(CO_APPLICANT_STEP_ORDER[index + 1]),
  };
}
