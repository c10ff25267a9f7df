/**
 * The "Save this search" dialog: the name suggested from the search's sentence (cut to 60 characters), checked with
 * the domain's savedSearchInputSchema before anything is sent; the server's refusal of the name (the limit of 10)
 * shown on the field, any other refusal in an alert, a network failure leaving the dialog open; and a good save, with
 * its exact variables, closing the dialog with the "Search saved." toast. The note about confirming the e-mail address
 * follows the alerts switch.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Notifications, notifications } from '@mantine/notifications';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import SaveSearchModal from './save-search-modal';
import { SaveSearchMutation } from './saved-searches-graphql';
import { LEEDS_CRITERIA } from './testing/leeds-search';

const LEEDS: HomeSearchCriteriaInput = {
  near: { place: 'Leeds', radiusMiles: 3 },
  maxPrice: 250_000,
  bedrooms: '2',
};
const LEEDS_SENTENCE = 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms';

// Mantine keeps its toasts in a module-wide store: one test's toast must not be read by the next.
beforeEach(() => notifications.clean());

function renderModal({
  mocks = [],
  criteria = LEEDS,
  verified = true,
}: {
  mocks?: MockLink.MockedResponse[];
  criteria?: HomeSearchCriteriaInput;
  verified?: boolean;
} = {}) {
  const onClose = vi.fn();
  const session = {
    me: { user: { id: 'user-1', emailVerified: verified } },
    loading: false,
    refetch: vi.fn(),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <Notifications />
          <SaveSearchModal opened onClose={onClose} criteria={criteria} />
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return onClose;
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save search' }));

/** The saved search as the server answers it. */
function saved(name: string, alertsEnabled: boolean) {
  return {
    __typename: 'SavedSearch',
    id: 'search-1',
    name,
    summary: LEEDS_SENTENCE,
    alertsEnabled,
    createdAt: '2026-11-29T10:00:00Z',
    lastAlertSentAt: null,
    criteria: LEEDS_CRITERIA,
  };
}

describe('SaveSearchModal', () => {
  it('describes the search and suggests its sentence as the name, with alerts on', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog.textContent).toContain(LEEDS_SENTENCE);
    expect(nameField().value).toBe(LEEDS_SENTENCE);
    expect((screen.getByRole('switch', { name: /E-mail me new homes/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByText(/Alerts start once you confirm your e-mail address/)).toBeNull();
  });

  it('cuts a long suggested name to 60 characters, ending it with an ellipsis', async () => {
    renderModal({
      criteria: {
        postcodes: ['LS6', 'LS7', 'LS8'],
        type: 'Semi detached',
        minPrice: 150_000,
        maxPrice: 250_000,
        bedrooms: '3+',
        maxRent: 1200,
        withinBudget: true,
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = nameField().value;
    expect(name).toHaveLength(60);
    expect(name.endsWith('…')).toBe(true);
    // The whole sentence still describes the search above the field.
    expect(dialog.textContent).toContain(name.slice(0, -1));
    expect(dialog.textContent).toContain('within my budget');
  });

  it('asks for a name when it is left empty, and sends nothing', async () => {
    const answer = vi.fn(() => ({ data: { saveSearch: saved('x', true) } }));
    const onClose = renderModal({
      mocks: [{ request: { query: SaveSearchMutation, variables: () => true }, result: answer }],
    });
    await screen.findByRole('dialog', { name: 'Save this search' });
    fill(/^Name/, '   ');
    await save();
    await expectFieldError(/^Name/, 'Give the search a name');
    expect(answer).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name longer than 60 characters', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: 'Save this search' });
    fill(/^Name/, 'A'.repeat(61));
    await save();
    await expectFieldError(/^Name/, 'Give the search a name of at most 60 characters');
  });

  it('shows the server’s refusal of the name (the limit of 10) on the name field', async () => {
    const onClose = renderModal({
      mocks: [
        answersWithErrors(SaveSearchMutation, [
          badUserInput('name', 'You already have 10 saved searches. Delete one to save this search.'),
        ]),
      ],
    });
    await screen.findByRole('dialog', { name: 'Save this search' });
    await save();
    await expectFieldError(/^Name/, 'You already have 10 saved searches. Delete one to save this search.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that belongs to no field in an alert, and keeps the dialog open', async () => {
    const onClose = renderModal({
      mocks: [
        answersWithErrors(SaveSearchMutation, [serverError('Please sign in again.', 'UNAUTHENTICATED')]),
      ],
    });
    await screen.findByRole('dialog', { name: 'Save this search' });
    await save();
    await findAlert('Please sign in again.');
    expect(nameField().getAttribute('aria-invalid')).not.toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the name when the server cannot be reached', async () => {
    const onClose = renderModal({ mocks: [failsOnTheNetwork(SaveSearchMutation)] });
    await screen.findByRole('dialog', { name: 'Save this search' });
    fill(/^Name/, 'Leeds, 2 beds');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save search' }).hasAttribute('data-loading')).toBe(false),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/Search saved/)).toBeNull();
    expect(nameField().value).toBe('Leeds, 2 beds');
  });

  it('saves the name, alerts and search exactly, then closes and says so with a link to Saved searches', async () => {
    const answer = vi.fn(() => ({ data: { saveSearch: saved('Leeds, 2 beds', false) } }));
    const onClose = renderModal({
      mocks: [{ request: { query: SaveSearchMutation, variables: () => true }, result: answer }],
    });
    await screen.findByRole('dialog', { name: 'Save this search' });
    fill(/^Name/, 'Leeds, 2 beds');
    await userEvent.click(screen.getByRole('switch', { name: /E-mail me new homes/ }));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledWith({
      input: {
        name: 'Leeds, 2 beds',
        alertsEnabled: false,
        criteria: { near: { place: 'Leeds', radiusMiles: 3 }, maxPrice: 250_000, bedrooms: '2' },
      },
    });
    expect(await screen.findByText(/Search saved\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your saved searches' }).getAttribute('href')).toBe(
      '/saved-searches',
    );
  });

  it('says alerts wait for a confirmed e-mail address while they are on, and not once they are off', async () => {
    renderModal({ verified: false });
    await screen.findByRole('dialog', { name: 'Save this search' });
    expect(screen.getByText(/Alerts start once you confirm your e-mail address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm it now' }).getAttribute('href')).toBe(
      '/verify-email/code',
    );
    await userEvent.click(screen.getByRole('switch', { name: /E-mail me new homes/ }));
    await waitFor(() =>
      expect(screen.queryByText(/Alerts start once you confirm your e-mail address/)).toBeNull(),
    );
  });
});
