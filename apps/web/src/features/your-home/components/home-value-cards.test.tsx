/**
 * The home value cards (decision 073): the value with how it was arrived at and the equity's share; buying more
 * with the share before and after shown before paying, an amount outside the plan's limits refused on the field,
 * and the reason when nothing may be bought; the quote with what is left to pay and the steps.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HomeValueFieldsFragment } from '../../../gql/graphql';
import { renderWithMantine } from '../../../testing/render';
import type { HomeValueData } from '../hooks/use-home-value';
import { BuyMoreCard } from './buy-more-card';
import { BuyTheRestCard } from './buy-the-rest-card';
import { HomeValueCard } from './home-value-card';
import { RentChangeNotice } from './rent-change-notice';

const value = {
  __typename: 'HomeValue',
  valuePounds: 201_900,
  authorityName: 'Isle of Wight',
  propertyType: 'terraced',
  newestIndexMonth: '2025-02',
  equityOwnedPence: 433_334,
  sharePercent: 2.15,
  canBuyMore: true,
  buyMoreMinPence: 5_000,
  buyMoreMaxPence: 1_009_500,
  buyMoreRefusal: null,
  current: {
    __typename: 'HomeValuation',
    id: 'v1',
    kind: 'Index',
    valuePounds: 201_900,
    valuedOn: '2026-10-01',
  },
  history: [
    {
      __typename: 'HomeValuation',
      id: 'v1',
      kind: 'Index',
      valuePounds: 201_900,
      valuedOn: '2026-10-01',
      indexAreaName: 'Isle of Wight',
      indexPropertyType: 'terraced',
      indexFromMonth: '2024-01',
      indexFromLevel: 96.1,
      indexToMonth: '2025-02',
      indexToLevel: 97,
      surveyor: null,
      note: null,
    },
    {
      __typename: 'HomeValuation',
      id: 'v0',
      kind: 'Purchase',
      valuePounds: 200_000,
      valuedOn: '2024-01-15',
      indexAreaName: null,
      indexPropertyType: null,
      indexFromMonth: null,
      indexFromLevel: null,
      indexToMonth: null,
      indexToLevel: null,
      surveyor: null,
      note: 'The agreed purchase price',
    },
  ],
  purchases: [],
  latestQuote: null,
} as unknown as HomeValueFieldsFragment;

const data = {
  __typename: 'HomePayments',
  planId: 'plan-1',
  monthlyRent: 917,
  currentMonthlyRent: 917,
  rentChanges: [],
  movedInOn: '2024-01-15',
  mortgageReadiness: {
    __typename: 'MortgageReadiness',
    valuePounds: 201_900,
    monthlyEquityPence: 16_667,
    annualIncomePounds: 40_000,
    cardBalancePounds: 0,
    monthlyLoansPounds: 0,
    readyInYears: 8,
  },
  homeValue: value,
} as unknown as HomeValueData;

describe('HomeValueCard', () => {
  it('shows the value, how it was arrived at, the equity’s share and the index figures used', () => {
    renderWithMantine(<HomeValueCard value={value} />);
    expect(screen.getByTestId('home-value').textContent).toBe('£201,900');
    expect(screen.getByTestId('home-share').textContent).toBe('2.15%');
    expect(
      screen.getByText(
        'UK House Price Index, Isle of Wight, terraced homes: 96.1 in January 2024 to 97 in February 2025',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The agreed purchase price')).toBeTruthy();
  });
});

describe('BuyMoreCard', () => {
  it('shows the share before and after, and pays the amount in pence by card or by bank', async () => {
    const user = userEvent.setup();
    const buy = vi.fn(async () => undefined);
    renderWithMantine(<BuyMoreCard data={data} buy={buy} buying={false} problem={null} />);
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(screen.getByTestId('buy-more-preview').textContent).toContain('2.15% → 2.64%');
    expect(screen.getByText(/Your rent stays £917 a month/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay £1,000 by card' }));
    expect(buy).toHaveBeenCalledWith(100_000, 'Card');
    await user.click(screen.getByRole('button', { name: 'Pay £1,000 by bank' }));
    expect(buy).toHaveBeenLastCalledWith(100_000, 'Bank');
  });

  it('refuses an amount outside the limits on the field', async () => {
    const user = userEvent.setup();
    renderWithMantine(<BuyMoreCard data={data} buy={vi.fn()} buying={false} problem={null} />);
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '20');
    expect(screen.getByText('Enter an amount from £50 to £10,095')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by card' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why nothing may be bought now', () => {
    const refused = {
      ...data,
      homeValue: {
        ...value,
        canBuyMore: false,
        buyMoreMaxPence: null,
        buyMoreRefusal: 'You can buy more once you have moved in.',
      },
    };
    renderWithMantine(<BuyMoreCard data={refused} buy={vi.fn()} buying={false} problem={null} />);
    expect(screen.getByText('You can buy more once you have moved in.')).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});

describe('BuyTheRestCard', () => {
  it('shows a valid quote with what is left to pay and the steps', () => {
    const quoted = {
      ...data,
      homeValue: {
        ...value,
        latestQuote: {
          __typename: 'BuyOutQuote',
          id: 'q1',
          pricePounds: 201_900,
          equityHeldPence: 433_334,
          toPayPence: 19_756_666,
          validUntil: '2027-03-01',
          valid: true,
          createdAt: '2026-12-01T10:00:00.000Z',
          steps: ['Take this quote to a mortgage broker.', 'Tell us you want to go ahead.'],
        },
      },
    } as unknown as HomeValueData;
    renderWithMantine(<BuyTheRestCard data={quoted} askForQuote={vi.fn()} quoting={false} problem={null} />);
    expect(screen.getByTestId('buy-out-to-pay').textContent).toBe('£197,566.66');
    expect(screen.getByText('Quote given 1 December 2026, valid until 1 March 2027.')).toBeTruthy();
    expect(screen.getByText('Tell us you want to go ahead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeTruthy();
  });
});

describe('RentChangeNotice', () => {
  it('gives the next change to come, why, and the tribunal route for an increase', () => {
    const noticed = {
      ...data,
      rentChanges: [
        {
          __typename: 'RentChange',
          id: 'r1',
          monthlyRent: 950,
          previousRent: 917,
          effectiveFrom: '2027-10-01',
          noticeGivenOn: '2027-08-01',
          reason: 'The local market rent has risen',
        },
      ],
    } as unknown as HomeValueData;
    renderWithMantine(<RentChangeNotice data={noticed} today="2027-08-02" />);
    expect(screen.getByTestId('rent-change-notice').textContent).toContain(
      'From 1 October 2027 your monthly rent will be £950 (now £917).',
    );
    expect(screen.getByText(/First-tier Tribunal/)).toBeTruthy();
  });

  it('shows nothing once the change has started', () => {
    const started = {
      ...data,
      rentChanges: [
        {
          __typename: 'RentChange',
          id: 'r1',
          monthlyRent: 950,
          previousRent: 917,
          effectiveFrom: '2027-10-01',
          noticeGivenOn: '2027-08-01',
          reason: 'Market rent',
        },
      ],
    } as unknown as HomeValueData;
    renderWithMantine(<RentChangeNotice data={started} today="2027-10-01" />);
    expect(screen.queryByTestId('rent-change-notice')).toBeNull();
  });
});
