/**
 * "This wasn't me", /account/secure?token=… (decision 052): an incomplete link; the link being checked; a used,
 * expired or unknown link, each with "Reset my password"; a working link's confirm step; securing the account (the
 * e-mail address put back or not, a reset link sent or not), which forgets this browser's session; a link that stops
 * working between the check and the click; and a failed attempt, which says so and can be tried again.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { getToken, setToken } from '../../lib/token-storage';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { CheckAccountSecurityTokenQuery, SecureAccountMutation } from './graphql';
import { SecureAccountPage } from './secure-account-page';

const LINK_TOKEN = 'the-link';
const input = { input: { token: LINK_TOKEN } };

/** A signed-in applicant's session token, which securing the account must forget. */
const SESSION_TOKEN = `e30.${btoa(JSON.stringify({ userId: 'user-1' }))}.signature`;

/** The server says the link is `state`. */
const checked = (state: 'VALID' | 'USED' | 'EXPIRED' | 'INVALID'): MockLink.MockedResponse => ({
  request: { query: CheckAccountSecurityTokenQuery, variables: input },
  result: { data: { checkAccountSecurityToken: state } },
});

/** The server secures the account. */
const secured = (emailRestored: boolean, resetLinkSentTo: string | null): MockLink.MockedResponse => ({
  request: { query: SecureAccountMutation, variables: input },
  result: { data: { secureAccount: { __typename: 'SecureAccountPayload', emailRestored, resetLinkSentTo } } },
});

/** Renders the page at `url` with the server's answers `mocks`, with a session stored in the browser. */
function renderSecure(mocks: MockLink.MockedResponse[], url = `/account/secure?token=${LINK_TOKEN}`) {
  setToken(SESSION_TOKEN);
  return renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[url]}>
          <SecureAccountPage />
        </MemoryRouter>
      </MockedProvider>
    </SessionProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Waits for the confirm step and clicks "Secure my account". */
async function confirm() {
  await heading('Secure your account');
  await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
}

/** Expects the page to say its link does not work, with the way to reset the password. */
function expectResetPasswordInstead() {
  expect(screen.getByRole('link', { name: 'Reset my password' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
  expect(screen.queryByRole('button', { name: 'Secure my account' })).toBeNull();
}

describe('SecureAccountPage', () => {
  it('says a link without its token is incomplete, without asking the server', async () => {
    renderSecure([], '/account/secure');
    expect(await heading('This link is incomplete')).toBeTruthy();
    expect(screen.getByText(/Part of the link is missing\. Open it again from the e-mail/)).toBeTruthy();
    expectResetPasswordInstead();
    expect(document.title).toBe('Secure your account · Stairway');
  });

  it('says it is checking the link while the server answers', async () => {
    renderSecure([neverAnswers(CheckAccountSecurityTokenQuery)]);
    expect(await heading('Checking your link')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking your link. This only takes a moment.');
    expect(screen.queryByRole('button', { name: 'Secure my account' })).toBeNull();
  });

  it.each([
    ['USED', 'This link has already been used', /Your account was secured when this link was first used/],
    ['EXPIRED', 'This link has expired', /“This wasn’t me” links work for 7 days\./],
    ['INVALID', 'This link doesn’t work', /We don’t recognise this link\./],
  ] as const)('says a %s link does not work: "%s"', async (state, title, text) => {
    renderSecure([checked(state)]);
    expect(await heading(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expectResetPasswordInstead();
  });

  it('explains what securing the account does before one confirm click, or leaving it as it is', async () => {
    renderSecure([checked('VALID')]);
    expect(await heading('Secure your account')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'sign your account out on every device, this one included;',
      'stop your current password working, so whoever knows it cannot sign in;',
      'put your e-mail address back to the one this link was sent to, if it was changed;',
      'e-mail you a link to choose a new password.',
    ]);
    expect(screen.getByRole('button', { name: 'Secure my account' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'It was me: leave everything as it is' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot be clicked twice while the account is being secured', async () => {
    renderSecure([checked('VALID'), neverAnswers(SecureAccountMutation)]);
    await confirm();
    const button = screen.getByRole('button', { name: 'Secure my account' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Your account is secured' })).toBeNull();
  });

  it('secures the account, puts the e-mail address back and says where the reset link went', async () => {
    renderSecure([checked('VALID'), secured(true, 'amelia@example.com')]);
    await confirm();
    expect(await heading('Your account is secured')).toBeTruthy();
    expect(
      screen.getByText(
        'We have signed your account out on every device and stopped your old password. Your e-mail address is amelia@example.com again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('secure-account-next').textContent).toBe(
      `What to do next: open the e-mail we have just sent to amelia@example.com and choose a new password. The link in it works for ${RESET_PASSWORD_TTL_MINUTES} minutes; if it expires, ask for a new one.`,
    );
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    // The server signed every session out: this browser forgets its own.
    expect(getToken()).toBeNull();
  });

  it('does not claim the e-mail address was put back when it had not changed', async () => {
    renderSecure([checked('VALID'), secured(false, 'amelia@example.com')]);
    await confirm();
    expect(await heading('Your account is secured')).toBeTruthy();
    expect(
      screen.getByText('We have signed your account out on every device and stopped your old password.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Your e-mail address is/)).toBeNull();
    expect(within(screen.getByTestId('secure-account-next')).getByText('amelia@example.com')).toBeTruthy();
  });

  it('says when the old e-mail address could not be put back and no reset link was sent', async () => {
    renderSecure([checked('VALID'), secured(false, null)]);
    await confirm();
    expect(await heading('Your account is secured')).toBeTruthy();
    expect(screen.getByTestId('secure-account-next').textContent).toMatch(
      /^We could not put your old e-mail address back, because another Stairway account uses it now, so we have not sent a reset link\./,
    );
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).toBeNull();
    expect(getToken()).toBeNull();
  });

  it.each([
    ['TOKEN_USED', 'This link has already been used'],
    ['TOKEN_EXPIRED', 'This link has expired'],
    ['TOKEN_INVALID', 'This link doesn’t work'],
  ] as const)('says so when the link stops working before the click (%s)', async (code, title) => {
    renderSecure([
      checked('VALID'),
      answersWithErrors(SecureAccountMutation, [serverError('The link no longer works', code)], input),
    ]);
    await confirm();
    expect(await heading(title)).toBeTruthy();
    expectResetPasswordInstead();
    expect(getToken()).toBe(SESSION_TOKEN);
  });

  it('says when securing failed, keeps the session, and secures the account on a second try', async () => {
    renderSecure([
      checked('VALID'),
      failsOnTheNetwork(SecureAccountMutation),
      secured(true, 'a@example.com'),
    ]);
    await confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'We couldn’t secure your account just now. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Secure your account' })).toBeTruthy();
    expect(getToken()).toBe(SESSION_TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect(await heading('Your account is secured')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a rate-limited attempt failed, without treating the link as broken', async () => {
    renderSecure([
      checked('VALID'),
      answersWithErrors(SecureAccountMutation, [serverError('Too many attempts', 'RATE_LIMITED')]),
    ]);
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We couldn’t secure your account just now/,
    );
    expect(screen.getByRole('button', { name: 'Secure my account' })).toBeTruthy();
  });
});
