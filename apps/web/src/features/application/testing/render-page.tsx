/**
 * Renders an application page as the app does for its tests: Mantine, the session, Apollo's MockedProvider
 * with the test's answers, and a data router (the pages' unsaved-changes guard needs one) at the page's path.
 * Any other path shows "Now at <path>", so that a test sees where the page went.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SessionProvider } from '../../../lib/session';
import { renderWithMantine } from '../../../testing/render';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * @param ui the page
 * @param path the page's path
 * @param mocks the server's answers
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', mocks = [] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  return renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </SessionProvider>,
  );
}
