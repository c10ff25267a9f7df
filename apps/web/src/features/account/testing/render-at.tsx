/**
 * Renders a page as the app does for the tests of the account, waitlist and saved-search pages: Mantine, the
 * session (signed out, or a signed-in applicant given by the test through the profile's context, as
 * settings-page.test.tsx does), Apollo's MockedProvider with the test's answers, and a data router at the page's
 * address. Any other address shows "Now at <path and query>", so that a test sees where the page went.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RenderResult } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MeQuery } from '../../../gql/graphql';
import { ProfileSessionContext, type Session, SessionProvider } from '../../../lib/session';
import { renderWithMantine } from '../../../testing/render';

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

/** The signed-in applicant's profile, as the `me` query answers it. */
export type Me = NonNullable<MeQuery['me']>;

/**
 * A signed-in applicant's session, as ProfileProvider gives it to the pages: `me` as told, not loading, and
 * `signIn`, `replaceToken`, `signOut` and `refetch` recorded (each resolves at once).
 * @param me the profile (undefined while it loads, with `loading`)
 * @param overrides the session's other fields the test cares about, e.g. `loading: true`
 */
export function signedIn(me: Me | undefined, overrides: Partial<Session> = {}): Session {
  return {
    token: 'applicant-token',
    role: 'applicant',
    landlordToken: null,
    me,
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(async () => undefined),
    replaceToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
    ...overrides,
  };
}

/**
 * A signed-in applicant's user record, with an unconfirmed address and no application unless told.
 * @param user the user's fields the test cares about
 * @param application the application, if the page reads it
 */
export function makeMe(user: Partial<Me['user']> = {}, application: Me['application'] = null): Me {
  return {
    user: {
      id: 'user-1',
      firstName: 'Amelia',
      middleName: null,
      lastName: 'Hughes',
      email: 'amelia@example.com',
      emailVerified: false,
      ...user,
    },
    application,
  } as Me;
}

/**
 * Renders `ui` at `url`.
 * @param ui the page
 * @param url the address, with its query, e.g. /verify-email?token=abc
 * @param mocks the server's answers
 * @param session a signed-in session (signedIn); signed out (nothing stored) without it
 * @returns Testing Library's render result
 */
export function renderAt(
  ui: ReactElement,
  {
    url = '/',
    mocks = [],
    session,
  }: { url?: string; mocks?: MockLink.MockedResponse[]; session?: Session } = {},
): RenderResult {
  const path = url.split('?')[0] || '/';
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const page = <RouterProvider router={router} />;
  return renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        {session ? (
          <ProfileSessionContext.Provider value={session}>{page}</ProfileSessionContext.Provider>
        ) : (
          page
        )}
      </MockedProvider>
    </SessionProvider>,
  );
}

/**
 * The server answers `query` with `data`, once.
 * @param variables the variables the request must have, or a matcher; any by default
 */
export function answers(
  query: DocumentNode,
  data: Record<string, unknown>,
  variables: Record<string, unknown> | ((variables: Record<string, unknown>) => boolean) = () => true,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { data } };
}
