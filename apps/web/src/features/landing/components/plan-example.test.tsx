/**
 * The worked example for any home price (spec §9 plan maths): its heading names the price, and its four lines show
 * the deposit, the monthly equity on top of the rent, the years to buy at that and at double it, and what is built up
 * by then, in pounds and, where there are any, pence. The expected figures are worked out here from the plan's rates.
 */
import {
  ANNUAL_EQUITY_RATE,
  DEFAULT_OWNERSHIP_YEARS,
  DEPOSIT_RATE,
  OWNERSHIP_TARGET_RATE,
} from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { PlanExample } from './plan-example';

/** Shows the example for `price` and returns its region, named by its heading. */
function showExample(price: number) {
  renderWithMantine(<PlanExample price={price} />);
  return screen.getByRole('region', { name: `A home worth ${formatGBP(price)}` });
}

/** The line whose label is `label`: the label, its amount and what it means, as one reads them. */
function line(example: HTMLElement, label: string): string {
  const stack = within(example).getByText(label).parentElement?.parentElement;
  return stack?.textContent ?? '';
}

describe('PlanExample', () => {
  it('shows the four lines of the plan for £180,000 in whole pounds', () => {
    const price = 180_000;
    const example = showExample(price);
    expect(within(example).getByText('A worked example')).toBeTruthy();
    expect(within(example).getByRole('heading', { level: 2 }).textContent).toBe('A home worth £180,000');
    const monthly = (price * ANNUAL_EQUITY_RATE) / 12;
    expect(line(example, 'To move in')).toBe(
      `To move in${formatGBP(price * DEPOSIT_RATE)}A deposit of 2% of the price.`,
    );
    expect(line(example, 'Each month')).toContain(`rent + ${formatGBP(monthly)}`);
    expect(line(example, 'Ready to buy')).toBe(
      `Ready to buyin ${DEFAULT_OWNERSHIP_YEARS} yearsOr in ${DEFAULT_OWNERSHIP_YEARS / 2} years if you pay ${formatGBP(monthly * 2)} a month.`,
    );
    expect(line(example, 'Built up by then')).toContain(formatGBP(price * OWNERSHIP_TARGET_RATE));
    // The same figures as a person reads them.
    expect(within(example).getByText('£3,600')).toBeTruthy();
    expect(within(example).getByText('rent + £150')).toBeTruthy();
    expect(within(example).getByText('in 8 years')).toBeTruthy();
    expect(within(example).getByText('Or in 4 years if you pay £300 a month.')).toBeTruthy();
    expect(within(example).getByText('£14,400')).toBeTruthy();
  });

  it('shows pence where a figure has them (£199,999)', () => {
    const price = 199_999;
    const example = showExample(price);
    const monthly = (price * ANNUAL_EQUITY_RATE) / 12;
    expect(within(example).getByText(formatGBP(price * DEPOSIT_RATE))).toBeTruthy();
    expect(within(example).getByText('£3,999.98')).toBeTruthy();
    expect(within(example).getByText(`rent + ${formatGBP(monthly)}`)).toBeTruthy();
    expect(within(example).getByText('rent + £166.67')).toBeTruthy();
    expect(
      within(example).getByText(`Or in 4 years if you pay ${formatGBP(monthly * 2)} a month.`),
    ).toBeTruthy();
    expect(within(example).getByText('Or in 4 years if you pay £333.33 a month.')).toBeTruthy();
    expect(within(example).getByText('in 8 years')).toBeTruthy();
    expect(within(example).getByText('£15,999.92')).toBeTruthy();
  });

  it('says what each line means and that it is only an example', () => {
    const example = showExample(250_000);
    expect(
      within(example).getByText(
        'Your rent, plus an equity contribution of 1% of the price a year that builds your share of the home.',
      ),
    ).toBeTruthy();
    expect(
      within(example).getByText(
        '8% of the price in contributions, on top of your deposit, to put towards buying the home.',
      ),
    ).toBeTruthy();
    expect(
      within(example).getByText(/^An example only\. Your rent depends on the home you choose/),
    ).toBeTruthy();
  });
});
