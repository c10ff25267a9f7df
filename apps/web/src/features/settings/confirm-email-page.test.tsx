/**
 * Confirming a new e-mail address from its link (spec §2 /settings/email/confirm): an incomplete link, the
 * check in progress, a link the server refuses (its message), a check that could not be made (with a retry),
 * and the address confirmed.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { ConfirmEmailPage } from './confirm-email-page';
import { VerifyNewEmailTokenMutation } from './graphql/verifyNewEmailToken';

const TOKEN = 'a1b2c3d4e5f6';
const WAIT = { timeout: 5000 };

function renderPage(mocks: MockLink.MockedResponse[], search = `?token=${TOKEN}`) {
  renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[`/settings/email/confirm${search}`]}>
          <ConfirmEmailPage />
        </MemoryRouter>
      </MockedProvider>
    </SessionProvider>,
  );
}

describe('ConfirmEmailPage', () => {
  it('says a link without its token is not complete', () => {
    renderPage([], '');
    expect(screen.getByRole('heading', { name: 'This link is not complete' })).toBeTruthy();
  });

  it('says it is checking the link while the server answers', () => {
    renderPage([neverAnswers(VerifyNewEmailTokenMutation)]);
    expect(screen.getByRole('heading', { name: 'Checking your link' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Confirming your new e-mail address');
  });

  it('says why the server refused the link', async () => {
    const message = 'This link has expired. Ask for a new one from your settings.';
    renderPage([answersWithErrors(VerifyNewEmailTokenMutation, [serverError(message, 'BAD_USER_INPUT')])]);
    expect(await screen.findByRole('heading', { name: 'This link doesn’t work' }, WAIT)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('offers to try again when the link could not be checked', async () => {
    renderPage([
      failsOnTheNetwork(VerifyNewEmailTokenMutation),
      {
        request: { query: VerifyNewEmailTokenMutation, variables: { input: { token: TOKEN } } },
        result: {
          data: {
            verifyNewEmailToken: { __typename: 'AccountEmailPayload', email: 'amelia.new@example.com' },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: "We couldn't check your link" }, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address has changed' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('amelia.new@example.com')).toBeTruthy();
  });
});
