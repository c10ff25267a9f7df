/**
 * The onboarding's steps (spec §2), each at its path from lib/paths.ts and loaded on demand. The router mounts
 * them under the onboarding layout.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The steps under /onboarding. */
export const onboardingSteps: RouteObject[] = [
  {
    path: paths.onboarding.budget,
    lazy: () => import('./steps/budget-step').then((m) => ({ Component: m.BudgetStep })),
  },
  {
    path: paths.onboarding.name,
    lazy: () => import('./steps/name-step').then((m) => ({ Component: m.NameStep })),
  },
  {
    path: paths.onboarding.checks,
    lazy: () => import('./steps/checks-step').then((m) => ({ Component: m.ChecksStep })),
  },
  {
    path: paths.onboarding.preferredLocation,
    lazy: () =>
      import('./steps/preferred-location-step').then((m) => ({
        Component: m.PreferredLocationStep,
      })),
  },
  {
    path: paths.onboarding.deposit,
    lazy: () => import('./steps/deposit-step').then((m) => ({ Component: m.DepositStep })),
  },
  {
    path: paths.onboarding.emailPassword,
    lazy: () =>
      import('./steps/email-password-step').then((m) => ({
        Component: m.EmailPasswordStep,
      })),
  },
];
