/**
 * The explore list draws a first page of cards and more on demand (issue 14: never hundreds of cards at
 * once; the first page is small, as the first render is most of the page's main-thread work).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { Home } from '../lib/types';
import { LISTING_FIRST_PAGE_SIZE, LISTING_PAGE_SIZE, ListingGrid } from './listing-grid';

vi.mock('../hooks/favourites', () => ({
  useFavourites: () => ({ isSaved: () => false, toggle: () => undefined, isPending: () => false }),
}));

const homes = Array.from(
  { length: 50 },
  (_, i) =>
    ({
      __typename: 'Listing',
      id: `rm-${i}`,
      type: 'Flat',
      address: `${i} Example Street, London`,
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

describe('ListingGrid', () => {
  it('draws the first page, then a page more each time "Show more homes" is pressed', () => {
    renderWithMantine(<ListingGrid homes={homes} onOpen={() => undefined} budget={400_000} />);
    const list = screen.getByRole('list', { name: 'Homes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTING_FIRST_PAGE_SIZE);
    expect(screen.getByText(`Showing ${LISTING_FIRST_PAGE_SIZE} of 50 homes`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more homes' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTING_FIRST_PAGE_SIZE + LISTING_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Show more homes' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Show more homes' })).toBeNull();
  });
});
