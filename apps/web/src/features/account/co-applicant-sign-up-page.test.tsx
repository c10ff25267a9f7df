/**
 * The co-applicant's sign-up page (decision 015): a link that a newer one replaced says so, and does not send
 * them to sign in with a password they never chose; a link they used does.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { renderWithMantine } from '../../testing/render';
import { CoApplicantSignUpPage } from './co-applicant-sign-up-page';
import { CoApplicantSignUpMutation } from './graphql/coApplicantSignUp';

const REPLACED =
  'A newer link has been sent, so this one no longer works. Open the link in the latest e-mail from Stairway, or ask the person who added you to send a new one.';
const USED = 'This link has already been used. Sign in with the e-mail address and password you chose.';
const password = 'quiet harbour lantern';

function renderPage(message: string, replaced: boolean) {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CoApplicantSignUpMutation, variables: { input: { token: 'old-link', password } } },
      result: {
        errors: [new GraphQLError(message, { extensions: { code: 'TOKEN_USED', field: 'token', replaced } })],
      },
    },
  ];
  return renderWithMantine(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/co-applicant/sign-up?token=old-link']}>
          <CoApplicantSignUpPage />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

async function choosePassword() {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save my password and continue' }));
  return screen.findByRole('alert', {}, { timeout: 5000 });
}

describe('CoApplicantSignUpPage', () => {
  it('says a replaced link was replaced, without sending them to sign in', async () => {
    renderPage(REPLACED, true);
    const alert = await choosePassword();
    expect(alert.textContent).toContain('A newer link has been sent');
    expect(alert.textContent).not.toContain('password you chose');
    expect(screen.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  });

  it('sends someone who used their link to sign in', async () => {
    renderPage(USED, false);
    const alert = await choosePassword();
    expect(alert.textContent).toContain('password you chose');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
