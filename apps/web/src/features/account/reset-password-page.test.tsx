/**
 * The reset link's page checks the link before the form: a used link says "This link has already been used" with a way
 * to ask for a new one, and shows no password field; a working link shows the form.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { renderWithMantine } from '../../testing/render';
import { CheckPasswordResetTokenQuery } from './graphql/checkPasswordResetToken';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(state: 'VALID' | 'USED' | 'EXPIRED' | 'INVALID') {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CheckPasswordResetTokenQuery, variables: { input: { token: 'the-link' } } },
      result: { data: { checkPasswordResetToken: state } },
    },
  ];
  return renderWithMantine(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/reset-password?token=the-link']}>
          <ResetPasswordPage />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

describe('ResetPasswordPage', () => {
  it('says a used link has been used before any password is typed, with a way to ask for a new one', async () => {
    renderPage('USED');
    expect(
      await screen.findByRole('heading', { name: 'This link has already been used' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says an expired link has expired', async () => {
    renderPage('EXPIRED');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows the form for a link that works', async () => {
    renderPage('VALID');
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });
});
