/**
 * Renders a page of the operators' console as the app does for its tests (testing/render-route.tsx: Mantine, Apollo's
 * MockedProvider with the test's answers, and a data router at the page's URL, any other address showing "Now at
 * <path and query>", so that a test sees where a link or the page went), with the console's own session
 * (OpsSessionProvider) and a cache keyed as the console's.
 */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { answers, renderRoute } from '../../../testing/render-route';
import { OpsSessionProvider } from '../hooks/use-ops-session';

/** Where the console keeps the operator's token (hooks/use-ops-session.tsx). */
const TOKEN_KEY = 'stairway.operatorToken';

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
      // A case under review has no id of its own: it is its purchase case's, so a move's answer updates the page.
      PurchaseCaseReview: { keyFields: ['purchaseCase', ['id']] },
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
 * Renders a console page inside the console's providers (renderRoute, with OpsSessionProvider and opsCache).
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
  return renderRoute(ui, {
    url,
    path,
    mocks,
    cache: opsCache(),
    wrap: (tree) => <OpsSessionProvider>{tree}</OpsSessionProvider>,
  });
}

/**
 * The server answers `query` with `data` once (any variables unless told; `answers` of testing/render-route.tsx).
 * @param variables the variables the request must have, or a matcher
 * @returns the mocked response
 */
export const answersOnce: typeof answers = answers;
