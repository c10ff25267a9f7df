/**
 * Renders a page of the operators' console as the app does for its tests: Mantine, the console's own session
 * (OpsSessionProvider), Apollo's MockedProvider with the test's answers and a cache keyed as the console's, and a data
 * router at the page's URL. Any other path shows "Now at <path>", so that a test sees where a link or the page went.
 */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RenderResult } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { OpsSessionProvider } from '../hooks/use-ops-session';

/** Where the console keeps the operator's token (hooks/use-ops-session.tsx). */
const TOKEN_KEY = 'stairway.operatorToken';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * The console's cache keys (hooks/use-ops-session.tsx): an application under review is one object by its id, so a
 * decision's answer updates the page that shows it.
 * @returns a new cache
 */
export function opsCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ApplicationReview: { keyFields: ['applicationId'] },
      ApplicantSummary: { keyFields: ['id'] },
      AuditEntry: { keyFields: ['id'] },
      OperatorSettings: { keyFields: [] },
    },
  });
}

/**
 * Signs an operator in to the console's session: stores a token and answers the session's own `operatorMe` (sent
 * through `fetch` by the session's Apollo Client, not the page's) with `email`. Spies on `fetch`: restore it after
 * each test (`vi.restoreAllMocks()`).
 * @param email the signed-in operator's e-mail address
 * @returns the `fetch` spy
 */
export function signInOperator(email: string) {
  window.localStorage.setItem(TOKEN_KEY, 'operator-token');
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ data: { operatorMe: { __typename: 'Operator', id: 'op-self', email } } }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
}

/**
 * Renders a console page inside the console's providers.
 * @param ui the page
 * @param path the route's pattern, e.g. `/ops/applications/:applicationId`
 * @param url the URL opened (the path unless told), e.g. `/ops/applications/app-1`
 * @param mocks the server's answers to the page's queries and mutations
 * @returns Testing Library's render result
 */
export function renderOpsPage(
  ui: ReactElement,
  {
    path = '/ops',
    url = path,
    mocks = [],
  }: { path?: string; url?: string; mocks?: MockLink.MockedResponse[] } = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return renderWithMantine(
    <OpsSessionProvider>
      <MockedProvider mocks={mocks} cache={opsCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </OpsSessionProvider>,
  );
}

/**
 * The server answers `query` with `data` once (any variables unless told).
 * @param variables the variables the request must have, or a matcher
 * @returns the mocked response
 */
export function answersOnce(
  query: DocumentNode,
  data: Record<string, unknown>,
  variables: Record<string, unknown> | ((variables: Record<string, unknown>) => boolean) = () => true,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { data } };
}
