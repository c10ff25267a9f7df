/**
 * /landlord/property/new and /landlord/property/:listingId (spec §2; §7 getLandlordListing): an empty form for a
 * new listing; the listing being edited while it loads, when the server refuses it or cannot be reached, and
 * once loaded, its answers in the form; a signed-out visitor goes to the landlord's sign-in.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GetLandlordListingQuery as Result } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { GetLandlordListingQuery } from './graphql/getLandlordListing';
import { propertyPath } from './lib/listing-text';
import { PropertyPage } from './property-page';

// Mantine's autosizing textarea (the summary) listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

const ID = '0b6f4c1e-2f1a-4c3b-9d1e-5a7b8c9d0e1f';

const LISTING: Result['getLandlordListing'] & { __typename: 'LandlordListingDetail' } = {
  __typename: 'LandlordListingDetail',
  id: ID,
  price: 250000,
  image: null,
  published: true,
  bedrooms: 3,
  bathrooms: 2,
  lat: 50.6,
  lng: -1.2,
  type: 'Terraced',
  summary: 'A bright family home near the sea.',
  displayAddress: 'Newport Road, Ventnor, PO38',
  images: [],
  estimatedRent: 1150,
  postcode: 'PO38 1AB',
  addressLine1: '30 Newport Road',
  addressLine2: null,
  addressLine3: null,
  postTown: 'VENTNOR',
};

const VARIABLES = { input: { listingId: ID } };
const WAIT = { timeout: 5000 };

function renderPage(
  path: string,
  mocks: MockLink.MockedResponse[] = [],
  landlordToken: string | null = 'landlord-token',
) {
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
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={paths.landlord.newProperty} element={<PropertyPage />} />
            <Route path={paths.landlord.property} element={<PropertyPage />} />
            <Route path={paths.landlord.listings} element={<p>The landlord's sign-in</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('PropertyPage', () => {
  it('shows an empty form for a new listing', () => {
    renderPage(paths.landlord.newProperty);
    expect(screen.getByRole('heading', { level: 1, name: 'List a property' })).toBeTruthy();
    expect(fieldValue('Address line 1')).toBe('');
    expect(fieldValue('Asking price')).toBe('');
    expect(screen.getByText('Enter the postcode, type and rooms to get an estimate.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save listing' })).toBeTruthy();
  });

  it('says the listing is loading until it arrives', () => {
    renderPage(propertyPath(ID), [neverAnswers(GetLandlordListingQuery, VARIABLES)]);
    expect(screen.getByLabelText('Loading your listing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save listing' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills the form with the listing being edited', async () => {
    renderPage(propertyPath(ID), [
      {
        request: { query: GetLandlordListingQuery, variables: VARIABLES },
        result: { data: { getLandlordListing: LISTING } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your listing' }, WAIT)).toBeTruthy();
    expect(fieldValue('Address line 1')).toBe('30 Newport Road');
    expect(fieldValue('Town or city')).toBe('VENTNOR');
    expect(fieldValue('Postcode')).toBe('PO38 1AB');
    expect((screen.getByRole('combobox', { name: 'Type of property' }) as HTMLInputElement).value).toBe(
      'Terraced',
    );
    expect(fieldValue('Bedrooms')).toBe('3');
    expect(fieldValue('Bathrooms')).toBe('2');
    expect(fieldValue('Asking price')).toBe('£250,000');
    expect(fieldValue('Summary')).toBe('A bright family home near the sea.');
    expect(
      (screen.getByRole('switch', { name: /Publish: show it to buyers/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Get an estimate' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why the listing could not be found, with a way back', async () => {
    renderPage(propertyPath(ID), [
      answersWithErrors(GetLandlordListingQuery, [serverError('That listing was not found', 'NOT_FOUND')]),
    ]);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain("We couldn't find that listing");
    expect(alert.textContent).toContain('That listing was not found');
    expect(screen.getByRole('link', { name: 'Back to your listings' }).getAttribute('href')).toBe(
      paths.landlord.listings,
    );
    expect(screen.queryByRole('button', { name: 'Save listing' })).toBeNull();
  });

  it('asks to check the connection when the listing cannot be loaded', async () => {
    renderPage(propertyPath(ID), [failsOnTheNetwork(GetLandlordListingQuery)]);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Check your connection and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Save listing' })).toBeNull();
  });

  it('sends a signed-out visitor to the landlord’s sign-in', async () => {
    renderPage(propertyPath(ID), [], null);
    expect(await screen.findByText("The landlord's sign-in")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit your listing' })).toBeNull();
  });
});
