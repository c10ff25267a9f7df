/**
 * The invitation link's page (/welcome?token=…; spec §7 `createAccountExistingCustomer`): an incomplete link says
 * so; the password is checked with the domain's rule next to its field before anything is sent; the server's
 * refusal of the password shows beside it, a link that no longer works and other refusals in an alert, a network
 * failure too, and the typed password stays; a saved password signs the customer in and shows their progress.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldMessage, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { answers, renderRoute } from '../../testing/render-route';
import { CreateAccountExistingCustomerMutation } from './graphql/createAccountExistingCustomer';
import { WelcomePage } from './welcome-page';

const TOKEN = 'the-invitation';
const URL = `/welcome?token=${TOKEN}`;
const PASSWORD = 'quiet harbour lantern 42';
const LABEL = 'New password';
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save my password and continue' }));
const passwordField = () => screen.getByLabelText(LABEL) as HTMLInputElement;

function renderWelcome(mocks: MockLink.MockedResponse[] = [], url = URL) {
  return renderRoute(<WelcomePage />, { url, mocks });
}

/** Types an acceptable password and saves it. */
async function choosePassword() {
  fill(LABEL, PASSWORD);
  await save();
}

describe('WelcomePage', () => {
  it('says a link without its token is not complete, with a way to a new one', () => {
    renderWelcome([], '/welcome');
    expect(screen.getByRole('heading', { name: 'This link is not complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });

  it('welcomes the customer, asks for a password, and links the terms and privacy notice', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { name: 'Welcome to Stairway' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Welcome to Stairway' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms (opens in a new tab)' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByText(/By creating an account you agree/)).toBeTruthy();
  });

  it('asks for a password when none is typed, and sends nothing', async () => {
    renderWelcome();
    await save();
    await expectFieldMessage(LABEL, 'Enter a password');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a password shorter than 8 characters', async () => {
    renderWelcome();
    fill(LABEL, 'short');
    await save();
    await expectFieldMessage(LABEL, 'Password must be at least 8 characters long');
    expect(passwordField().value).toBe('short');
  });

  it('shows the server’s refusal of the password next to it, and keeps it', async () => {
    const message = 'This password is too easy to guess. Add another word or two.';
    renderWelcome([
      answersWithErrors(CreateAccountExistingCustomerMutation, [badUserInput('password', message)]),
    ]);
    await choosePassword();
    await expectFieldMessage(LABEL, message);
    expect(passwordField().value).toBe(PASSWORD);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a link that no longer works has expired, with a way to a new one', async () => {
    const message = 'This invitation link has expired.';
    renderWelcome([
      answersWithErrors(CreateAccountExistingCustomerMutation, [serverError(message, 'TOKEN_EXPIRED')]),
    ]);
    await choosePassword();
    const alert = await findAlert(message);
    expect(alert.querySelector('a')?.textContent).toBe('Send me a new link');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
    expect(passwordField().value).toBe(PASSWORD);
  });

  it('shows another refusal in an alert', async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    renderWelcome([
      answersWithErrors(CreateAccountExistingCustomerMutation, [serverError(message, 'RATE_LIMITED')]),
    ]);
    await choosePassword();
    const alert = await findAlert(message);
    expect(alert.querySelector('a')).toBeNull();
    expect(passwordField().value).toBe(PASSWORD);
  });

  it('says the password was not saved when the server cannot be reached, and keeps it', async () => {
    renderWelcome([failsOnTheNetwork(CreateAccountExistingCustomerMutation)]);
    await choosePassword();
    await findAlert("We couldn't save your password just now. Check your connection and try again.");
    expect(passwordField().value).toBe(PASSWORD);
  });

  it('signs the customer in with the new password and shows their progress', async () => {
    renderWelcome([
      answers(
        CreateAccountExistingCustomerMutation,
        {
          createAccountExistingCustomer: {
            __typename: 'AuthPayload',
            token: 'new-session',
            user: { __typename: 'User', id: 'user-1' },
          },
        },
        { input: { token: TOKEN, password: PASSWORD } },
      ),
    ]);
    await choosePassword();
    expect(await screen.findByText('Now at /dashboard')).toBeTruthy();
    expect(window.localStorage.getItem('stairway.token')).toBe('new-session');
  });
});
