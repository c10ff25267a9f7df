/**
 * The application's routes (spec §2 "Applicant application routes"): the overview and each section's page,
 * each loaded on demand. The router mounts them under the signed-in layout.
 */
import type { RouteObject } from 'react-router';

/** The routes under /your-application. */
export const applicationRoutes: RouteObject[] = [
  {
    path: '/your-application',
    lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: '/your-application/personal-details/about-you',
    lazy: () => import('./pages/about-you-page').then((m) => ({ Component: m.AboutYouPage })),
  },
  {
    path: '/your-application/personal-details/address-history',
    lazy: () => import('./pages/address-history-page').then((m) => ({ Component: m.AddressHistoryPage })),
  },
  {
    path: '/your-application/financial-details/income',
    lazy: () => import('./pages/income-page').then((m) => ({ Component: m.IncomePage })),
  },
  {
    path: '/your-application/financial-details/additional-income',
    lazy: () => import('./pages/additional-income-page').then((m) => ({ Component: m.AdditionalIncomePage })),
  },
  {
    path: '/your-application/financial-details/cards',
    lazy: () => import('./pages/cards-page').then((m) => ({ Component: m.CardsPage })),
  },
  {
    path: '/your-application/financial-details/monthly-commitments',
    lazy: () =>
      import('./pages/monthly-commitments-page').then((m) => ({ Component: m.MonthlyCommitmentsPage })),
  },
  {
    path: '/your-application/financial-details/dependants',
    lazy: () => import('./pages/dependants-page').then((m) => ({ Component: m.DependantsPage })),
  },
  {
    path: '/your-application/identity-verification/applicant-identity-verification',
    lazy: () =>
      import('./pages/identity-verification-page').then((m) => ({ Component: m.IdentityVerificationPage })),
  },
  {
    path: '/your-application/bank-statements/applicant-bank-statements',
    lazy: () => import('./pages/bank-statements-page').then((m) => ({ Component: m.BankStatementsPage })),
  },
  {
    path: '/your-application/submit-disclaimer',
    lazy: () => import('./pages/submit-disclaimer-page').then((m) => ({ Component: m.SubmitDisclaimerPage })),
  },
  {
    path: '/your-application/submit',
    lazy: () => import('./pages/submit-page').then((m) => ({ Component: m.SubmitPage })),
  },
];
