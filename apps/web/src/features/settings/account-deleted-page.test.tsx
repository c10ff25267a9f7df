/**
 * /account-deleted (decision 050): says the account is deleted and the person signed out, what is kept and until
 * when (from the navigation's state or the address), and offers a way back to the home page.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { AccountDeletedPage } from './account-deleted-page';

function renderAt(entry: string | { pathname: string; state: unknown }) {
  renderWithMantine(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/account-deleted" element={<AccountDeletedPage />} />
        <Route path="/" element={<h1>Stairway home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AccountDeletedPage', () => {
  it('says the account is deleted, that nothing else is kept, and names the tab', () => {
    renderAt('/account-deleted');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeTruthy();
    expect(screen.getByText(/You’ve been signed out on every device/)).toBeTruthy();
    expect(screen.getByText('We keep nothing else about you.')).toBeTruthy();
    expect(document.title).toBe('Your account has been deleted · Stairway');
  });

  it('says until when the submitted application’s record is kept, from the address', () => {
    renderAt(`/account-deleted?keptUntil=${encodeURIComponent('2032-11-29T12:00:00.000Z')}`);
    expect(screen.getByText(/until 29 November 2032, then erase it/)).toBeTruthy();
    expect(screen.queryByText('We keep nothing else about you.')).toBeNull();
  });

  it('says so too from the navigation’s state', () => {
    renderAt({ pathname: '/account-deleted', state: { keptUntil: '2033-01-15T12:00:00.000Z' } });
    expect(screen.getByText(/until 15 January 2033/)).toBeTruthy();
  });

  it('leads back to Stairway’s home page', async () => {
    renderAt('/account-deleted');
    const back = screen.getByRole('link', { name: 'Go to Stairway’s home page' });
    expect(back.getAttribute('href')).toBe('/');
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Stairway home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your account has been deleted' })).toBeNull();
  });
});
