/**
 * The sign-in form's own checks (spec §2 "/login"; built on @mantine/form to keep /login's first load small): the
 * domain's schema names the field that is wrong, on submit and when a field is left, before anything is sent.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { renderWithMantine } from '../../testing/render';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderWithMantine(
    <SessionProvider>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('LoginPage', () => {
  it('names each empty field on submit, and sends nothing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The schema loads on first use, which in a test's transform can take a second or two.
    expect(await screen.findByText('Enter your password', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the e-mail address when the field is left', async () => {
    renderLogin();
    const email = screen.getByLabelText('E-mail address');
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    await userEvent.clear(email);
    await userEvent.type(email, 'amelia@example.com');
    await userEvent.tab();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).not.toBe('true'));
  });
});
