/**
 * The onboarding steps' component tests render the real layout with all six steps in a memory router, with the
 * answers saved where the app keeps them between steps (session storage), so that Next, Back and "finish the
 * earlier steps first" behave as in the app.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../../lib/paths';
import { SessionProvider } from '../../../lib/session';
import { renderWithMantine } from '../../../testing/render';
import { DRAFT_STORAGE_KEY, type OnboardingDraft } from '../lib/draft';
import { OnboardingLayout } from '../onboarding-layout';
import { BudgetStep } from '../steps/budget-step';
import { ChecksStep } from '../steps/checks-step';
import { DepositStep } from '../steps/deposit-step';
import { EmailPasswordStep } from '../steps/email-password-step';
import { NameStep } from '../steps/name-step';
import { PreferredLocationStep } from '../steps/preferred-location-step';

/**
 * Opens `path` in the onboarding layout with `draft` saved, as the app does; /dashboard (where a new account
 * goes) says "Dashboard".
 * @param path one of `paths.onboarding`
 * @param draft the answers already given
 * @param mocks the server's answers (Apollo's MockedProvider)
 * @returns the memory router
 */
export function renderOnboarding(
  path: string,
  draft: OnboardingDraft = {},
  mocks: MockLink.MockedResponse[] = [],
) {
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  const router = createMemoryRouter(
    [
      {
        element: <OnboardingLayout />,
        children: [
          { path: paths.onboarding.budget, element: <BudgetStep /> },
          { path: paths.onboarding.name, element: <NameStep /> },
          { path: paths.onboarding.checks, element: <ChecksStep /> },
          { path: paths.onboarding.preferredLocation, element: <PreferredLocationStep /> },
          { path: paths.onboarding.deposit, element: <DepositStep /> },
          { path: paths.onboarding.emailPassword, element: <EmailPasswordStep /> },
        ],
      },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </SessionProvider>,
  );
  return router;
}

/** @returns the answers saved between steps */
export const savedDraft = (): OnboardingDraft =>
  JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as OnboardingDraft;

/** Presses Next. */
export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
