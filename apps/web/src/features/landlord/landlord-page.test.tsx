/**
 * /landlord (spec §2; §7 getLandlordListings): signed in, the landlord's listings page while they load, when
 * there are none (an invitation to list one), when loading fails (an alert with "Try again") and with a listing
 * (its price, status, address, rooms, estimated rent, views and actions); signed out, the e-mail step of
 * signing in.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GetLandlordListingsQuery as Result } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { GetLandlordListingsQuery } from './graphql/getLandlordListings';
import { LandlordPage } from './landlord-page';

type Listing = Result['getLandlordListings'][number];

const LISTING: Listing & { __typename: 'LandlordListing' } = {
  __typename: 'LandlordListing',
  id: '0b6f4c1e-2f1a-4c3b-9d1e-5a7b8c9d0e1f',
  price: 250000,
  image: null,
  published: true,
  bedrooms: 3,
  bathrooms: 1,
  lat: 50.6,
  lng: -1.2,
  type: 'SemiDetached',
  summary: 'A bright family home near the sea.',
  displayAddress: 'Newport Road, Ventnor, PO38',
  images: [],
  estimatedRent: 1150,
  postcode: 'PO38 1AB',
  views: 1,
  addressLine1: '30 Newport Road',
  addressLine2: null,
  addressLine3: null,
  postTown: 'VENTNOR',
};

const answers = (listings: Listing[]): MockLink.MockedResponse => ({
  request: { query: GetLandlordListingsQuery },
  result: { data: { getLandlordListings: listings } },
});

function renderPage(mocks: MockLink.MockedResponse[], landlordToken: string | null = 'landlord-token') {
  const session = {
    token: null,
    role: null,
    landlordToken,
    me: undefined,
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(async () => undefined),
    replaceToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
  } as unknown as Session;
  return renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[paths.landlord.listings]}>
          <LandlordPage />
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

const WAIT = { timeout: 5000 };

describe('LandlordPage', () => {
  it('shows placeholders, and neither listings nor the empty state, while the listings load', () => {
    const { container } = renderPage([neverAnswers(GetLandlordListingsQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your listings' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText("You haven't listed a property yet")).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites a landlord without listings to list a property', async () => {
    const { container } = renderPage([answers([])]);
    expect(
      await screen.findByRole('heading', { name: "You haven't listed a property yet" }, WAIT),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'List a property' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(paths.landlord.newProperty);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says the listings could not be loaded, and loads them again on "Try again"', async () => {
    renderPage([
      answersWithErrors(GetLandlordListingsQuery, [serverError('Unexpected error.')]),
      answers([LISTING]),
    ]);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain("We couldn't load your listings");
    expect(screen.queryByText("You haven't listed a property yet")).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: LISTING.displayAddress }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the listings could not be loaded when the server cannot be reached', async () => {
    renderPage([failsOnTheNetwork(GetLandlordListingsQuery)]);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      "We couldn't load your listings",
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a listing with its price, status, address, rooms, rent, views and actions', async () => {
    renderPage([answers([LISTING])]);
    const card = await screen.findByRole('article', {}, WAIT);
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Newport Road, Ventnor, PO38' })).toBeTruthy();
    expect(inCard.getByText('£250,000')).toBeTruthy();
    expect(inCard.getByText('Published')).toBeTruthy();
    expect(inCard.getByText('3 bedrooms, 1 bathroom · Semi-detached')).toBeTruthy();
    expect(inCard.getByText('£1,150')).toBeTruthy();
    expect(inCard.getByText('1 view')).toBeTruthy();
    expect(inCard.getByText('No photos yet')).toBeTruthy();
    expect((inCard.getByRole('switch', { name: /Show to buyers/ }) as HTMLInputElement).checked).toBe(true);
    expect(inCard.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/landlord/property/${LISTING.id}`,
    );
    expect(inCard.getByRole('button', { name: 'Delete' })).toBeTruthy();
    // With a listing, "List a property" is offered once, beside the heading.
    expect(screen.getAllByRole('link', { name: 'List a property' })).toHaveLength(1);
    expect(screen.queryByText("You haven't listed a property yet")).toBeNull();
  });

  it('asks a signed-out landlord for their e-mail address to sign in', () => {
    renderPage([], null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to list your property' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up as a landlord' }).getAttribute('href')).toBe(
      paths.landlord.signUp,
    );
    expect(screen.queryByRole('heading', { name: 'Your listings' })).toBeNull();
  });
});
