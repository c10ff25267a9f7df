/**
 * The co-applicant's address history, income, additional income, identity verification and bank statements routes (spec §2
 * co-applicant routes), under the co-applicant's layout beside features/co-applicant's own routes. Composed here
 * because the pages are features/application's components acting for the co-applicant.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const steps = paths.application.steps;

/** The routes of the co-applicant's section pages. */
export const coApplicantSectionRoutes: RouteObject[] = [
  {
    path: steps['co-applicant-address-history'],
    lazy: () => import('./section-pages').then((m) => ({ Component: m.CoApplicantAddressHistoryPage })),
  },
  {
    path: steps['co-applicant-income'],
    lazy: () => import('./section-pages').then((m) => ({ Component: m.CoApplicantIncomePage })),
  },
  {
    path: steps['co-applicant-additional-income'],
    lazy: () => import('./section-pages').then((m) => ({ Component: m.CoApplicantAdditionalIncomePage })),
  },
  {
    path: steps['co-applicant-identity-verification'],
    lazy: () => import('./section-pages').then((m) => ({ Component: m.CoApplicantIdentityVerificationPage })),
  },
  {
    path: steps['co-applicant-bank-statements'],
    lazy: () => import('./section-pages').then((m) => ({ Component: m.CoApplicantBankStatementsPage })),
  },
];
