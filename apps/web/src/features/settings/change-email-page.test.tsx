/**
 * Changing the e-mail address (spec §2 /settings/email): the new address is checked with the domain's
 * checkNewEmailInputSchema next to the field before anything is sent; the server's refusal shows beside the
 * field, a failure to reach it in an alert, and a sent link is confirmed with the address it went to.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { expectFieldError, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { ChangeEmailPage } from './change-email-page';
import { CheckNewEmailMutation } from './graphql/checkNewEmail';

const FIELD = 'New e-mail address';
const NEW_EMAIL = 'amelia.new@example.com';

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <ChangeEmailPage />
        </MemoryRouter>
      </MockedProvider>
    </SessionProvider>,
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));

describe('ChangeEmailPage', () => {
  it('asks for the new address when it is left empty, and sends nothing', async () => {
    renderPage();
    await send();
    await expectFieldError(FIELD, 'Enter your e-mail address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an address that is not one', async () => {
    renderPage();
    fill(FIELD, 'amelia-at-example');
    await send();
    await expectFieldError(
      FIELD,
      'Enter an e-mail address in the right format, for example name@example.com',
    );
  });

  it('shows the server’s refusal next to the field', async () => {
    const message = 'This is already your e-mail address.';
    renderPage([answersWithErrors(CheckNewEmailMutation, [badUserInput('email', message)])]);
    fill(FIELD, NEW_EMAIL);
    await send();
    await expectFieldError(FIELD, message);
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it('says the link was not sent when the server cannot be reached', async () => {
    renderPage([failsOnTheNetwork(CheckNewEmailMutation)]);
    fill(FIELD, NEW_EMAIL);
    await send();
    await findAlert("We couldn't send the link just now. Check your connection and try again.");
    expect((screen.getByLabelText(FIELD) as HTMLInputElement).value).toBe(NEW_EMAIL);
  });

  it('says where the link was sent', async () => {
    renderPage([
      {
        request: { query: CheckNewEmailMutation, variables: { input: { email: NEW_EMAIL } } },
        result: {
          data: { checkNewEmail: { __typename: 'CheckNewEmailPayload', email: NEW_EMAIL, sent: true } },
        },
      },
    ]);
    fill(FIELD, NEW_EMAIL);
    await send();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(NEW_EMAIL)).toBeTruthy();
  });
});
