/**
 * One saved search's actions on the Saved searches page (the card, with the page's real list in Apollo's cache):
 * the daily alerts switch (sent at once, put back with a message when it fails), Run search (explore with the search
 * in its URL), Delete (asks first; gone from the list once deleted, kept when the server refuses) and Rename (checked
 * before sending, the server's refusal on the field).
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { expectFieldError, fill } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import {
  DeleteSavedSearchMutation,
  GetSavedSearchesQuery,
  UpdateSavedSearchMutation,
} from './saved-searches-graphql';
import { SavedSearchesPage } from './saved-searches-page';
import { LEEDS_CRITERIA } from './testing/leeds-search';

const NAME = 'Leeds, 2 beds';

/** The saved search as the server answers it. */
function leeds(changes: { name?: string; alertsEnabled?: boolean } = {}) {
  return {
    __typename: 'SavedSearch',
    id: 'search-1',
    name: NAME,
    summary: 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms',
    alertsEnabled: true,
    createdAt: '2026-11-29T10:00:00Z',
    lastAlertSentAt: null,
    ...changes,
    criteria: LEEDS_CRITERIA,
  };
}

const list: MockLink.MockedResponse = {
  request: { query: GetSavedSearchesQuery },
  result: { data: { getSavedSearches: [leeds()] } },
};

/** Where Run search leads, as the explore page would read it. */
function ExploreStandIn() {
  const location = useLocation();
  return <p>Explore at {`${location.pathname}${location.search}`}</p>;
}

