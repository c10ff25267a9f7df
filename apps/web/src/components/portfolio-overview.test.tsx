/**
 * The portfolio overview: skeletons while loading, an alert with Try again when loading failed, the empty state
 * with no home bought, the figures in pounds and percent with withheld ones said so, the minimum group rule, the
 * cases at each stage, and the chart with its text alternative.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { NONE_DUE, type PortfolioFigures, PortfolioOverview, WITHHELD } from './portfolio-overview';

const STATES = [
  ['Opened', 'Home approved'],
  ['OfferMade', 'Offer made'],
  ['OfferAccepted', 'Offer accepted'],
  ['ValuationAndSurvey', 'Valuation and survey'],
  ['LegalWork', 'Legal work'],
  ['Exchange', 'Exchange'],
  ['Completion', 'Completion'],
  ['MovedIn', 'Moved in'],
  ['FallenThrough', 'Fallen through'],
] as const;

const emptyMonth = (month: string) => ({
  month,
  plans: 0,
  rentDuePence: null,
  rentCollectedPence: null,
  collectionRatePercent: null,
});
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

/** A portfolio: the worked one of packages/domain/src/portfolio.test.ts unless told. */
function portfolio(
  more: Partial<PortfolioFigures> = {},
  cases: Record<string, number> = {},
): PortfolioFigures {
  const november = {
    month: '2026-11',
    plans: 5,
    rentDuePence: 506_700,
    rentCollectedPence: 266_700,
    collectionRatePercent: 52.6,
  };
  return {
    minimumGroupSize: 5,
    homesOwned: 6,
    homesWithPlan: 6,
    totalValueAtPurchase: 1_300_000,
    totalValueToday: 1_325_000,
    averageValueAtPurchase: 216_667,
    averageGrossYieldPercent: 5.32,
    activePlans: 5,
    plansInArrearsPercent: 40,
    arrearsPence: 240_000,
    arrearsToRentDuePercent: 31,
    plansHoldingEquity: 6,
    equityHeldPence: 2_663_334,
    thisMonth: emptyMonth('2026-12'),
    twelveMonths: {
      ...november,
      month: '2026-01',
      rentDuePence: 773_400,
      rentCollectedPence: 533_400,
      collectionRatePercent: 69,
    },
    months: MONTHS.map((month) => (month === '2026-11' ? november : emptyMonth(month))),
    stages: STATES.map(([state, label]) => ({ state, label, cases: cases[state] ?? 0 })),
    ...more,
  };
}

/** The card named `label`. */
const card = (label: string) => screen.getByRole('region', { name: label });

describe('PortfolioOverview', () => {
  it('shows skeletons while the figures load', () => {
    renderWithMantine(<PortfolioOverview portfolio={undefined} loading failed={false} />);
    expect(screen.getByRole('status', { name: 'Loading the portfolio' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Homes owned' })).toBeNull();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const onRetry = vi.fn();
    renderWithMantine(<PortfolioOverview portfolio={undefined} loading={false} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The portfolio could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when no home has been bought', () => {
    const empty = portfolio(
      {
        homesOwned: 0,
        homesWithPlan: 0,
        totalValueAtPurchase: null,
        totalValueToday: null,
        averageValueAtPurchase: null,
        averageGrossYieldPercent: null,
        activePlans: 0,
        plansInArrearsPercent: null,
        arrearsPence: null,
        arrearsToRentDuePercent: null,
        plansHoldingEquity: 0,
        equityHeldPence: null,
        twelveMonths: emptyMonth('2026-01'),
        months: MONTHS.map(emptyMonth),
      },
      { OfferMade: 1 },
    );
    renderWithMantine(<PortfolioOverview portfolio={empty} loading={false} failed={false} />);
    expect(screen.getByText('No homes bought yet')).toBeTruthy();
    expect(screen.getByText(/purchases under way are counted by stage/)).toBeTruthy();
    expect(within(card('Homes owned')).getByText('0')).toBeTruthy();
    expect(within(card('Value at purchase')).getByText(WITHHELD)).toBeTruthy();
    expect(within(card('Rent collected this month')).getByText('No rent was due.')).toBeTruthy();
  });

  it('shows the figures in pounds and percent, with the minimum group rule', async () => {
    renderWithMantine(
      <PortfolioOverview
        portfolio={portfolio({}, { MovedIn: 5, Completion: 1 })}
        loading={false}
        failed={false}
      />,
    );
    expect(
      screen.getByText(/at least 5 plans make it up, so that no customer can be singled out/),
    ).toBeTruthy();
    expect(within(card('Homes owned')).getByText('6')).toBeTruthy();
    expect(within(card('Value at purchase')).getByText('£1,300,000')).toBeTruthy();
    expect(
      within(card('Value at purchase')).getByText(
        '£216,667 a home on average; £1,325,000 at the latest valuations.',
      ),
    ).toBeTruthy();
    expect(within(card('Gross yield')).getByText('5.32%')).toBeTruthy();
    expect(within(card('Held for customers')).getByText('£26,633.34')).toBeTruthy();
    expect(within(card('Rent collected, 12 months')).getByText('69.0%')).toBeTruthy();
    expect(
      within(card('Rent collected, 12 months')).getByText('£5,334 of £7,734 due, 5 plans.'),
    ).toBeTruthy();
    expect(within(card('Plans in arrears')).getByText('40.0%')).toBeTruthy();
    expect(within(card('Arrears')).getByText('£2,400')).toBeTruthy();
    expect(within(card('Arrears')).getByText('31.0% of the rent due in 12 months.')).toBeTruthy();
    expect(within(card('Rent collected this month')).getByText(NONE_DUE)).toBeTruthy();

    const stages = screen.getByRole('table', { name: 'Cases at each stage' });
    const movedIn = within(stages).getByRole('rowheader', { name: 'Moved in' }).closest('tr');
    expect(within(movedIn as HTMLElement).getByText('5')).toBeTruthy();

    // The chart loads on demand, with its summary and its table for screen readers.
    expect(
      await screen.findByRole('heading', { name: 'Rent collected against due' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Rent collected against due, Jan 2026 to Dec 2026: 1 month shown, 11 withheld/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rent due and collected by month' });
    const november = within(table).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr');
    expect(
      within(november as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£5,067', '£2,667', '52.6%']);
  });

  it('says why a figure is withheld', () => {
    renderWithMantine(
      <PortfolioOverview
        portfolio={portfolio({
          plansInArrearsPercent: null,
          arrearsPence: null,
          arrearsToRentDuePercent: null,
          activePlans: 3,
        })}
        loading={false}
        failed={false}
      />,
    );
    expect(within(card('Plans in arrears')).getByText(WITHHELD)).toBeTruthy();
    expect(within(card('Plans in arrears')).getByText('Fewer than 5 customers have moved in.')).toBeTruthy();
  });
});
