/**
 * A home as a card: the price in pounds, the bedrooms, bathrooms and type, the address (with its district), the
 * estimated rent and the equity a month, when it was listed or last seen, the budget and "No longer available"
 * marks, and the heart, named for what it does and described by the home's address. The saved state comes from
 * getFavourites through Apollo's MockedProvider.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { describedBy } from '../../../testing/fields';
import { AddFavouriteMutation } from '../graphql/addFavourite';
import { FavouritesProvider } from '../hooks/favourites';
import type { Home } from '../lib/types';
import { favouriteOf, makeHome } from '../testing/homes-data';
import { renderHomesPage, savedHomes } from '../testing/render-homes-page';
import { ListingCard } from './listing-card';

/** Renders the cards of `homes` under one FavouritesProvider, with the saved homes `saved`. */
function renderCards(
  homes: Home[],
  {
    budget,
    saved = [],
    mocks = [],
  }: { budget?: number; saved?: Home[]; mocks?: MockLink.MockedResponse[] } = {},
) {
  const onOpen = vi.fn();
  renderHomesPage(
    <FavouritesProvider>
      {homes.map((home) => (
        <ListingCard key={home.id} home={home} onOpen={onOpen} budget={budget} />
      ))}
    </FavouritesProvider>,
    { mocks: [savedHomes(saved), ...mocks] },
  );
  return { cards: screen.getAllByRole('article'), onOpen };
}

/** Renders one card, and returns it and its onOpen. */
function renderCard(home: Home, options: Parameters<typeof renderCards>[1] = {}) {
  const { cards, onOpen } = renderCards([home], options);
  return { card: cards[0] as HTMLElement, onOpen };
}

/** A day `days` before now, as an ISO date-time. */
const daysAgo = (days: number) => dayjs().subtract(days, 'day').toISOString();

describe('ListingCard', () => {
  it('shows the price, the facts, the address with its district, the rent and the equity a month', async () => {
    const { card } = renderCard(makeHome({ askingPrice: 1_250_000, rent: 2_450, bedrooms: 3, bathrooms: 2 }));
    expect(await within(card).findByText('£1,250,000')).toBeTruthy();
    expect(within(card).getByText('3 bed · 2 baths · Flat')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      'View details of 1 Example Street, London, SE1',
    );
    const text = card.textContent ?? '';
    expect(text).toContain('Estimated rent £2,450/month');
    // £1,250,000 ÷ 100 ÷ 12 = £1,041.67, rounded on the card to the nearest £10.
    expect(text).toContain('Equity about £1,040/month');
    expect(text).toContain('Buy this property in 4-8 years');
    expect(within(card).getByRole('button', { name: 'How we estimate the rent' })).toBeTruthy();
  });

  it('says "Studio" and leaves out the type "Other" and the district already in the address', () => {
    const { card } = renderCard(
      makeHome({ bedrooms: 0, bathrooms: null, type: 'Other', address: '4 High Road, SE1 2AA' }),
    );
    expect(within(card).getByText('Studio')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /View details of/ }).textContent).toBe(
      'View details of 4 High Road, SE1 2AA',
    );
  });

  it('opens the home’s details from its address', async () => {
    const home = makeHome();
    const { onOpen } = renderCard(home);
    await userEvent.click(
      screen.getByRole('button', { name: 'View details of 1 Example Street, London, SE1' }),
    );
    expect(onOpen).toHaveBeenCalledWith(home);
  });

  it('says when the home was listed: today, yesterday, days ago, or the date after a month', () => {
    const { cards } = renderCards([
      makeHome({ id: 'a', listedAt: new Date().toISOString() }),
      makeHome({ id: 'b', listedAt: daysAgo(1) }),
      makeHome({ id: 'c', listedAt: daysAgo(3) }),
      makeHome({ id: 'd', listedAt: '2025-12-11T09:00:00.000Z' }),
    ]);
    const [a, b, c, d] = cards as HTMLElement[];
    expect(within(a).getByText('Added today')).toBeTruthy();
    expect(within(b).getByText('Added yesterday')).toBeTruthy();
    expect(within(c).getByText('Listed 3 days ago')).toBeTruthy();
    expect(within(d).getByText('Listed on 11 December 2025')).toBeTruthy();
  });

  it('says when the feed last had a home without a listing date, and nothing when neither is known', () => {
    const { cards } = renderCards([makeHome({ id: 'a', lastSeenAt: daysAgo(2) }), makeHome({ id: 'b' })]);
    const [a, b] = cards as HTMLElement[];
    expect(within(a).getByText('Last seen in the feed 2 days ago')).toBeTruthy();
    expect(b.textContent).not.toMatch(/Last seen|Listed|Added/);
  });

  it('marks a home within or over the budget, the server’s word first', () => {
    const { cards } = renderCards(
      [
        makeHome({ id: 'a', askingPrice: 180_000 }),
        makeHome({ id: 'b', askingPrice: 200_000 }),
        makeHome({ id: 'c', askingPrice: 200_000, withinBudget: true }),
      ],
      { budget: 190_000 },
    );
    const [a, b, c] = cards as HTMLElement[];
    expect(within(a).getByText('Within your budget')).toBeTruthy();
    expect(within(b).getByText('Over your budget')).toBeTruthy();
    expect(within(c).getByText('Within your budget')).toBeTruthy();
  });

  it('has no budget mark without a budget', () => {
    const { card } = renderCard(makeHome({ askingPrice: 200_000 }));
    expect(card.textContent).not.toMatch(/your budget/);
  });

  it('marks a home that left its feed "No longer available" instead of the budget mark', () => {
    const { card } = renderCard(makeHome({ available: false, lastSeenAt: '2026-10-02T08:00:00.000Z' }), {
      budget: 400_000,
    });
    expect(within(card).getByText('No longer available')).toBeTruthy();
    expect(within(card).getByText('Last seen in the feed on 2 October 2026')).toBeTruthy();
    expect(card.textContent).not.toContain('Within your budget');
  });

  it('shows a featured home’s photo and the "Featured" mark', () => {
    const { card } = renderCard(makeHome({ featured: true, imageUrl: 'https://img.example.test/1.jpg' }));
    expect(within(card).getByText('Featured')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://img.example.test/1.jpg');
  });

  it('names the heart "Save this home", described by the address, and saves the home when pressed', async () => {
    const home = makeHome();
    const other = makeHome({ id: 'rm-2', address: '2 Other Road, Leeds', outcode: 'LS6' });
    const added = vi.fn(() => ({ data: { addFavourite: favouriteOf(home) } }));
    const { cards } = renderCards([home, other], {
      saved: [other],
      mocks: [
        {
          request: { query: AddFavouriteMutation, variables: { input: { rentCompId: 'rm-1' } } },
          result: added,
        },
      ],
    });
    const card = cards[0] as HTMLElement;
    // The saved homes have loaded once the other home's heart is filled.
    await within(cards[1] as HTMLElement).findByRole('button', { name: 'Remove from saved homes' });
    const heart = within(card).getByRole('button', { name: 'Save this home' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(describedBy(heart)).toBe('1 Example Street, London, SE1');
    await userEvent.click(heart);
    const saved = await within(card).findByRole('button', { name: 'Remove from saved homes' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
  });

  it('names the heart of a saved home "Remove from saved homes", and asks before removing it', async () => {
    const home = makeHome();
    renderCard(home, { saved: [home] });
    const heart = await screen.findByRole('button', { name: 'Remove from saved homes' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this home from your saved homes?' });
    expect(within(dialog).getByText('1 Example Street, London')).toBeTruthy();
  });
});
