/**
 * "Your monthly plan" and "Your plan, year by year" tell the same story: for a £280,000 home in SE1 (London, 4.7% gross
 * yield: rent £1,097) the panel said "about 8 years" while the table ended in year 9, because the slider's rounded-down
 * £233 drove the schedule. Now the exact £233.33 (1% of the price / 12) drives both, and the £466.67 maximum gives 4
 * years and year 4.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { Home } from '../lib/types';
import { EQUITY_SLIDER_LABEL, EquityPlan } from './equity-plan';

const home = {
  __typename: 'Listing',
  id: 'rm-se1',
  type: 'Flat',
  address: '1 Example Street, London',
  postcode: null,
  outcode: 'SE1',
  askingPrice: 280_000,
  bedrooms: 2,
  bathrooms: 1,
  rent: 1_097,
  imageUrl: null,
  link: null,
  lat: 51.5,
  lng: -0.1,
  locationApproximate: true,
  images: [],
  featured: false,
  listedAt: null,
} as unknown as Home;

const scheduleRows = () => within(screen.getByTestId('plan-schedule')).getAllByRole('row').slice(1);

describe('EquityPlan for a £280,000 home in SE1', () => {
  it('says 8 years and ends the table in year 8 at the minimum contribution', () => {
    renderWithMantine(<EquityPlan home={home} />);
    expect(screen.getByText('You could own it in about 8 years')).toBeTruthy();
    expect(screen.getByText('£233.33 · 8 years')).toBeTruthy();
    expect(screen.getByText('£466.67 · 4 years')).toBeTruthy();
    expect(screen.getByText(/At £233\.33 a month, your deposit reaches the/).textContent).toContain(
      'in year 8, after 8 years.',
    );
    const rows = scheduleRows();
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)?.textContent).toContain('£22,400'); // 8% of the price, to the penny
    expect(rows.at(-1)?.textContent).toContain('✓');
    // The slider itself still moves in the spec's whole pounds (floor(280,000 / 100 / 12) = 233).
    expect(screen.getByRole('slider', { name: EQUITY_SLIDER_LABEL }).getAttribute('aria-valuenow')).toBe(
      '233',
    );
  });

  it('says 4 years and ends the table in year 4 at the maximum contribution', () => {
    renderWithMantine(<EquityPlan home={home} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: EQUITY_SLIDER_LABEL }), { key: 'End' });
    expect(screen.getByText('You could own it in about 4 years')).toBeTruthy();
    expect(screen.getByText(/At £466\.67 a month, your deposit reaches the/).textContent).toContain(
      'in year 4, after 4 years.',
    );
    expect(scheduleRows()).toHaveLength(4);
  });

  it('agrees with the table one pound above the minimum too', () => {
    renderWithMantine(<EquityPlan home={home} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: EQUITY_SLIDER_LABEL }), { key: 'ArrowRight' });
    // £234 a month: ceil(22,400 / 234) = 96 months, still 8 years and year 8.
    expect(screen.getByText('You could own it in about 8 years')).toBeTruthy();
    expect(scheduleRows()).toHaveLength(8);
  });
});
