/**
 * The pipeline's Portfolio tab: opened from the dashboard's tabs, it shows the portfolio's figures
 * (components/portfolio-overview.test.tsx covers them), and an ended session is handed back to the page.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortfolioQuery } from '../../../lib/graphql/portfolio';
import { answersWithErrors, neverAnswers, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { PipelineDashboard } from './pipeline-dashboard';

const month = (value: string) => ({
  __typename: 'PortfolioMonth',
  month: value,
  plans: 0,
  rentDuePence: null,
  rentCollectedPence: null,
  collectionRatePercent: null,
});

const portfolio: MockLink.MockedResponse = {
  request: { query: PortfolioQuery },
  result: {
    data: {
      portfolio: {
        __typename: 'Portfolio',
        minimumGroupSize: 5,
        homesOwned: 1,
        homesWithPlan: 1,
        totalValueAtPurchase: null,
        totalValueToday: null,
        averageValueAtPurchase: null,
        averageGrossYieldPercent: null,
        activePlans: 1,
        plansInArrearsPercent: null,
        arrearsPence: null,
        arrearsToRentDuePercent: null,
        plansHoldingEquity: 1,
        equityHeldPence: null,
        thisMonth: month('2026-12'),
        twelveMonths: month('2026-01'),
        months: [month('2026-12')],
        stages: [{ __typename: 'PortfolioStage', state: 'MovedIn', label: 'Moved in', cases: 1 }],
      },
    },
  },
};

/** Renders the signed-in pipeline and opens its Portfolio tab. */
async function openPortfolio(mocks: MockLink.MockedResponse[]) {
  const onSessionEnded = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={[neverAnswers(GetPipelineApplicantsQuery), ...mocks]}>
      <PipelineDashboard onSessionEnded={onSessionEnded} />
    </MockedProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Portfolio' }));
  return onSessionEnded;
}

describe('The portfolio tab', () => {
  it('shows the portfolio, aggregates only', async () => {
    await openPortfolio([portfolio]);
    const homes = await screen.findByRole('region', { name: 'Homes owned' });
    expect(within(homes).getByText('1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Portfolio' })).toBeTruthy();
    expect(screen.getByText(/no name, e-mail, postcode or address/)).toBeTruthy();
  });

  it('hands an ended session back to the page', async () => {
    const onSessionEnded = await openPortfolio([
      answersWithErrors(PortfolioQuery, [serverError('Sign in again', 'UNAUTHENTICATED')]),
    ]);
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled());
  });
});
