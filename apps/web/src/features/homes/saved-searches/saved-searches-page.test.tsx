/**
 * The Saved searches page (/saved-searches): skeletons while the list loads, an empty state leading to Explore homes,
 * an error with Try again that loads the list again, each search shown as a card (its name, sentence, dates and
 * alerts), and the note asking to confirm the e-mail address when alerts are on but cannot go out yet.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { findAlert } from '../../../testing/fields';
import { failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetSavedSearchesQuery } from './saved-searches-graphql';
import { SavedSearchesPage } from './saved-searches-page';
import { LEEDS_CRITERIA } from './testing/leeds-search';

/** A saved search as the server answers it. */
function savedSearch(overrides: {
  id: string;
  name: string;
  alertsEnabled?: boolean;
  lastAlertSentAt?: string;
}) {
  return {
    __typename: 'SavedSearch',
    summary: 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms',
    alertsEnabled: true,
    createdAt: '2026-11-29T10:00:00Z',
    lastAlertSentAt: null,
    ...overrides,
    criteria: LEEDS_CRITERIA,
  };
}

function answersWith(searches: ReturnType<typeof savedSearch>[]): MockLink.MockedResponse {
  return { request: { query: GetSavedSearchesQuery }, result: { data: { getSavedSearches: searches } } };
}

function renderPage(mocks: MockLink.MockedResponse[], { verified = true } = {}) {
  const session = {
    me: { user: { id: 'user-1', emailVerified: verified } },
    loading: false,
    refetch: vi.fn(),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <SavedSearchesPage />
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

const CONFIRM_NOTE = 'Confirm your e-mail address to get alerts';

describe('SavedSearchesPage', () => {
  it('shows skeletons, and nothing else, while the list loads', async () => {
    renderPage([neverAnswers(GetSavedSearchesQuery)]);
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toBeTruthy();
    const loading = screen.getByLabelText('Loading your saved searches');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading your saved searches')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/You haven’t saved any searches yet/)).toBeNull();
  });

  it('leads to Explore homes when nothing is saved yet', async () => {
    renderPage([answersWith([])]);
    expect(await screen.findByText('You haven’t saved any searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore homes' }).getAttribute('href')).toBe(
      '/submit-a-home/explore',
    );
    expect(screen.queryByLabelText('Loading your saved searches')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the list could not be loaded, and Try again loads it', async () => {
    renderPage([
      failsOnTheNetwork(GetSavedSearchesQuery),
      answersWith([savedSearch({ id: 'a', name: 'Leeds' })]),
    ]);
    const alert = await findAlert('We couldn’t load your saved searches');
    expect(alert.textContent).toContain('Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Leeds' })).toBeTruthy();
    expect(screen.queryByText('We couldn’t load your saved searches')).toBeNull();
  });

  it('shows each search with its sentence, when it was saved and last e-mailed, and its alerts', async () => {
    renderPage([
      answersWith([
        savedSearch({ id: 'a', name: 'Leeds, 2 beds', lastAlertSentAt: '2026-12-01T07:00:00Z' }),
        savedSearch({ id: 'b', name: 'Quiet Leeds', alertsEnabled: false }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Leeds, 2 beds' });
    expect(within(first).getByText('Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms')).toBeTruthy();
    expect(within(first).getByText('Saved 29 November 2026 · last e-mail 1 December 2026')).toBeTruthy();
    const on = within(first).getByRole('switch', { name: /^Daily e-mail alerts/ }) as HTMLInputElement;
    expect(on.checked).toBe(true);
    expect(within(first).getByText('We’ll e-mail you new homes once a day')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Run search: Leeds, 2 beds' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Rename: Leeds, 2 beds' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete: Leeds, 2 beds' })).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Quiet Leeds' });
    expect(within(second).getByText('Saved 29 November 2026')).toBeTruthy();
    const off = within(second).getByRole('switch', { name: /^Daily e-mail alerts/ }) as HTMLInputElement;
    expect(off.checked).toBe(false);
    expect(within(second).getByText('Off: we won’t e-mail you about this search')).toBeTruthy();
    expect(screen.getByText('You can keep up to 10 saved searches.')).toBeTruthy();
    expect(screen.queryByText(CONFIRM_NOTE)).toBeNull();
  });

  it('asks to confirm the e-mail address when alerts are on but the address is not confirmed', async () => {
    renderPage([answersWith([savedSearch({ id: 'a', name: 'Leeds' })])], { verified: false });
    await screen.findByRole('article', { name: 'Leeds' });
    expect(screen.getByText(CONFIRM_NOTE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm it now' }).getAttribute('href')).toBe(
      '/verify-email/code',
    );
  });

  it('does not ask to confirm the address when no search has alerts on', async () => {
    renderPage([answersWith([savedSearch({ id: 'a', name: 'Leeds', alertsEnabled: false })])], {
      verified: false,
    });
    await screen.findByRole('article', { name: 'Leeds' });
    expect(screen.queryByText(CONFIRM_NOTE)).toBeNull();
  });
});
