/**
 * The routes of spec §2, each at its path from lib/paths.ts (the application's from the domain). Pages are
 * code-split: each loads on demand (ARCHITECTURE "Fast by design"). The larger areas keep their own route
 * tables next to their pages (application, co-applicant, homes, landlord, onboarding, ops), mounted here.
 */
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ConsentRoot } from '../components/consent/consent-root';
import { applicationRoutes } from '../features/application/application-routes';
import { coApplicantRoutes } from '../features/co-applicant/co-applicant-routes';
import { homeRoutes } from '../features/homes/home-routes';
import { landlordRoutes } from '../features/landlord/landlord-routes';
import { onboardingSteps } from '../features/onboarding/onboarding-routes';
import { opsRoutes } from '../features/ops/ops-routes';
import { paths } from '../lib/paths';
import { coApplicantSectionRoutes } from './co-applicant/section-routes';
import { PublicLayout } from './layouts/public-layout';
import { usePageViews } from './page-views';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

/**
 * The root of every page: reports page views (app/page-views.ts), shows the page, and the consent banner when
 * wanted (decision 049).
 */
function Root() {
  usePageViews(routes);
  return (
    <>
      <Outlet />
      <ConsentRoot />
    </>
  );
}

/** The routes, for the router and for naming pages in analytics. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    // Shown while the first page's code loads (react-router warns without one).
    hydrateFallbackElement: (
      <Center mih="100vh">
        <Loader role="status" aria-label="Loading Stairway" />
      </Center>
    ),
    children: [
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
            path: paths.privacy,
            lazy: () => import('../features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: paths.terms,
            lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: paths.accountDeleted,
            lazy: () =>
              import('../features/settings/account-deleted-page').then((m) => ({
                Component: m.AccountDeletedPage,
              })),
          },
          {
            // The public pages that read or write data: Apollo Client loads with them, not with / and /login.
            lazy: () => import('./data-root').then((m) => ({ Component: m.DataRoot })),
            children: [
              {
                path: paths.verifyEmail,
                lazy: () =>
                  import('../features/account/verify-email-page').then((m) => ({
                    Component: m.VerifyEmailPage,
                  })),
              },
              {
                path: paths.verifyEmailCode,
                lazy: () =>
                  import('../features/account/verify-code-page').then((m) => ({
                    Component: m.VerifyCodePage,
                  })),
              },
              {
                path: paths.forgotPassword,
                lazy: () =>
                  import('../features/account/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: paths.resetPassword,
                lazy: () =>
                  import('../features/account/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              {
                path: paths.secureAccount,
                lazy: () =>
                  import('../features/account-security/secure-account-page').then((m) => ({
                    Component: m.SecureAccountPage,
                  })),
              },
              {
                path: paths.coApplicantSignUp,
                lazy: () =>
                  import('../features/account/co-applicant-sign-up-page').then((m) => ({
                    Component: m.CoApplicantSignUpPage,
                  })),
              },
              {
                path: paths.welcome,
                lazy: () =>
                  import('../features/account/welcome-page').then((m) => ({ Component: m.WelcomePage })),
              },
              {
                path: paths.settings.confirmEmail,
                lazy: () =>
                  import('../features/settings/confirm-email-page').then((m) => ({
                    Component: m.ConfirmEmailPage,
                  })),
              },
              {
                path: paths.promotionTerms,
                lazy: () =>
                  import('../features/promotions/promotion-terms-page').then((m) => ({
                    Component: m.PromotionTermsPage,
                  })),
              },
              {
                // An alert e-mail's unsubscribe link: works signed out.
                path: paths.savedSearches.unsubscribe,
                lazy: () =>
                  import('../features/homes/saved-searches/unsubscribe-page').then((m) => ({
                    Component: m.UnsubscribePage,
                  })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Every other page reads data: Apollo Client, the profile and modals (app/data-root.tsx).
        lazy: () => import('./data-root').then((m) => ({ Component: m.DataRoot })),
        children: [
          opsRoutes,
          {
            path: paths.onboarding.root,
            lazy: () =>
              import('../features/onboarding/onboarding-layout').then((m) => ({
                Component: m.OnboardingLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.onboarding.budget} replace /> },
              ...onboardingSteps,
            ],
          },
          {
            path: paths.pipeline,
            lazy: () =>
              import('../features/pipeline/pipeline-page').then((m) => ({ Component: m.PipelinePage })),
          },
          {
            lazy: () => import('./layouts/landlord-layout').then((m) => ({ Component: m.LandlordLayout })),
            children: landlordRoutes,
          },
          {
            // The co-applicant's pages; the main applicant sees their co-applicant's step states at its step paths.
            lazy: () => import('./co-applicant/joint-layout').then((m) => ({ Component: m.JointLayout })),
            children: [
              ...coApplicantRoutes,
              ...coApplicantSectionRoutes,
              {
                // The co-applicant's plan: the same page as the applicant's, composed here (a feature does not import another).
                path: paths.coApplicantYourPlan,
                lazy: () => import('../features/plan/plan-page').then((m) => ({ Component: m.PlanPage })),
              },
              {
                path: paths.coApplicantYourHome,
                lazy: () =>
                  import('../features/your-home/your-home-page').then((m) => ({ Component: m.YourHomePage })),
              },
              {
                path: paths.coApplicantYourHomeRepairs,
                lazy: () =>
                  import('../features/repairs/repairs-page').then((m) => ({ Component: m.RepairsPage })),
              },
              {
                path: paths.coApplicantYourHomeStatementPattern,
                lazy: () =>
                  import('../features/your-home/statement-page').then((m) => ({
                    Component: m.StatementPage,
                  })),
              },
            ],
          },
          {
            // Loaded with the first signed-in page: its top bar, menus and tooltips are not in a signed-out first load.
            lazy: () => import('./layouts/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
            children: [
              {
                path: paths.dashboard,
                lazy: () =>
                  import('../features/dashboard/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  })),
              },
              {
                path: paths.yourPlan,
                lazy: () => import('../features/plan/plan-page').then((m) => ({ Component: m.PlanPage })),
              },
              {
                path: paths.yourHome,
                lazy: () =>
                  import('../features/your-home/your-home-page').then((m) => ({ Component: m.YourHomePage })),
              },
              {
                path: paths.yourHomeRepairs,
                lazy: () =>
                  import('../features/repairs/repairs-page').then((m) => ({ Component: m.RepairsPage })),
              },
              {
                path: paths.yourHomeStatementPattern,
                lazy: () =>
                  import('../features/your-home/statement-page').then((m) => ({
                    Component: m.StatementPage,
                  })),
              },
              ...applicationRoutes,
              ...homeRoutes,
              {
                path: paths.settings.root,
                lazy: () =>
                  import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: paths.settings.email,
                lazy: () =>
                  import('../features/settings/change-email-page').then((m) => ({
                    Component: m.ChangeEmailPage,
                  })),
              },
              {
                path: paths.waitlist.joinWaitlist,
                lazy: () =>
                  import('../features/waitlist/join-waitlist-page').then((m) => ({
                    Component: m.JoinWaitlistPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser router. */
export const router = createBrowserRouter(routes);
