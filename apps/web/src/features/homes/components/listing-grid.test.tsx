/**
 * The explore list is window-virtualised (never hundreds of cards at once; the first render is most of the page's
 * main-thread work, so it draws one screen): the first render draws one screen of cards, every card says where it is in
 * the whole list, and however far the page scrolls the list holds a few rows only. happy-dom has no layout (a 1024 x
 * 768 window, every element 0 px high), so rows keep their estimated height.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { Home } from '../lib/types';
import { ListingGrid } from './listing-grid';

vi.mock('../hooks/favourites', () => ({
  useFavourites: () => ({ isSaved: () => false, toggle: () => undefined, isPending: () => false }),
}));

const makeHomes = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        __typename: 'Listing',
        id: `rm-${i}`,
        type: 'Flat',
        address: `${i + 1} Example Street, London`,
        postcode: null,
        outcode: 'SE1',
        askingPrice: 300_000 + i * 1_000,
        bedrooms: 2,
        bathrooms: 1,
        rent: 1_200,
        imageUrl: null,
        link: null,
        lat: 51.5,
        lng: -0.1,
        locationApproximate: true,
        images: [],
        featured: false,
        listedAt: null,
      }) as unknown as Home,
  );

/** The drawn cards' places in the whole list (aria-posinset). */
const drawnPlaces = () =>
  within(screen.getByRole('list', { name: 'Homes' }))
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));

async function scrollWindowTo(top: number) {
  await act(async () => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => window.scrollTo(0, 0));

describe('ListingGrid', () => {
  it('draws one screen of cards first, each saying where it is in the whole list', () => {
    renderWithMantine(<ListingGrid homes={makeHomes(50)} onOpen={() => undefined} budget={400_000} />);
    const items = within(screen.getByRole('list', { name: 'Homes' })).getAllByRole('listitem');
    // 3 columns at 1024 px; the screen's rows and the rows beyond it, at most a dozen cards, not all 50.
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(12);
    items.forEach((item, i) => {
      expect(item.getAttribute('aria-posinset')).toBe(String(i + 1));
      expect(item.getAttribute('aria-setsize')).toBe('50');
    });
    expect(items[0].textContent).toContain('1 Example Street');
  });

  it('draws every card of a short list, as the saved homes are', () => {
    renderWithMantine(<ListingGrid homes={makeHomes(4)} onOpen={() => undefined} />);
    expect(drawnPlaces()).toEqual([1, 2, 3, 4]);
  });

  it('keeps a few rows in the page however far it scrolls, and reaches the last home', async () => {
    renderWithMantine(<ListingGrid homes={makeHomes(424)} onOpen={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Homes' });
    // The rows not drawn are the list's two spacers (CSS variables, pixels).
    const space = (name: 'before' | 'after') =>
      Number.parseFloat(list.style.getPropertyValue(`--listing-space-${name}`));
    expect(space('before')).toBe(0);
    // 142 rows of 3 at about 480 px: the window scrolls through all of them.
    expect(space('after')).toBeGreaterThan(100 * 400);

    for (const top of [0, 15_000, 30_000, 60_000, 20_000, 0]) {
      await scrollWindowTo(top);
      const places = drawnPlaces();
      expect(places.length).toBeGreaterThan(0);
      expect(places.length).toBeLessThan(40);
      // Whole rows, in order, with no card missing between the first and the last drawn.
      expect(places).toEqual(Array.from({ length: places.length }, (_, i) => places[0] + i));
      expect((places[0] - 1) % 3).toBe(0);
      for (const item of within(list).getAllByRole('listitem')) {
        expect(item.getAttribute('aria-setsize')).toBe('424');
      }
    }

    await scrollWindowTo(10_000_000);
    expect(drawnPlaces().length).toBeLessThan(40);
    expect(drawnPlaces().at(-1)).toBe(424);
    expect(screen.getByText('424 Example Street, London, SE1')).toBeTruthy();
    expect(space('after')).toBe(0);
    expect(space('before')).toBeGreaterThan(100 * 400);
  });
});
