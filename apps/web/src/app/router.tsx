/**
 * The routes of spec §2, each at its path from lib/paths.ts (the application's from the domain). Pages are
 * code-split: each loads on demand (ARCHITECTURE "Fast by design").
 */
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { applicationRoutes } from '../features/application/application-routes';
import { paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { usePageViews } from './page-views';
import { ComingSoonPage, publicComingSoonPages, signedInComingSoonPages } from './routes/coming-soon-pages';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

const onboardingSteps: RouteObject[] = [
  {
    path: paths.onboarding.budget,
    lazy: () => import('../features/onboarding/steps/budget-step').then((m) => ({ Component: m.BudgetStep })),
  },
  {
    path: paths.onboarding.name,
    lazy: () => import('../features/onboarding/steps/name-step').then((m) => ({ Component: m.NameStep })),
  },
  {
    path: paths.onboarding.checks,
    lazy: () => import('../features/onboarding/steps/checks-step').then((m) => ({ Component: m.ChecksStep })),
  },
  {
    path: paths.onboarding.preferredLocation,
    lazy: () =>
      import('../features/onboarding/steps/preferred-location-step').then((m) => ({
        Component: m.PreferredLocationStep,
      })),
  },
  {
    path: paths.onboarding.deposit,
    lazy: () =>
      import('../features/onboarding/steps/deposit-step').then((m) => ({ Component: m.DepositStep })),
  },
  {
    path: paths.onboarding.emailPassword,
    lazy: () =>
      import('../features/onboarding/steps/email-password-step').then((m) => ({
        Component: m.EmailPasswordStep,
      })),
  },
];

/** The root of every page: reports page views (app/page-views.ts) and shows the page. */
function Root() {
  usePageViews(routes);
  return <Outlet />;
}

/** The routes, for the router and for naming pages in analytics. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    // Shown while the first page's code loads (react-router warns without one).
    hydrateFallbackElement: (
      <Center mih="100vh">
        <Loader aria-label="Loading Stairway" />
      </Center>
    ),
    children: [
      {
        path: paths.onboarding.root,
        lazy: () =>
          import('../features/onboarding/onboarding-layout').then((m) => ({ Component: m.OnboardingLayout })),
        children: [
          { index: true, element: <Navigate to={paths.onboarding.budget} replace /> },
          ...onboardingSteps,
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.landing,
            lazy: () =>
              import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: paths.login,
            lazy: () => import('../features/account/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.verifyEmail,
            lazy: () =>
              import('../features/account/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            path: paths.promotionTerms,
            lazy: () =>
              import('../features/promotions/promotion-terms-page').then((m) => ({
                Component: m.PromotionTermsPage,
              })),
          },
          ...publicComingSoonPages.map((page) => ({
            path: page.path,
            element: <ComingSoonPage page={page} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <SignedInLayout />,
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          ...applicationRoutes,
          {
            path: paths.homes.mine,
            lazy: () => import('../features/homes/my-homes-page').then((m) => ({ Component: m.MyHomesPage })),
          },
          {
            path: paths.homes.explore,
            lazy: () => import('../features/homes/explore-page').then((m) => ({ Component: m.ExplorePage })),
          },
          ...signedInComingSoonPages.map((page) => ({
            path: page.path,
            element: <ComingSoonPage page={page} />,
          })),
        ],
      },
    ],
  },
];

/** The browser router. */
export const router = createBrowserRouter(routes);
