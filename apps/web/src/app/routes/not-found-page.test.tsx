/**
 * The 404 page: it says the page cannot be found and why that may be, names the document so, and offers the way
 * back to Stairway's home page.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page cannot be found, and links back to Stairway', async () => {
    renderRoute(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeTruthy();
    expect(screen.getByText('The link may be old, or the address mistyped.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Stairway' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Stairway'));
  });
});
