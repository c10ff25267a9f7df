/**
 * The co-applicant's routes (spec §2 "Co-applicant routes"), under CoApplicantLayout: the dashboard, and their
 * steps at the domain's paths (APPLICATION_STEP_PATHS). Address history, income, additional income, identity verification and
 * bank statements are the applicant's page components acting for the co-applicant, composed in app/
 * (app/co-applicant/section-routes.tsx), since a feature does not import another.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const steps = paths.application.steps;

/** The routes of a co-applicant's session. */
export const coApplicantRoutes: RouteObject[] = [
  {
    path: paths.coApplicantDashboard,
    lazy: () => import('./dashboard-page').then((m) => ({ Component: m.CoApplicantDashboardPage })),
  },
  {
    path: steps['co-applicant-about-you'],
    lazy: () => import('./about-you-page').then((m) => ({ Component: m.CoApplicantAboutYouPage })),
  },
  {
    path: steps['co-applicant-permission'],
    lazy: () => import('./permission-page').then((m) => ({ Component: m.CoApplicantPermissionPage })),
  },
];
