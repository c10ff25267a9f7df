/**
 * "Your data" (decision 050): the download asks the API for a link and starts it, saying so or saying why it did
 * not; the deletion asks for the password in a confirm box that says what is erased and kept, shows the server's
 * refusal next to the field and any other failure in an alert, and hands the answer on once deleted.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DeleteMyAccountMutation, RequestDataExportMutation } from '../../lib/graphql/your-data';
import { expectFieldMessage, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { NOTHING_KEPT, YourDataSection } from './your-data-section';

const exportLink = {
  data: {
    requestDataExport: {
      __typename: 'DataExportLink',
      url: '/api/your-data/abc.zip',
      fileName: 'stairway-your-data.zip',
      expiresAt: '2026-11-30T12:05:00.000Z',
    },
  },
};

let assign: MockInstance;
beforeEach(() => {
  // The download is a navigation to the link: kept from happening, and read.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function renderSection(
  mocks: MockLink.MockedResponse[] = [],
  confirmWith: 'password' | 'email' = 'password',
) {
  const onDeleted = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <YourDataSection
        confirmWith={confirmWith}
        erased={['Your account and sign-in', 'Your saved homes']}
        kept={NOTHING_KEPT}
        onDeleted={onDeleted}
      />
    </MockedProvider>,
  );
  return onDeleted;
}

const openDeletion = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete your account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
};

describe('YourDataSection', () => {
  it('shows its heading and both choices', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download your data' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Delete your account' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts the download with the API’s link and says so', async () => {
    renderSection([{ request: { query: RequestDataExportMutation }, result: exportLink }]);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('Your download has started.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Your browser is saving stairway-your-data\.zip\./)).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/api/your-data/abc.zip');
    expect(screen.queryByText('Your download didn’t start')).toBeNull();
  });

  it('says the download did not start when the API fails', async () => {
    renderSection([failsOnTheNetwork(RequestDataExportMutation)]);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    const alert = await findAlert('Your download didn’t start');
    expect(alert.textContent).toContain(
      'We couldn’t prepare your download just now. Check your connection and try again.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Your download has started.')).toBeNull();
  });

  it('asks to confirm a deletion, saying what is erased and kept, and keeps the account when asked', async () => {
    renderSection();
    const dialog = await openDeletion();
    expect(within(dialog).getByText('Your account and sign-in')).toBeTruthy();
    expect(within(dialog).getByText('Your saved homes')).toBeTruthy();
    expect(within(dialog).getByText(NOTHING_KEPT)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the password before sending anything', async () => {
    const onDeleted = renderSection();
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expectFieldMessage('Your password', 'Enter your password to confirm.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks a landlord for their e-mail address instead', async () => {
    renderSection([], 'email');
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expectFieldMessage('The e-mail address you sign in with', 'Type your e-mail address to confirm.');
  });

  it('shows a refused password next to the field', async () => {
    const onDeleted = renderSection([
      answersWithErrors(DeleteMyAccountMutation, [badUserInput('password', 'That password is not right.')]),
    ]);
    await openDeletion();
    fill('Your password', 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectFieldMessage('Your password', 'That password is not right.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says the account was not deleted when the API fails', async () => {
    const onDeleted = renderSection([failsOnTheNetwork(DeleteMyAccountMutation)]);
    await openDeletion();
    fill('Your password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const alert = await findAlert('Your account was not deleted');
    expect(alert.textContent).toContain('We couldn’t delete your account just now.');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
  });

  it('deletes the account with the password and hands on what is kept', async () => {
    const onDeleted = renderSection([
      {
        request: { query: DeleteMyAccountMutation, variables: { input: { password: 'correct horse' } } },
        result: {
          data: {
            deleteMyAccount: {
              __typename: 'AccountDeletion',
              deletedAt: '2026-11-30T12:00:00.000Z',
              kept: ['application'],
              keptUntil: '2032-11-30T12:00:00.000Z',
            },
          },
        },
      },
    ]);
    await openDeletion();
    fill('Your password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ keptUntil: '2032-11-30T12:00:00.000Z' }), {
      timeout: 5000,
    });
    expect(screen.queryByText('Your account was not deleted')).toBeNull();
  });
});
