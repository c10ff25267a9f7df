/**
 * The applicant's "Your progress" (spec §2 /dashboard): skeletons while the account loads; an account with no
 * application (no budget yet, "Start your application"); an application in progress (the budget, the homes that fit
 * it, and a failed count with "Try again"); a rejected one (no budget); an unverified e-mail address (checked again on
 * coming back to the page); and the welcome and promotion modals, each recorded as seen.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { failsOnTheNetwork } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { DashboardPage } from './dashboard-page';
import { GetBudgetMatchesQuery } from './graphql/getBudgetMatches';
import { GetUnseenPromotionsQuery } from './graphql/getUnseenPromotions';
import { MarkPromotionAsSeenMutation } from './graphql/markPromotionAsSeen';
import { SetWelcomeSeenMutation } from './graphql/setWelcomeSeen';

type Me = NonNullable<Session['me']>;
type Application = NonNullable<Me['application']>;

const USER: Me['user'] = {
  id: 'user-1',
  firstName: 'Amelia',
  middleName: null,
  lastName: 'Hughes',
  email: 'amelia@example.com',
  emailVerified: true,
};

/** An application in progress with a budget, its welcome seen. */
const APPLICATION: Application = {
  id: 'application-1',
  budget: 190_000,
  rentBudget: 740,
  deposit: 20_000,
  grossAnnualPay: 52_000,
  jointApplication: false,
  welcomeSeen: true,
  submitted: false,
  approved: false,
  rejected: false,
  waitlistFeePaid: false,
  waitlistFeePence: 9_900,
  waitlistFeePaidAt: null,
  hasHomeSubmitted: false,
  hasHomeApproved: false,
  hasHomeRejected: false,
  hasHomeInReview: false,
  preferredLocations: [],
  progress: 40,
  nextStep: {
    kind: 'Step',
    id: 'address-history',
    path: '/your-application/personal-details/address-history',
  },
};

const noPromotions: MockLink.MockedResponse = {
  request: { query: GetUnseenPromotionsQuery },
  result: { data: { getUnseenPromotions: [] } },
};

const budgetMatches: MockLink.MockedResponse = {
  request: { query: GetBudgetMatchesQuery },
  result: {
    data: {
      getBudgetMatches: {
        __typename: 'BudgetMatches',
        areas: ['SE1'],
        budget: 190_000,
        rentBudget: 740,
        homesInAreas: 240,
        homesWithinBudget: 30,
        matchingHomes: 12,
        cheapestRentInAreas: 690,
        nearbyAreas: [],
        priceBand: null,
        budgetKeptAsSubmitted: false,
      },
    },
  },
};

/**
 * Renders the page for the signed-in applicant `me` (undefined while the account loads).
 * @returns the session, to read its refetch
 */
