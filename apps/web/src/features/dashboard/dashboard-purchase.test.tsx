/**
 * "Your purchase" on the applicant's Your progress: asked for once a home is approved (or submitted, which a
 * purchase that fell through leaves), shown near the top when the server has a purchase case, not when it answers
 * null; a skeleton while it loads; a small message with "Try again" when it fails; and never asked for before any
 * home is submitted.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PURCHASE_FALLEN_THROUGH,
  PURCHASE_IN_PROGRESS,
  PURCHASE_WITH_PLAN,
} from '../../components/purchase-timeline/purchase-case-fixtures';
import { failsOnTheNetwork, neverAnswers } from '../../testing/graphql';
import { answers, type Me, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { DashboardPage } from './dashboard-page';
import { GetBudgetMatchesQuery } from './graphql/getBudgetMatches';
import { GetDashboardMaintenanceModeQuery } from './graphql/getDashboardMaintenanceMode';
import { GetMyPurchaseCaseQuery } from './graphql/getMyPurchaseCase';
import { GetUnseenPromotionsQuery } from './graphql/getUnseenPromotions';

type Application = NonNullable<Me['application']>;

/** A submitted and approved application whose home was approved. */
const APPLICATION: Application = {
  __typename: 'UserApplication',
  id: 'application-purchase',
  budget: 250_000,
  rentBudget: 1_100,
  deposit: 20_000,
  grossAnnualPay: 64_000,
  jointApplication: false,
  welcomeSeen: true,
  submitted: true,
  approved: true,
  rejected: false,
  waitlistFeePaid: true,
  waitlistFeePence: 9_900,
  waitlistFeePaidAt: '2026-10-01T10:00:00.000Z',
  hasHomeSubmitted: true,
  hasHomeApproved: true,
  hasHomeRejected: false,
  hasHomeInReview: false,
  preferredLocations: [],
  progress: 100,
  nextStep: { __typename: 'ApplicationNextStep', kind: 'Submitted', id: null, path: null },
} as Application;

/** The page's other questions, left unanswered: this file is about the purchase. */
const OTHERS: MockLink.MockedResponse[] = [
  neverAnswers(GetBudgetMatchesQuery),
  neverAnswers(GetDashboardMaintenanceModeQuery),
  answers(GetUnseenPromotionsQuery, { getUnseenPromotions: [] }),
];

function renderDashboard(application: Partial<Application>, mocks: MockLink.MockedResponse[]) {
  const me = makeMe({ emailVerified: true }, { ...APPLICATION, ...application });
  renderRoute(<DashboardPage />, { url: '/dashboard', session: signedIn(me), mocks: [...OTHERS, ...mocks] });
}

const purchase = (myPurchaseCase: unknown) => answers(GetMyPurchaseCaseQuery, { myPurchaseCase });

describe('DashboardPage: your purchase', () => {
  it('shows the purchase after the home banner once the home is approved', async () => {
    renderDashboard({}, [purchase(PURCHASE_IN_PROGRESS)]);
    expect(screen.getByLabelText('Loading your purchase').getAttribute('aria-busy')).toBe('true');
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(card).getByText('Offer accepted since 1 December 2026')).toBeTruthy();
    expect(within(card).getByTestId('purchase-waiting-on').textContent).toBe('Waiting on: The seller');
    const banner = screen.getByTestId('home-banner');
    // The card follows the banner, before the budget.
    expect(banner.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const budget = screen.getByRole('region', { name: 'Your budget' });
    expect(card.compareDocumentPosition(budget) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links to the applicant’s plan once it is prepared', async () => {
    renderDashboard({}, [purchase(PURCHASE_WITH_PLAN)]);
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    const link = within(card).getByRole('link', { name: 'Read and sign your plan' });
    expect(link.getAttribute('href')).toBe('/your-plan');
  });

  it('shows a purchase that fell through, with “Choose another home”', async () => {
    renderDashboard({ hasHomeApproved: false }, [purchase(PURCHASE_FALLEN_THROUGH)]);
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(card).getByText('Why: The valuation came in £20,000 below the asking price.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Choose another home' }).getAttribute('href')).toBe(
      '/submit-a-home/explore',
    );
  });

  it('shows no purchase when the server has none', async () => {
    renderDashboard({ hasHomeApproved: false, hasHomeInReview: true }, [purchase(null)]);
    await waitFor(() => expect(screen.queryByLabelText('Loading your purchase')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Your purchase' })).toBeNull();
    expect(screen.queryByText(/We couldn’t load your purchase/)).toBeNull();
  });

  it('says the purchase could not be loaded, and loads it on “Try again”', async () => {
    renderDashboard({}, [failsOnTheNetwork(GetMyPurchaseCaseQuery), purchase(PURCHASE_IN_PROGRESS)]);
    const failed = await screen.findByTestId('purchase-case-failed');
    expect(failed.textContent).toContain('We couldn’t load your purchase');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your purchase' })).toBeTruthy();
    expect(screen.queryByTestId('purchase-case-failed')).toBeNull();
  });

  it('does not ask for a purchase before any home is submitted', () => {
    // No answer for the purchase: asking for it would show the loading card.
    renderDashboard({ hasHomeApproved: false, hasHomeSubmitted: false }, []);
    expect(screen.getByRole('heading', { level: 1, name: 'Your progress' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading your purchase')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your purchase' })).toBeNull();
  });
});
