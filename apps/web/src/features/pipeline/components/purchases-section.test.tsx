/**
 * The pipeline's purchases tab (getPipelinePurchaseStages): how many purchases are at each state now and the mean
 * time spent in each ("–" until a purchase has moved on), figures only; its loading rows, its failure, and an
 * ended session handed back to the page.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { GetPipelinePurchaseStagesQuery } from '../graphql/getPipelinePurchaseStages';
import { PipelineDashboard } from './pipeline-dashboard';
import { formatMeanDays } from './purchases-section';

const row = (
  state: string,
  label: string,
  cases: number,
  averageDaysSpent: number | null,
  moved: number,
) => ({
  __typename: 'PipelinePurchaseStage',
  state,
  label,
  cases,
  averageDaysSpent,
  casesMovedOn: moved,
});

const stages: MockLink.MockedResponse = {
  request: { query: GetPipelinePurchaseStagesQuery },
  result: {
    data: {
      getPipelinePurchaseStages: [
        row('Opened', 'Home approved', 1, 3, 4),
        row('OfferMade', 'Offer made', 0, 4.5, 4),
        row('OfferAccepted', 'Offer accepted', 2, 1, 2),
        row('ValuationAndSurvey', 'Valuation and survey', 0, null, 0),
        row('LegalWork', 'Legal work', 0, null, 0),
        row('Exchange', 'Exchange', 0, null, 0),
        row('Completion', 'Completion', 0, null, 0),
        row('MovedIn', 'Moved in', 0, null, 0),
        row('FallenThrough', 'Fallen through', 1, null, 0),
      ],
    },
  },
};

/** Renders the signed-in pipeline and opens its purchases tab. */
async function openPurchases(mocks: MockLink.MockedResponse[]) {
  const onSessionEnded = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={[neverAnswers(GetPipelineApplicantsQuery), ...mocks]}>
      <PipelineDashboard onSessionEnded={onSessionEnded} />
    </MockedProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Purchases' }));
  return onSessionEnded;
}

describe('The purchases tab', () => {
  it('lists each state with the purchases there now and the mean time spent, figures only', async () => {
    await openPurchases([stages]);
    expect(await screen.findByText('4 purchases')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Purchases' });
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Stage', 'Cases now', 'Mean time spent', 'Cases moved on'],
      ['Home approved', '1', '3 days', '4'],
      ['Offer made', '0', '4.5 days', '4'],
      ['Offer accepted', '2', '1 day', '2'],
      ['Valuation and survey', '0', '–', '0'],
      ['Legal work', '0', '–', '0'],
      ['Exchange', '0', '–', '0'],
      ['Completion', '0', '–', '0'],
      ['Moved in', '0', '–', '0'],
      ['Fallen through', '1', '–', '0'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows placeholder rows while the figures load', async () => {
    await openPurchases([neverAnswers(GetPipelinePurchaseStagesQuery)]);
    expect(await screen.findByText('Loading purchases…')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Purchases' })).getAllByRole('row')).toHaveLength(10);
  });

  it('says when the figures could not be loaded', async () => {
    await openPurchases([failsOnTheNetwork(GetPipelinePurchaseStagesQuery)]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The purchases could not be loaded. Try again in a moment.',
    );
  });

  it('hands an ended session back to the page, without an error', async () => {
    const onSessionEnded = await openPurchases([
      answersWithErrors(GetPipelinePurchaseStagesQuery, [serverError('Sign in again', 'UNAUTHENTICATED')]),
    ]);
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('formatMeanDays', () => {
  it('gives the mean in days to one decimal place, or a dash', () => {
    expect(formatMeanDays(null)).toBe('–');
    expect(formatMeanDays(4.5)).toBe('4.5 days');
    expect(formatMeanDays(1)).toBe('1 day');
    expect(formatMeanDays(0)).toBe('0 days');
    expect(formatMeanDays(12.25)).toBe('12.3 days');
  });
});
