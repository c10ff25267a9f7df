/**
 * Renders a page or part of the homes feature as the app does for its tests: Mantine, the signed-in applicant's
 * session, Apollo's MockedProvider with the test's answers, and a data router at the page's URL. Any other path
 * shows "Now at <path and query>", so that a test sees where the page went. Also the answers the homes pages'
 * queries share (the saved homes, the submissions, the maintenance flag).
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RenderResult } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { renderWithMantine } from '../../../testing/render';
import { GetFavouritesQuery } from '../graphql/getFavourites';
import { GetMaintenanceModeQuery } from '../graphql/getMaintenanceMode';
import { GetUserHomeSubmissionsQuery } from '../graphql/getUserHomeSubmissions';
import type { Home } from '../lib/types';
import { favouriteOf, makeSession, type Submission } from './homes-data';

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `ui` at `url` inside the app's providers.
 * @param ui the page or part
 * @param url the page's path with any query, e.g. `/submit-a-home/basic-info?home=home-1`
 * @param mocks the server's answers
 * @param session the signed-in applicant (makeSession() unless told)
 * @returns Testing Library's render result
 */
export function renderHomesPage(
  ui: ReactElement,
  {
    url = '/',
    mocks = [],
    session = makeSession(),
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
  return renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

/**
 * The server answers `query` with `data`, as often as it is asked (any variables).
 * @returns the mocked response
 */
export function alwaysAnswers(query: DocumentNode, data: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * The server answers `query` with `data` once (any variables).
 * @returns the mocked response
 */
export function answersOnce(query: DocumentNode, data: Record<string, unknown>): MockLink.MockedResponse {
  return { request: { query, variables: () => true }, result: { data } };
}

/** getFavourites answers with these homes saved, as often as asked. */
export function savedHomes(homes: Home[]): MockLink.MockedResponse {
  return alwaysAnswers(GetFavouritesQuery, { getFavourites: homes.map(favouriteOf) });
}

/** getUserHomeSubmissions answers with these submissions, as often as asked. */
export function submissions(list: Submission[]): MockLink.MockedResponse {
  return alwaysAnswers(GetUserHomeSubmissionsQuery, { getUserHomeSubmissions: list });
}

/** getMaintenanceMode answers that submitting homes is on (or paused), as often as asked. */
export function submittingHomes(enabled = true): MockLink.MockedResponse {
  return alwaysAnswers(GetMaintenanceModeQuery, {
    getMaintenanceMode: { __typename: 'MaintenanceMode', submitHomeEnabled: enabled },
  });
}
