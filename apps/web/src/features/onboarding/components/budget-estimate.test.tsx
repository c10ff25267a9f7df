/**
 * The onboarding budget estimate with a deposit of £0: it says what that means for the budget and what to save, never
 * "£0 is 2% of £0".
 */
import { calculateAffordability } from '@stairway/domain/affordability';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { BudgetEstimate } from './budget-estimate';

const estimateWith = (deposit: number) =>
  calculateAffordability({
    applicants: [{ incomes: [{ type: 'Employed', primary: true, baseGrossIncome: 40_000 }] }],
    deposit,
  });

describe('BudgetEstimate', () => {
  it('explains a deposit of £0 and what to save', () => {
    renderWithMantine(<BudgetEstimate estimate={estimateWith(0)} stage="deposit" deposit={0} />);
    const advice = screen.getByTestId('no-deposit-advice');
    expect(advice.textContent).toContain('With a deposit of £0 your budget is £0 for now');
    expect(advice.textContent).toContain('£4,000 for a £200,000 home');
    expect(document.body.textContent).not.toContain('£0 is 2% of £0');
  });

  it('still names the deposit limit for a small deposit', () => {
    renderWithMantine(<BudgetEstimate estimate={estimateWith(2_000)} stage="deposit" deposit={2_000} />);
    expect(screen.getByText('Your deposit sets the limit: £2,000 is 2% of £100,000.')).toBeTruthy();
    expect(screen.queryByTestId('no-deposit-advice')).toBeNull();
  });
});
