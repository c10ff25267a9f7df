/**
 * The dashboard's budget-matches card (an honest rent budget) in its states: some homes fit (with a link to explore
 * them), none fit (the cheapest rent, why, the nearest districts to add and the price band), loading and failed (with
 * "Try again").
 */
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { BudgetMatchesView, type BudgetMatchesViewProps } from './budget-matches-card';
import type { BudgetMatches } from './budget-matches-text';

const FITS: BudgetMatches = {
  areas: ['SE1', 'SE11'],
  budget: 190_000,
  rentBudget: 740,
  homesInAreas: 240,
  homesWithinBudget: 30,
  matchingHomes: 12,
  cheapestRentInAreas: 690,
  nearbyAreas: [],
  priceBand: { minPrice: 120_000, maxPrice: 260_000, minRent: 690, maxRent: 1_300, homes: 60 },
  budgetKeptAsSubmitted: false,
};

const NONE: BudgetMatches = {
  ...FITS,
  areas: ['SE1'],
  homesWithinBudget: 3,
  matchingHomes: 0,
  cheapestRentInAreas: 1_910,
  nearbyAreas: [
    { outcode: 'SE16', town: 'Bermondsey', distanceKm: 2.1, matchingHomes: 8 },
    { outcode: 'SE15', town: null, distanceKm: 4.25, matchingHomes: 1 },
  ],
  priceBand: { minPrice: 150_000, maxPrice: 260_000, minRent: 1_910, maxRent: 2_400, homes: 60 },
};

function renderCard(props: Partial<BudgetMatchesViewProps>) {
  const handlers = { onRetry: vi.fn(), onAddArea: vi.fn() };
  renderWithMantine(
    <MemoryRouter>
      <BudgetMatchesView
        matches={null}
        failed={false}
        addingArea={false}
        addAreaError={null}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('BudgetMatchesView', () => {
  it('says how many homes fit the budget and rent budget, with a link to explore them', () => {
    renderCard({ matches: FITS });
    const card = screen.getByRole('region', { name: 'Homes that fit your budget' });
    expect(screen.getByTestId('budget-matches-summary').textContent).toBe(
      '12 homes in SE1 and SE11 fit your budget of £190,000 and rent budget of £740 a month.',
    );
    const link = screen.getByRole('link', { name: 'Explore them' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/submit-a-home/explore');
    expect(target.searchParams.get('budget')).toBe('within');
    expect(target.searchParams.get('maxRent')).toBe('740');
    expect(card.textContent).not.toContain('stay as they were');
  });

  it('when none fit: the cheapest rent, why, the nearest districts to add and the price band', () => {
    const { onAddArea } = renderCard({ matches: NONE });
    expect(screen.getByTestId('budget-matches-summary').textContent).toBe(
      'None of the 240 homes in SE1 fit your budget and rent budget: the cheapest rent there is £1,910 a month.',
    );
    const card = screen.getByTestId('dashboard-budget-matches');
    expect(card.textContent).toContain(
      '3 homes are within your budget of £190,000, but their estimated rent is above your rent budget of £740 a month.',
    );
    expect(card.textContent).toContain(
      'The cheapest quarter of the homes in SE1, 60 homes, ask £150,000 to £260,000, with estimated rents of £1,910 to £2,400 a month.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add SE16, Bermondsey: 8 homes fit, 2.1 km away' }));
    expect(onAddArea).toHaveBeenCalledWith('SE16');
    expect(screen.getByRole('button', { name: 'Add SE15: 1 home fits, 4.3 km away' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your areas' }).getAttribute('href')).toBe(
      '/submit-a-home/explore?areas=edit',
    );
  });

  it('with five areas already, lists the nearby districts without Add buttons', () => {
    renderCard({ matches: { ...NONE, areas: ['SE1', 'SE2', 'SE3', 'SE4', 'SE5'] } });
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.getByTestId('dashboard-budget-matches').textContent).toContain('remove one to add another');
  });

  it('says when the figures are the ones assessed at submission, for other areas', () => {
    renderCard({ matches: { ...FITS, budgetKeptAsSubmitted: true } });
    expect(screen.getByTestId('budget-kept-as-submitted').textContent).toContain(
      'Your budget and rent budget stay as they were when you submitted your application',
    );
  });

  it('shows a skeleton while loading', () => {
    renderCard({});
    expect(screen.getByTestId('budget-matches-loading').getAttribute('aria-busy')).toBe('true');
  });

  it('offers Try again when the count failed', () => {
    const { onRetry } = renderCard({ failed: true });
    expect(screen.getByText('We couldn’t count the homes that fit your budget')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
