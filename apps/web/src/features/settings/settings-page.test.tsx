/**
 * Settings (spec §2 /settings): the signed-in address and the password form, whose answers are checked with
 * the domain's saveNewPasswordInputSchema next to their fields before anything is sent; the server's
 * refusals show beside the field, other failures in an alert, and a change is confirmed. (Mantine's
 * PasswordInput describes its input with the error but does not mark it aria-invalid, so the errors are read
 * from what describes each field.)
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { describedBy, expectFieldMessage, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { SaveNewPasswordMutation } from './graphql/saveNewPassword';
import { SettingsPage } from './settings-page';

const EMAIL = 'amelia@example.com';
const CURRENT = 'Current password';
const NEW = /^New password/;

function renderSettings(mocks: MockLink.MockedResponse[] = []) {
  const session = {
    token: 'applicant-token',
    role: 'applicant',
    landlordToken: null,
    me: { user: { id: 'user-1', email: EMAIL, firstName: 'Amelia', lastName: 'Hughes' } },
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(),
    replaceToken: vi.fn(),
    signOut: vi.fn(),
    refetch: vi.fn(),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return session;
}

const change = () => userEvent.click(screen.getByRole('button', { name: 'Change my password' }));

/** Fills both passwords with acceptable ones. */
function fillPasswords() {
  fill(CURRENT, 'old password 1');
  fill(NEW, 'a much longer new passphrase 42');
}

describe('SettingsPage', () => {
  it('shows the address the person signs in with', () => {
    renderSettings();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change e-mail address' })).toBeTruthy();
  });

  it('names each empty password field next to it, and sends nothing', async () => {
    renderSettings();
    await change();
    await expectFieldMessage(CURRENT, 'Enter your current password');
    await expectFieldMessage(NEW, 'Enter a password');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a new password shorter than 8 characters', async () => {
    renderSettings();
    fill(CURRENT, 'old password 1');
    fill(NEW, 'short');
    await change();
    await expectFieldMessage(NEW, 'Password must be at least 8 characters long');
    expect(describedBy(screen.getByLabelText(CURRENT))).not.toContain('Enter your current password');
  });

  it('shows the server’s refusal of the current password next to it', async () => {
    renderSettings([
      answersWithErrors(SaveNewPasswordMutation, [
        badUserInput('currentPassword', 'Your current password is not right'),
      ]),
    ]);
    fillPasswords();
    await change();
    await expectFieldMessage(CURRENT, 'Your current password is not right');
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
  });

  it('says the password was not changed when the server cannot be reached', async () => {
    renderSettings([failsOnTheNetwork(SaveNewPasswordMutation)]);
    fillPasswords();
    await change();
    await findAlert("We couldn't change your password just now. Check your connection and try again.");
  });

  it('confirms the change and keeps the person signed in with the new token', async () => {
    const session = renderSettings([
      {
        request: { query: SaveNewPasswordMutation, variables: () => true },
        result: {
          data: {
            saveNewPassword: {
              __typename: 'AuthPayload',
              token: 'new-token',
              user: { __typename: 'User', id: 'user-1' },
            },
          },
        },
      },
    ]);
    fillPasswords();
    await change();
    expect(
      (await screen.findByText(/Your password has been changed/, {}, { timeout: 5000 })).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(session.replaceToken).toHaveBeenCalledWith('new-token'));
    expect((screen.getByLabelText(CURRENT) as HTMLInputElement).value).toBe('');
  });
});
