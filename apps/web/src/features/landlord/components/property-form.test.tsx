/**
 * The listing form (spec §2; §7 createUpdateLandlordListing, usePropertyForm): every required answer missing and
 * every number out of range is named next to its field, checked with the domain's landlordListingInputSchema
 * before anything is sent; the server's refusal of a field shows beside it, any other refusal and a network
 * failure above the buttons, and nothing typed is lost; a good save sends the parsed answers and goes back to the
 * listings.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GetLandlordListingQuery } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { describedBy, expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { CreateUpdateLandlordListingMutation } from '../graphql/createUpdateLandlordListing';
import { PropertyForm } from './property-form';

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

type Listing = GetLandlordListingQuery['getLandlordListing'];

const LISTING: Listing = {
  id: '0b6f4c1e-2f1a-4c3b-9d1e-5a7b8c9d0e1f',
  price: 250000,
  image: null,
  published: false,
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
  addressLine1: '30 Newport Road',
  addressLine2: null,
  addressLine3: null,
  postTown: 'VENTNOR',
};

const PRICE_MESSAGE = 'Asking price must be a whole number of pounds from £30,000 to £5,000,000';

function renderForm(listing: Listing | null, mocks: MockLink.MockedResponse[] = []) {
  const session = {
    token: null,
    role: null,
    landlordToken: 'landlord-token',
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
        <MemoryRouter initialEntries={[paths.landlord.newProperty]}>
          <Routes>
            <Route path={paths.landlord.newProperty} element={<PropertyForm listing={listing} />} />
            <Route path={paths.landlord.listings} element={<p>The listings page</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
// The type's listbox is named by the label too: the field is the combobox.
const typeSelect = () => screen.getByRole('combobox', { name: 'Type of property' });
const fieldValue = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Changes some of the edited listing's answers, as a landlord would before saving. */
function changeAnswers() {
  fill('Address line 1', '32 Newport Road');
  fill(/^Address line 2/, 'Upper floor');
  fill('Asking price', '265000');
  fill('Summary', 'Now with a new kitchen.');
}

/** What the listing's answers look like once `changeAnswers` has run. */
function expectChangedAnswersKept() {
  expect(fieldValue('Address line 1')).toBe('32 Newport Road');
  expect(fieldValue(/^Address line 2/)).toBe('Upper floor');
  expect(fieldValue('Town or city')).toBe('VENTNOR');
  expect(fieldValue('Postcode')).toBe('PO38 1AB');
  expect((typeSelect() as HTMLInputElement).value).toBe('Semi-detached');
  expect(fieldValue('Bedrooms')).toBe('3');
  expect(fieldValue('Asking price')).toBe('£265,000');
  expect(fieldValue('Summary')).toBe('Now with a new kitchen.');
}

