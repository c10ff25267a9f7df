/**
 * The change-password form (spec §7 `saveNewPassword`), for what settings-page.test.tsx leaves out: a field is
 * checked when it is left; the server's refusal of the new password shows beside it; a refusal that belongs to no
 * field shows in an alert; nothing typed is lost when a change fails; and trying again after a failure clears the
 * alert. (Mantine's PasswordInput is not marked aria-invalid, so errors are read from what describes each field.)
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describedBy, expectFieldMessage, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { ChangePasswordForm } from './components/change-password-form';
import { SaveNewPasswordMutation } from './graphql/saveNewPassword';

const EMAIL = 'amelia@example.com';
const CURRENT = 'Current password';
const NEW = /^New password/;
const OLD_PASSWORD = 'old password 1';
const NEW_PASSWORD = 'a much longer new passphrase 42';
const INPUT = { input: { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD } };

const saved = answers(
  SaveNewPasswordMutation,
  {
    saveNewPassword: {
      __typename: 'AuthPayload',
      token: 'new-token',
      user: { __typename: 'User', id: 'user-1' },
    },
  },
  INPUT,
);

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const session = signedIn(makeMe());
  renderRoute(<ChangePasswordForm email={EMAIL} userInputs={['Amelia', 'Hughes', EMAIL]} />, {
    mocks,
    session,
  });
  return session;
}

const change = () => userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Fills both passwords with acceptable ones and sends them. */
async function changePassword() {
  fill(CURRENT, OLD_PASSWORD);
  fill(NEW, NEW_PASSWORD);
  await change();
}

/** Expects both passwords to be as they were typed. */
function expectNothingLost() {
  expect(value(CURRENT)).toBe(OLD_PASSWORD);
  expect(value(NEW)).toBe(NEW_PASSWORD);
}

describe('ChangePasswordForm', () => {
  it('is a named form that tells password managers whose password it is', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Change your password' });
    const username = form.querySelector('input[autocomplete="username"]') as HTMLInputElement;
    expect(username.value).toBe(EMAIL);
    expect(screen.getByLabelText(CURRENT).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText(NEW).getAttribute('autocomplete')).toBe('new-password');
  });

  it('checks the current password when the field is left empty', async () => {
    renderForm();
    const current = screen.getByLabelText(CURRENT);
    await userEvent.click(current);
    await userEvent.tab();
    await expectFieldMessage(CURRENT, 'Enter your current password');
    expect(describedBy(screen.getByLabelText(NEW))).not.toContain('Enter a password');
  });

  it('shows the server’s refusal of the new password next to it, and keeps both', async () => {
    const message = 'Choose a password you have not used with Stairway before';
    renderForm([answersWithErrors(SaveNewPasswordMutation, [badUserInput('newPassword', message)], INPUT)]);
    await changePassword();
    await expectFieldMessage(NEW, message);
    expect(describedBy(screen.getByLabelText(CURRENT))).not.toContain(message);
    expect(screen.queryByRole('alert')).toBeNull();
    expectNothingLost();
  });

  it('keeps what was typed when the current password is refused', async () => {
    const message = 'Your current password is not right';
    renderForm([answersWithErrors(SaveNewPasswordMutation, [badUserInput('currentPassword', message)])]);
    await changePassword();
    await expectFieldMessage(CURRENT, message);
    expectNothingLost();
  });

  it('shows a refusal that belongs to no field in an alert, and keeps both passwords', async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    renderForm([answersWithErrors(SaveNewPasswordMutation, [serverError(message, 'RATE_LIMITED')])]);
    await changePassword();
    await findAlert(message);
    expect(screen.queryByRole('status')).toBeNull();
    expectNothingLost();
  });

  it('keeps both passwords when the server cannot be reached, and changes it on a second try', async () => {
    const session = renderForm([failsOnTheNetwork(SaveNewPasswordMutation), saved]);
    await changePassword();
    await findAlert("We couldn't change your password just now.");
    expectNothingLost();
    await change();
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(session.replaceToken).toHaveBeenCalledWith('new-token'));
    expect(value(NEW)).toBe('');
  });
});
