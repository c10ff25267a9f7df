/**
 * /ops/users: every applicant, newest first, 25 a page. A loader while they load, the count, each applicant's name,
 * address (marked when unconfirmed), when they joined, their application's state (a link to its review page) and
 * budget; searching by part of an address or name, and paging; and, when they could not be loaded, an alert saying
 * so with Try again.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { AllUsersQuery } from '../graphql/allUsers';
import { makeUser, usersPage } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { UsersPage } from './users-page';

/** Renders the page at /ops/users with the server's answers. */
function renderUsers(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<UsersPage />, { path: '/ops/users', mocks });
}

/** allUsers is asked for `page` with `search` (none unless told). */
const asked = (page: number, search: string | null = null) => ({ input: { search, page } });

describe('UsersPage', () => {
  it('shows a loader, and no table, while the users load', async () => {
    renderUsers([neverAnswers(AllUsersQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByLabelText('Loading users')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading users')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.title).toBe('Users · Stairway operators');
  });

  it('says there are no users, with no rows and no pages', async () => {
    renderUsers([answersOnce(AllUsersQuery, usersPage([]), asked(1))]);
    expect(await screen.findByText('0 users')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('lists each user with their application’s state linking to its review, and a dash where there is none', async () => {
    renderUsers([
      answersOnce(
        AllUsersQuery,
        usersPage([
          makeUser(),
          makeUser({
            id: 'user-2',
            email: 'tom@example.com',
            firstName: 'Tom',
            lastName: 'Brown',
            emailVerified: false,
            createdAt: '2026-06-15T23:30:00.000Z',
            applicationId: null,
            applicationState: null,
            budget: null,
          }),
        ]),
        asked(1),
      ),
    ]);
    expect(await screen.findByText('2 users')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'E-mail address',
      'Joined',
      'Application',
      'Budget',
    ]);
    const [, jane, tom] = screen.getAllByRole('row') as HTMLElement[];
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(jane)).toEqual([
      'Jane Smith',
      'jane@example.com',
      '1 Nov 2026, 12:00',
      'In review',
      '£250,000',
    ]);
    // 23:30 UTC in June is the next day in the UK.
    expect(cells(tom)).toEqual(['Tom Brown', 'tom@example.comUnconfirmed', '16 Jun 2026, 00:30', '–', '–']);
    expect(
      within(jane as HTMLElement)
        .getByRole('link', { name: 'In review' })
        .getAttribute('href'),
    ).toBe('/ops/applications/app-1');
    expect(within(tom as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('searches by what is typed, from the first page, and pages through the results', async () => {
    const user = userEvent.setup();
    const secondPage = vi.fn(() => ({
      data: usersPage(
        [makeUser({ id: 'user-26', firstName: 'Zoe', lastName: 'Smith', email: 'zoe@example.com' })],
        26,
      ),
    }));
    renderUsers([
      answersOnce(AllUsersQuery, usersPage([makeUser()], 40), asked(1)),
      answersOnce(AllUsersQuery, usersPage([makeUser()], 26), asked(1, 'smith')),
      { request: { query: AllUsersQuery, variables: asked(2, 'smith') }, result: secondPage },
    ]);
    expect(await screen.findByText('40 users')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Search/ }), '  smith ');
    expect(await screen.findByText('26 users')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Zoe Smith')).toBeTruthy();
    expect(secondPage).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  });

  it('says the users could not be loaded, with no count or table, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderUsers([
      failsOnTheNetwork(AllUsersQuery, asked(1)),
      answersOnce(AllUsersQuery, usersPage([makeUser()]), asked(1)),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The users could not be loaded');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/^\d+ users?$/)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 user')).toBeTruthy();
    expect(screen.getByText('Jane Smith')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the users could not be loaded when the server fails', async () => {
    renderUsers([answersWithErrors(AllUsersQuery, [serverError('Something broke')], asked(1))]);
    expect((await screen.findByRole('alert')).textContent).toContain('The users could not be loaded');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
