/**
 * The home details panel offers "Submit this home" only once the application is submitted; before that it says
 * why, with a link to the application. A refused submission is said in the panel, not in a toast over its title and
 * close button.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { Home } from '../lib/types';
import { ListingDetailPanel } from './listing-detail-panel';

const state = vi.hoisted(() => ({
  submitted: false,
  confirmSubmitListing: (_home: unknown, _onRefused?: (message: string | null) => void): void => undefined,
}));

vi.mock('../../../lib/session', () => ({
  useSession: () => ({ me: { application: { submitted: state.submitted, rejected: false } } }),
}));
vi.mock('../hooks/use-submit-home-availability', () => ({ useSubmitHomeAvailability: () => 'Open' }));
vi.mock('../hooks/use-home-submissions', () => ({
  useHomeSubmissions: () => ({
    submissions: [],
    submitting: false,
    confirmSubmitListing: (home: unknown, onRefused?: (message: string | null) => void) =>
      state.confirmSubmitListing(home, onRefused),
  }),
}));
vi.mock('../hooks/favourites', () => ({
  useFavourites: () => ({ isSaved: () => false, toggle: () => undefined, isPending: () => false }),
}));
vi.mock('./equity-plan', () => ({ EquityPlan: () => null }));

const home = {
  __typename: 'Listing',
  id: 'rm-1',
  type: 'Flat',
  address: '1 Example Street, London',
  postcode: null,
  outcode: 'SE1',
  askingPrice: 300_000,
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
  description: null,
} as unknown as Home;

function renderPanel() {
  return renderWithMantine(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <ListingDetailPanel home={home} onClose={() => undefined} budget={400_000} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ListingDetailPanel', () => {
  beforeEach(() => {
    state.submitted = false;
    state.confirmSubmitListing = () => undefined;
  });

  it('says why a home cannot be submitted before the application is, with a link to it', async () => {
    renderPanel();
    const note = await screen.findByTestId('listing-submit-after-application');
    expect(note.textContent).toContain('once you’ve submitted your application');
    expect(screen.getByRole('link', { name: 'Go to your application' }).getAttribute('href')).toBe(
      '/your-application',
    );
    expect(screen.queryByRole('button', { name: 'Submit this home' })).toBeNull();
  });

  it('offers "Submit this home" once the application is submitted, and says a refusal in the panel', async () => {
    state.submitted = true;
    state.confirmSubmitListing = (_home, onRefused) =>
      onRefused?.('Bear with us, there is already a submission under review');
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit this home' }));
    expect(screen.getByRole('alert').textContent).toContain('already a submission under review');
    expect(screen.queryByTestId('listing-submit-after-application')).toBeNull();
  });
});
