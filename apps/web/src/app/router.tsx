/**
 * The routes of spec §2. Pages are code-split: each loads on demand (ARCHITECTURE "Fast by design").
 */
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { applicationRoutes } from '../features/application/application-routes';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { ComingSoonPage, publicComingSoonPages, signedInComingSoonPages } from './routes/coming-soon-pages';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

const onboardingSteps: RouteObject[] = [
  {
    path: 'budget',
    lazy: () => import('../features/onboarding/steps/budget-step').then((m) => ({ Component: m.BudgetStep })),
  },
  {
    path: 'name',
    lazy: () => import('../features/onboarding/steps/name-step').then((m) => ({ Component: m.NameStep })),
  },
  {
    path: 'checks',
    lazy: () => import('../features/onboarding/steps/checks-step').then((m) => ({ Component: m.ChecksStep })),
  },
  {
    path: 'preferred-location',
    lazy: () =>
      import('../features/onboarding/steps/preferred-location-step').then((m) => ({
        Component: m.PreferredLocationStep,
      })),
  },
  {
    path: 'deposit',
    lazy: () =>
      import('../features/onboarding/steps/deposit-step').then((m) => ({ Component: m.DepositStep })),
  },
  {
    path: 'email-password',
    lazy: () =>
      import('../features/onboarding/steps/email-password-step').then((m) => ({
        Component: m.EmailPasswordStep,
      })),
  },
];

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's code loads (react-router warns without one).
    hydrateFallbackElement: (
      <Center mih="100vh">
        <Loader aria-label="Loading Stairway" />
      </Center>
    ),
    children: [
      {
        path: '/onboard',
        lazy: () =>
          import('../features/onboarding/onboarding-layout').then((m) => ({ Component: m.OnboardingLayout })),
        children: [{ index: true, element: <Navigate to="budget" replace /> }, ...onboardingSteps],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            lazy: () =>
              import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: '/login',
            lazy: () => import('../features/account/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: '/verify-email',
            lazy: () =>
              import('../features/account/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
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
            path: '/dashboard',
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          ...applicationRoutes,
          {
            path: '/submit-a-home',
            lazy: () => import('../features/homes/my-homes-page').then((m) => ({ Component: m.MyHomesPage })),
          },
          {
            path: '/submit-a-home/explore',
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