async function renderCard(mocks: MockLink.MockedResponse[] = []) {
  const session = {
    me: { user: { id: 'user-1', emailVerified: true } },
    loading: false,
    refetch: vi.fn(),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={[list, ...mocks]}>
        <MemoryRouter initialEntries={['/saved-searches']}>
          <Routes>
            <Route path="/saved-searches" element={<SavedSearchesPage />} />
            <Route path="/submit-a-home/explore" element={<ExploreStandIn />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return screen.findByRole('article', { name: NAME });
}

const alertsSwitch = (card: HTMLElement) =>
  within(card).getByRole('switch', { name: /^Daily e-mail alerts/ }) as HTMLInputElement;

/** Presses Delete on the card and confirms in the dialog that asks. */
async function deleteAndConfirm(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: `Delete: ${NAME}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
  expect(dialog.textContent).toContain('We’ll stop e-mailing you about it.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('SavedSearchCard', () => {
  it('turns the alerts off with the search’s id, and says they are off', async () => {
    const answer = vi.fn(() => ({ data: { updateSavedSearch: leeds({ alertsEnabled: false }) } }));
    const card = await renderCard([
      { request: { query: UpdateSavedSearchMutation, variables: () => true }, result: answer },
    ]);
    await userEvent.click(alertsSwitch(card));
    await waitFor(() =>
      expect(answer).toHaveBeenCalledWith({ input: { id: 'search-1', alertsEnabled: false } }),
    );
    await waitFor(() =>
      expect(within(card).getByText('Off: we won’t e-mail you about this search')).toBeTruthy(),
    );
    expect(alertsSwitch(card).checked).toBe(false);
  });

  it('puts the switch back and says so when the alerts cannot be changed', async () => {
    const card = await renderCard([
      answersWithErrors(UpdateSavedSearchMutation, [serverError('Something went wrong')]),
    ]);
    await userEvent.click(alertsSwitch(card));
    await waitFor(() =>
      expect(within(card).getByText('The alerts could not be changed. Please try again.')).toBeTruthy(),
    );
    expect(alertsSwitch(card).checked).toBe(true);
    expect(within(card).getByText('We’ll e-mail you new homes once a day')).toBeTruthy();
  });

  it('puts the switch back when the server cannot be reached', async () => {
    const card = await renderCard([failsOnTheNetwork(UpdateSavedSearchMutation)]);
    await userEvent.click(alertsSwitch(card));
    await waitFor(() =>
      expect(within(card).getByText('The alerts could not be changed. Please try again.')).toBeTruthy(),
    );
    expect(alertsSwitch(card).checked).toBe(true);
  });

  it('runs the search on Explore homes, with the search in the URL', async () => {
    const card = await renderCard();
    const run = within(card).getByRole('link', { name: `Run search: ${NAME}` });
    expect(run.textContent).toContain('Run search');
    await userEvent.click(run);
    expect(
      await screen.findByText(
        'Explore at /submit-a-home/explore?place=Leeds&radius=3&maxPrice=250000&budget=any&beds=2',
      ),
    ).toBeTruthy();
  });

  it('asks before deleting, and keeps the search when the person keeps it', async () => {
    const answer = vi.fn(() => ({ data: { deleteSavedSearch: true } }));
    const card = await renderCard([
      { request: { query: DeleteSavedSearchMutation, variables: () => true }, result: answer },
    ]);
    await userEvent.click(within(card).getByRole('button', { name: `Delete: ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answer).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: NAME })).toBeTruthy();
  });

  it('deletes the search once confirmed, leaving the empty page', async () => {
    const answer = vi.fn(() => ({ data: { deleteSavedSearch: true } }));
    const card = await renderCard([
      { request: { query: DeleteSavedSearchMutation, variables: () => true }, result: answer },
    ]);
    await deleteAndConfirm(card);
    expect(answer).toHaveBeenCalledWith({ input: { id: 'search-1' } });
    expect(await screen.findByText('You haven’t saved any searches yet')).toBeTruthy();
    expect(screen.queryByRole('article', { name: NAME })).toBeNull();
  });

  it('keeps the search in the list when the server refuses to delete it, and says why on the card', async () => {
    const card = await renderCard([
      answersWithErrors(DeleteSavedSearchMutation, [
        serverError('That saved search was not found', 'NOT_FOUND'),
      ]),
    ]);
    await deleteAndConfirm(card);
    expect((await within(card).findByRole('alert')).textContent).toBe('That saved search was not found');
    expect(screen.getByRole('article', { name: NAME })).toBeTruthy();
    expect(screen.queryByText('You haven’t saved any searches yet')).toBeNull();
  });

  it('says on the card when the search could not be deleted for want of a connection', async () => {
    const card = await renderCard([failsOnTheNetwork(DeleteSavedSearchMutation)]);
    await deleteAndConfirm(card);
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The search could not be deleted. Please try again.',
    );
    expect(screen.getByRole('article', { name: NAME })).toBeTruthy();
  });

  it('renames the search, checking the name first', async () => {
    const answer = vi.fn(() => ({ data: { updateSavedSearch: leeds({ name: 'Headingley' }) } }));
    const card = await renderCard([
      { request: { query: UpdateSavedSearchMutation, variables: () => true }, result: answer },
    ]);
    await userEvent.click(within(card).getByRole('button', { name: `Rename: ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this search' });
    fill(/^Name/, ' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await expectFieldError(/^Name/, 'Give the search a name');
    expect(answer).not.toHaveBeenCalled();

    fill(/^Name/, 'Headingley');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answer).toHaveBeenCalledWith({ input: { id: 'search-1', name: 'Headingley' } });
    expect(await screen.findByRole('article', { name: 'Headingley' })).toBeTruthy();
  });

  it('shows the server’s refusal of a new name on the field, and keeps the dialog open', async () => {
    const card = await renderCard([
      answersWithErrors(UpdateSavedSearchMutation, [
        badUserInput('name', 'The name can’t contain hidden characters, such as ones copied with formatting'),
      ]),
    ]);
    await userEvent.click(within(card).getByRole('button', { name: `Rename: ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this search' });
    fill(/^Name/, 'Headingley');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await expectFieldError(/^Name/, 'The name can’t contain hidden characters');
    expect(screen.getByRole('dialog', { name: 'Rename this search' })).toBeTruthy();
  });
});
