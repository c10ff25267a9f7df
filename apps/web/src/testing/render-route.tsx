/**
 * Renders a page (or a part that links or navigates) as the app does, for component tests of the web Vitest
 * project: Mantine (testing/render.tsx), the session (signed out, or a signed-in applicant given by the test
 * through the profile's context), Apollo's MockedProvider with the test's answers, and a data router (which the
 * pages' unsaved-changes guard needs) at the page's address. Any other address shows "Now at <path and query>",
 * so that a test sees where the page went. Also the signed-in applicant's session and profile, and one answer
 * of the server, as the pages' tests make them.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RenderResult } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ComponentProps, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MeQuery } from '../gql/graphql';
import { ProfileSessionContext, type Session, SessionProvider } from '../lib/session';
import { renderWithMantine } from './render';

/** Any other address: says "Now at <path and query>", so a test can see where the page went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

/** How renderRoute renders the page. */
export type RouteOptions = {
  /** The address opened, with any query, e.g. `/verify-email?token=abc`; `/` unless told. */
  url?: string;
  /** The route's pattern, e.g. `/ops/applications/:applicationId`; the url's path unless told. */
  path?: string;
  /** The server's answers (Apollo's MockedProvider). */
  mocks?: MockLink.MockedResponse[];
  /** A signed-in session (signedIn), given through the profile's context; signed out (nothing stored) without. */
  session?: Session;
  /** The Apollo cache, when the page needs its own keys; MockedProvider's own unless told. */
  cache?: ComponentProps<typeof MockedProvider>['cache'];
  /** Wraps Apollo's provider and the router in more providers, e.g. the operators' console's own session. */
  wrap?: (tree: ReactElement) => ReactElement;
};

/**
 * Renders `ui` at `url` inside the app's providers; any other address says "Now at <path and query>".
 * @param ui the page or part
 * @param options the address, the route's pattern, the server's answers, the session, the cache and any more
 *   providers (RouteOptions)
 * @returns Testing Library's render result
 */
export function renderRoute(
  ui: ReactElement,
  { url = '/', path = url.split('?')[0] || '/', mocks = [], session, cache, wrap }: RouteOptions = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const page = <RouterProvider router={router} />;
  const apollo = (
    <MockedProvider mocks={mocks} cache={cache}>
      {session ? (
        <ProfileSessionContext.Provider value={session}>{page}</ProfileSessionContext.Provider>
      ) : (
        page
      )}
    </MockedProvider>
  );
  return renderWithMantine(<SessionProvider>{wrap ? wrap(apollo) : apollo}</SessionProvider>);
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