function renderDashboard(me: Me | undefined, mocks: MockLink.MockedResponse[] = []) {
  const session = {
    token: 'applicant-token',
    role: 'applicant',
    landlordToken: null,
    me,
    coApplicant: undefined,
    loading: me === undefined,
    signIn: vi.fn(),
    replaceToken: vi.fn(),
    signOut: vi.fn(),
    refetch: vi.fn(async () => undefined),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return session;
}

const withApplication = (application: Partial<Application> = {}, user: Partial<Me['user']> = {}): Me => ({
  user: { ...USER, ...user },
  application: { ...APPLICATION, ...application },
});

const nextSteps = () =>
  within(screen.getByRole('region', { name: 'What to do next' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('DashboardPage', () => {
  it('shows skeletons while the account loads', () => {
    renderDashboard(undefined);
    expect(screen.getByLabelText('Loading your progress').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Your progress' })).toBeNull();
  });

  it('without an application: no budget yet, and “Start your application” first', () => {
    renderDashboard({ user: USER, application: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Your progress' })).toBeTruthy();
    expect(screen.getByText('Hello Amelia, here is where you are and what to do next.')).toBeTruthy();
    expect(screen.getByText('We can’t give you a budget yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Homes that fit your budget' })).toBeNull();
    expect(nextSteps()).toEqual(['Start your application', 'Explore homes in your areas', 'Talk to us']);
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe(
      '/your-application',
    );
  });

  it('shows the budget, the rent budget, the homes that fit and the application’s progress', async () => {
    renderDashboard(withApplication(), [noPromotions, budgetMatches]);
    const budget = screen.getByRole('region', { name: 'Your budget' });
    expect(budget.textContent).toContain('£190,000');
    expect(within(budget).getByText('£740')).toBeTruthy();
    expect(
      await screen.findByText('12 homes in SE1 fit your budget of £190,000 and rent budget of £740 a month.'),
    ).toBeTruthy();
    expect(nextSteps()[0]).toBe('Complete your application');
    expect(screen.getByRole('progressbar', { name: 'Your application is 40% complete' })).toBeTruthy();
    expect(screen.getByText('Next: Address history')).toBeTruthy();
  });

  it('says when the homes that fit could not be counted, and counts them on “Try again”', async () => {
    renderDashboard(withApplication(), [
      noPromotions,
      failsOnTheNetwork(GetBudgetMatchesQuery),
      budgetMatches,
    ]);
    const card = await screen.findByRole('region', { name: 'Homes that fit your budget' });
    await waitFor(() =>
      expect(within(card).getByText('We couldn’t count the homes that fit your budget')).toBeTruthy(),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    // The card is drawn again (a skeleton while it counts), so it is found anew.
    expect(await screen.findByText(/^12 homes in SE1 fit your budget/)).toBeTruthy();
    expect(screen.queryByText('We couldn’t count the homes that fit your budget')).toBeNull();
  });

  it('offers no budget once the application is rejected', () => {
    renderDashboard(withApplication({ id: 'application-rejected', submitted: true, rejected: true }), [
      noPromotions,
    ]);
    expect(screen.queryByRole('region', { name: 'Your budget' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Homes that fit your budget' })).toBeNull();
    expect(nextSteps()[0]).toBe('We can’t approve your application');
    expect(screen.getByRole('link', { name: 'View your answers' })).toBeTruthy();
  });

  it('asks for the e-mail address first while it is unverified, and checks again on coming back', async () => {
    const session = renderDashboard(withApplication({}, { emailVerified: false }), [budgetMatches]);
    expect(nextSteps()[0]).toBe('Verify your e-mail address');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('welcomes a verified applicant with their budget, and records that they saw it', async () => {
    let recorded = false;
    const session = renderDashboard(withApplication({ id: 'application-welcome', welcomeSeen: false }), [
      budgetMatches,
      noPromotions,
      {
        request: {
          query: SetWelcomeSeenMutation,
          variables: () => {
            recorded = true;
            return true;
          },
        },
        result: {
          data: {
            setWelcomeSeen: { __typename: 'UserApplication', id: 'application-welcome', welcomeSeen: true },
          },
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Stairway!' });
    expect(within(dialog).getByText('£190,000')).toBeTruthy();
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
    expect(recorded).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to Stairway!' })).toBeNull());
  });

  it('shows an unseen promotion, and records it as seen on “Continue”', async () => {
    let seen: unknown;
    renderDashboard(withApplication({ id: 'application-promotion' }), [
      budgetMatches,
      {
        request: { query: GetUnseenPromotionsQuery },
        result: {
          data: {
            getUnseenPromotions: [
              {
                __typename: 'Promotion',
                id: 'promo-1',
                title: 'Half price waitlist fee',
                text: 'Join the waitlist this month for half the fee.',
                terms: 'https://example.com/terms',
                image: 'unknown.png',
                imageUrl: null,
              },
            ],
          },
        },
      },
      {
        request: {
          query: MarkPromotionAsSeenMutation,
          variables: (variables) => {
            seen = variables;
            return true;
          },
        },
        result: { data: { markPromotionAsSeen: true } },
      },
      noPromotions,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Half price waitlist fee' });
    expect(within(dialog).getByText('Join the waitlist this month for half the fee.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(seen).toEqual({ input: { promoId: 'promo-1' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Half price waitlist fee' })).toBeNull());
  });
});
