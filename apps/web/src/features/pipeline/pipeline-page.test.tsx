/**
 * /pipeline (spec §2, §6): signed out, the viewer's sign-in; with the viewer's token, the dashboard and their own
 * "Your data", loading until the API answers, saying when it fails, and back to the sign-in when the server no
 * longer accepts the token or the viewer signs out. The page makes its own Apollo client, so the network is
 * `fetch`, answered here by operation name.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { PipelinePage } from './pipeline-page';

const TOKEN_KEY = 'stairway.pipelineToken';

/** A GraphQL answer. */
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` with `answer`, given each request's operation name; returns the stub. */
function network(answer: (operationName: string) => Promise<Response>) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}')) as { operationName: string };
    return answer(operationName);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  renderWithMantine(
    <MemoryRouter>
      <Notifications />
      <PipelinePage />
    </MemoryRouter>,
  );
}

describe('PipelinePage', () => {
  it('shows the sign-in when no viewer is signed in', () => {
    const fetch = network(() => new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pipeline' })).toBeNull();
    expect(document.title).toBe('Sign in · Pipeline · Stairway');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the dashboard, loading, with the viewer’s token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'viewer-token');
    const fetch = network(() => new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeTruthy();
    expect(screen.getByText('Loading applicants…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(document.title).toBe('Pipeline · Stairway');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer viewer-token');
  });

  it('says the applicants could not be loaded when the API cannot be reached', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'viewer-token');
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage();
    expect(
      await screen.findByText(
        'The applicants could not be loaded. Try again in a moment.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeTruthy();
    expect(await screen.findByText('Sorry, there was a network error')).toBeTruthy();
  });

  it('goes back to the sign-in when the server no longer accepts the token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    network(async () =>
      json({ data: null, errors: [{ message: 'Sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pipeline' })).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out on the server too, and shows the sign-in', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'viewer-token');
    const fetch = network((operationName) =>
      operationName === 'SignOut'
        ? Promise.resolve(
            json({ data: { signOut: { __typename: 'SignedOut', signedOutAt: '2026-11-30T12:00:00.000Z' } } }),
          )
        : new Promise(() => undefined),
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([, init]) =>
          String((init as RequestInit).body).includes('"operationName":"SignOut"'),
        ),
      ).toBe(true),
    );
  });
});
