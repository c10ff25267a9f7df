/**
 * The dashboard's budget card with a deposit of £0: what that means for the budget, what to save, and a link to the
 * deposit page, instead of "Complete your income".
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { BudgetSummary } from './budget-summary';

describe('BudgetSummary', () => {
  it('explains a deposit of £0 and links to the deposit page', () => {
    renderWithMantine(
      <MemoryRouter>
        <BudgetSummary budget={0} rentBudget={0} deposit={0} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('dashboard-no-budget');
    expect(card.textContent).toContain('Your budget is £0 until you have a deposit');
    expect(card.textContent).toContain('£4,000 for a £200,000 home');
    expect(screen.getByRole('link', { name: 'Update your deposit' }).getAttribute('href')).toBe(
      '/your-application/financial-details/deposit',
    );
  });

  it('still points to income when the deposit is not what keeps the budget down', () => {
    renderWithMantine(
      <MemoryRouter>
        <BudgetSummary budget={40_000} rentBudget={0} deposit={20_000} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Complete your income' })).toBeTruthy();
  });
});
