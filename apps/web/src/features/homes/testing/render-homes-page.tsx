/**
 * Renders a page or part of the homes feature as the app does for its tests (testing/render-route.tsx: Mantine,
 * the session, Apollo's MockedProvider with the test's answers, and a data router at the page's URL, any other
 * address showing "Now at <path and query>"), signed in as the homes' applicant unless told. Also the answers the
 * homes pages' queries share (the saved homes, the submissions, the maintenance flag).
 */
import type { MockLink } from '@apollo/client/testing';
import type { RenderResult } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import type { Session } from '../../../lib/session';
import { renderRoute } from '../../../testing/render-route';
import { GetFavouritesQuery } from '../graphql/getFavourites';
import { GetMaintenanceModeQuery } from '../graphql/getMaintenanceMode';
import { GetUserHomeSubmissionsQuery } from '../graphql/getUserHomeSubmissions';
import type { Home } from '../lib/types';
import { favouriteOf, makeSession, type Submission } from './homes-data';

/**
 * Renders `ui` at `url` inside the app's providers (renderRoute), signed in.
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
  return renderRoute(ui, { url, mocks, session });
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
