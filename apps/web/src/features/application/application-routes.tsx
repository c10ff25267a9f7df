/**
 * The application's routes (spec §2 "Applicant application routes"): the overview and each section's page,
 * each at its path from lib/paths.ts (the domain's APPLICATION_PAGE_PATHS and APPLICATION_STEP_PATHS) and
 * loaded on demand. The router mounts them under the signed-in layout.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The routes under /your-application. */
export const applicationRoutes: RouteObject[] = [
  {
    path: paths.application.overview,
    lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: paths.application.steps['about-you'],
    lazy: () => import('./pages/about-you-page').then((m) => ({ Component: m.AboutYouPage })),
  },
  {
    path: paths.application.steps['address-history'],
    lazy: () => import('./pages/address-history-page').then((m) => ({ Component: m.AddressHistoryPage })),
  },
  {
    path: paths.application.steps.income,
    lazy: () => import('./pages/income-page').then((m) => ({ Component: m.IncomePage })),
  },
  {
    path: paths.application.steps['additional-income'],
    lazy: () => import('./pages/additional-income-page').then((m) => ({ Component: m.AdditionalIncomePage })),
  },
  {
    path: paths.application.cards,
    lazy: () => import('./pages/cards-page').then((m) => ({ Component: m.CardsPage })),
  },
  {
    path: paths.application['monthly-commitments'],
    lazy: () =>
      import('./pages/monthly-commitments-page').then((m) => ({ Component: m.MonthlyCommitmentsPage })),
  },
  {
    path: paths.application.dependants,
    lazy: () => import('./pages/dependants-page').then((m) => ({ Component: m.DependantsPage })),
  },
  {
    path: paths.application.deposit,
    lazy: () => import('./pages/deposit-page').then((m) => ({ Component: m.DepositPage })),
  },
  {
    path: paths.application.steps['applicant-identity-verification'],
    lazy: () =>
      import('./pages/identity-verification-page').then((m) => ({ Component: m.IdentityVerificationPage })),
  },
  {
    path: paths.application.steps['applicant-bank-statements'],
    lazy: () => import('./pages/bank-statements-page').then((m) => ({ Component: m.BankStatementsPage })),
  },
  {
    path: paths.application['submit-disclaimer'],
    lazy: () => import('./pages/submit-disclaimer-page').then((m) => ({ Component: m.SubmitDisclaimerPage })),
  },
  {
    path: paths.application.submit,
    lazy: () => import('./pages/submit-page').then((m) => ({ Component: m.SubmitPage })),
  },
];