describe('PropertyForm', () => {
  it('names every required answer of a new listing next to its field, and sends nothing', async () => {
    renderForm(null);
    expect(screen.getByRole('heading', { level: 1, name: 'List a property' })).toBeTruthy();
    await save();
    await expectFieldError('Address line 1', 'Enter the first line of the address');
    await expectFieldError('Town or city', 'Enter the town or city');
    await expectFieldError('Postcode', 'Enter a full UK postcode, for example PO30 1AB');
    await waitFor(() => {
      expect(typeSelect().getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(typeSelect())).toContain('Choose the type of property');
    });
    await expectFieldError('Bedrooms', 'Enter the number of bedrooms, or 0 for a studio');
    await expectFieldError('Bathrooms', 'Enter the number of bathrooms');
    await expectFieldError('Asking price', 'Enter the asking price');
    expectNoFieldError(/^Address line 2/);
    expectNoFieldError('Summary');
    // Had anything been sent, the missing answer would show as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The listings page')).toBeNull();
  });

  it('refuses rooms, a price and a postcode out of range', async () => {
    renderForm(LISTING);
    fill('Bedrooms', '11');
    fill('Bathrooms', '12');
    fill('Asking price', '25000');
    fill('Postcode', 'NOT A POSTCODE');
    await save();
    await expectFieldError('Bedrooms', 'Bedrooms must be a whole number from 0 to 10');
    await expectFieldError('Bathrooms', 'Bathrooms must be a whole number from 0 to 10');
    await expectFieldError('Asking price', PRICE_MESSAGE);
    await expectFieldError('Postcode', 'Enter a full UK postcode, for example PO30 1AB');
    expectNoFieldError('Address line 1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an asking price above £5,000,000 as soon as the field is left', async () => {
    renderForm(LISTING);
    fill('Asking price', '5000001');
    await expectFieldError('Asking price', PRICE_MESSAGE);
  });

  it('refuses a summary longer than 2,000 characters', async () => {
    renderForm(LISTING);
    fill('Summary', 'a'.repeat(2001));
    await save();
    await expectFieldError('Summary', 'Summary must be 2000 characters or fewer');
  });

  it('shows the server’s refusal of a field next to it, keeping every answer', async () => {
    renderForm(LISTING, [
      answersWithErrors(CreateUpdateLandlordListingMutation, [
        badUserInput('postcode', 'We could not find that postcode: check it and try again'),
      ]),
    ]);
    changeAnswers();
    await save();
    await expectFieldError('Postcode', 'We could not find that postcode: check it and try again');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The listings page')).toBeNull();
    expectChangedAnswersKept();
  });

  it('keeps every answer typed into a new listing when the server refuses the price', async () => {
    renderForm(null, [
      answersWithErrors(CreateUpdateLandlordListingMutation, [
        badUserInput('price', 'That asking price is far above the area’s: check it'),
      ]),
    ]);
    fill('Address line 1', '7 Pier Street');
    fill('Town or city', 'Ventnor');
    fill('Postcode', 'po38 1sx');
    // Mantine's dropdown stays hidden in happy-dom (its transition never runs): the type is chosen with the keyboard.
    await userEvent.click(typeSelect());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    fill('Bedrooms', '0');
    fill('Bathrooms', '1');
    fill('Asking price', '4900000');
    await save();
    await expectFieldError('Asking price', 'That asking price is far above the area’s: check it');
    expect(fieldValue('Address line 1')).toBe('7 Pier Street');
    expect(fieldValue('Town or city')).toBe('Ventnor');
    expect(fieldValue('Postcode')).toBe('po38 1sx');
    expect((typeSelect() as HTMLInputElement).value).toBe('Flat');
    expect(fieldValue('Bedrooms')).toBe('0');
    expect(fieldValue('Bathrooms')).toBe('1');
    expect(fieldValue('Asking price')).toBe('£4,900,000');
    expect(screen.queryByText('The listings page')).toBeNull();
  });

  it('shows the server’s word on the photos in the photos section', async () => {
    renderForm(LISTING, [
      answersWithErrors(CreateUpdateLandlordListingMutation, [
        badUserInput('images', 'That photo was not found: add it again'),
      ]),
    ]);
    await save();
    const alert = await findAlert('That photo was not found: add it again');
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('photos-title');
  });

  it('shows a refused photo in the photos section, saying which one it is', async () => {
    renderForm(LISTING, [
      answersWithErrors(CreateUpdateLandlordListingMutation, [
        badUserInput('images.2', 'We haven’t received this photo: add it again.'),
      ]),
    ]);
    await save();
    const alert = await findAlert('Photo 3: We haven’t received this photo: add it again.');
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('photos-title');
  });

  it('shows a refusal that names no field above the buttons, keeping every answer', async () => {
    renderForm(LISTING, [
      answersWithErrors(CreateUpdateLandlordListingMutation, [
        serverError('That listing was not found', 'NOT_FOUND'),
      ]),
    ]);
    changeAnswers();
    await save();
    await findAlert('That listing was not found');
    expectNoFieldError('Postcode');
    expectChangedAnswersKept();
  });

  it('says the listing was not saved when the server cannot be reached, keeping every answer', async () => {
    renderForm(LISTING, [failsOnTheNetwork(CreateUpdateLandlordListingMutation)]);
    changeAnswers();
    await save();
    await findAlert("We couldn't save your listing just now. Check your connection and try again.");
    expect(screen.queryByText('The listings page')).toBeNull();
    expectChangedAnswersKept();
  });

  it('saves the parsed answers of the edited listing and goes back to the listings', async () => {
    renderForm(LISTING, [
      {
        request: {
          query: CreateUpdateLandlordListingMutation,
          variables: {
            input: {
              id: LISTING.id,
              addressLine1: '32 Newport Road',
              addressLine2: 'Upper floor',
              addressLine3: null,
              postTown: 'VENTNOR',
              postcode: 'PO38 1AB',
              type: 'SemiDetached',
              bedrooms: 3,
              bathrooms: 1,
              price: 265000,
              summary: 'Now with a new kitchen.',
              images: [],
              published: true,
            },
          },
        },
        result: {
          data: {
            createUpdateLandlordListing: {
              ...LISTING,
              __typename: 'LandlordListing',
              addressLine1: '32 Newport Road',
              addressLine2: 'Upper floor',
              price: 265000,
              summary: 'Now with a new kitchen.',
              published: true,
              views: 0,
            },
          },
        },
      },
    ]);
    changeAnswers();
    await userEvent.click(screen.getByRole('switch', { name: /Publish: show it to buyers/ }));
    await save();
    expect(await screen.findByText('The listings page', {}, { timeout: 5000 })).toBeTruthy();
  });
});
