/**
 * /ops/portfolio: its title and what it shows, skeletons while the portfolio loads, an alert with Try again when it
 * could not be loaded (then the figures), and the figures (components/portfolio-overview.test.tsx covers them).
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortfolioQuery } from '../../../lib/graphql/portfolio';
import { failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { PORTFOLIO_INTRO, PortfolioPage } from './portfolio-page';

const month = (value: string) => ({
  __typename: 'PortfolioMonth' as const,
  month: value,
  plans: 0,
  rentDuePence: null,
  rentCollectedPence: null,
  collectionRatePercent: null,
});

/** A portfolio of two homes bought: every money figure withheld. */
const portfolio = {
  __typename: 'Portfolio' as const,
  minimumGroupSize: 5,
  homesOwned: 2,
  homesWithPlan: 2,
  totalValueAtPurchase: null,
  totalValueToday: null,
  averageValueAtPurchase: null,
  averageGrossYieldPercent: null,
  activePlans: 1,
  plansInArrearsPercent: null,
  arrearsPence: null,
  arrearsToRentDuePercent: null,
  plansHoldingEquity: 2,
  equityHeldPence: null,
  thisMonth: month('2026-12'),
  twelveMonths: month('2026-01'),
  months: Array.from({ length: 12 }, (_, i) => month(`2026-${String(i + 1).padStart(2, '0')}`)),
  stages: [
    { __typename: 'PortfolioStage' as const, state: 'Completion' as const, label: 'Completion', cases: 1 },
    { __typename: 'PortfolioStage' as const, state: 'MovedIn' as const, label: 'Moved in', cases: 1 },
  ],
};

/** Renders the page at /ops/portfolio with the server's answers. */
function renderPortfolio(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<PortfolioPage />, { path: '/ops/portfolio', mocks });
}

describe('PortfolioPage', () => {
  it('shows its title, what it shows and skeletons while the portfolio loads', () => {
    renderPortfolio([neverAnswers(PortfolioQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeTruthy();
    expect(screen.getByText(PORTFOLIO_INTRO)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the portfolio' })).toBeTruthy();
    expect(document.title).toBe('Portfolio · Stairway operators');
  });

  it('says when the portfolio could not be loaded, and shows it after Try again', async () => {
    renderPortfolio([failsOnTheNetwork(PortfolioQuery), answersOnce(PortfolioQuery, { portfolio })]);
    expect((await screen.findByRole('alert')).textContent).toContain('The portfolio could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const homes = await screen.findByRole('region', { name: 'Homes owned' });
    expect(within(homes).getByText('2')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Value at purchase' })).getByText('Withheld'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
