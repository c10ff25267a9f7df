/**
 * Address history (spec §2): the loading and failed states, the empty history (the current address's form open at once)
 * and a saved one, and the address form's own checks (the domain's userAddressInputSchema) and the server's refusals,
 * each next to its field.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { AddUpdateUserAddressMutation } from '../graphql/addUpdateUserAddress';
import type { ApplicationAddress } from '../hooks/use-application';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { AddressHistoryPage } from './address-history-page';

const PATH = paths.application.steps['address-history'];

const current = {
  __typename: 'UserAddress',
  id: '00000000-0000-4000-8000-000000000001',
  addressLine1: '30 Newport Road',
  addressLine2: null,
  addressLine3: null,
  postCode: 'PO37 6BU',
  postTown: 'Shanklin',
  country: 'England',
  countryCode: 'GB',
  uprn: null,
  moveInDate: '2024-05-01',
} as ApplicationAddress;

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add this address' }));

/** Types a whole UK address in by hand. */
async function typeAddress(moveInDate = '2020-01-01') {
  await userEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
  fill('Address line 1', '30 Newport Road');
  fill('Town or city', 'Shanklin');
  fill('Postcode', 'PO37 6BU');
  fill('When did you move in?', moveInDate);
}

describe('AddressHistoryPage', () => {
  beforeEach(() => loaded(makeApplication({ addresses: [], addressHistoryMonths: 0 })));

  it('with no address yet, says what is needed and opens the current address’s form', async () => {
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    expect(screen.getByText('We need more than 3 years of address history')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your current address' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your addresses' })).toBeNull();
  });

  it('lists the saved addresses and says how many months are still needed', async () => {
    loaded(
      makeApplication({ addresses: [current], addressHistoryMonths: 18, addressHistoryMonthsNeeded: 18 }),
    );
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    const list = screen.getByRole('list', { name: 'Your addresses' });
    expect(within(list).getByText(/30 Newport Road/)).toBeTruthy();
    expect(screen.getByText(/18 more months needed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your previous address' })).toBeTruthy();
  });

  it('refuses a postcode search for something that is not a full postcode', async () => {
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    fill('Search by postcode', 'PO37');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await expectFieldError('Search by postcode', 'Enter a full UK postcode, for example PO37 6BU');
  });

  it('names each missing part of the address next to its field, and sends nothing', async () => {
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    await add();
    await expectFieldError('Address line 1', 'Enter the first line of the address');
    await expectFieldError('Town or city', 'Enter the town or city');
    await expectFieldError('When did you move in?', 'Enter the date you moved in');
    expectNoFieldError('Address line 2 (optional)');
  });

  it('refuses a postcode that is not a full UK one', async () => {
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    await typeAddress();
    fill('Postcode', 'NOPE');
    await add();
    await expectFieldError('Postcode', 'Enter a full UK postcode, for example PO30 1AB');
    expectNoFieldError('Address line 1');
  });

  it('refuses a move-in date in the future', async () => {
    await renderApplicationPage(<AddressHistoryPage />, { path: PATH });
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    await typeAddress(next.toISOString().slice(0, 10));
    await add();
    await expectFieldError('When did you move in?', 'The date you moved in must be today or in the past');
  });

  it('shows the server’s refusal next to its field, and other problems in the form', async () => {
    await renderApplicationPage(<AddressHistoryPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(AddUpdateUserAddressMutation, [
          badUserInput('postCode', 'Enter a full UK postcode, for example PO30 1AB'),
        ]),
        answersWithErrors(AddUpdateUserAddressMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    await typeAddress();
    await add();
    await expectFieldError('Postcode', 'Enter a full UK postcode, for example PO30 1AB');

    await add();
    const alert = await findAlert('Your application has already been submitted.');
    expect(screen.getByRole('form', { name: 'Your current address' }).contains(alert)).toBe(true);
  });
});
