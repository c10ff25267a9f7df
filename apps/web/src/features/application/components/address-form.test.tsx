/**
 * The address form (spec §2 Address history): a previous address abroad dated after the current UK address is
 * refused on its move-in date, saying which date, not under Country.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { ApplicationAddress } from '../hooks/use-application';
import { AddressForm } from './address-form';

const current: ApplicationAddress = {
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
};

/** The text of the elements describing `element` (aria-describedby): its description and error. */
function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderForm(address: ApplicationAddress | null, addresses: ApplicationAddress[]) {
  return renderWithMantine(
    <MockedProvider mocks={[]}>
      <AddressForm
        address={address}
        heading="Your previous address"
        allowAbroad
        addresses={addresses}
        onSaved={() => {}}
      />
    </MockedProvider>,
  );
}

describe('AddressForm', () => {
  it('refuses a previous address abroad dated after the current one on its move-in date', async () => {
    renderForm(null, [current]);
    await userEvent.click(screen.getByRole('radio', { name: 'Outside the UK' }));
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Rue de Rivoli');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Paris');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    fireEvent.change(screen.getByLabelText('When did you move in?'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add this address' }));

    const date = screen.getByLabelText('When did you move in?');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(date)).toMatch(
      /The move-in date must be before 1 May 2024, when you moved in to your current address/,
    );
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(/Your current address must be in the UK/)).toBeNull();
  });

  it('refuses moving the UK address to before an address abroad, on its move-in date', async () => {
    const paris: ApplicationAddress = {
      ...current,
      id: '00000000-0000-4000-8000-000000000002',
      addressLine1: '12 Rue de Rivoli',
      postCode: null,
      postTown: 'Paris',
      country: 'France',
      countryCode: 'FR',
      moveInDate: '2021-02-01',
    };
    renderForm(current, [current, paris]);
    fireEvent.change(screen.getByLabelText('When did you move in?'), { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const date = screen.getByLabelText('When did you move in?');
    await waitFor(() => expect(describedBy(date)).toMatch(/The move-in date must be after 1 February 2021/));
  });
});
