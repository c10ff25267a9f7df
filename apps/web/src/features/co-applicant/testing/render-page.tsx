/** How the co-applicant pages' component tests render a page: at its path, signed-in session provider, Apollo mocks. */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SessionProvider } from '../../../lib/session';
import { renderWithMantine } from '../../../testing/render';

/** Any other path: says "Now at <path>", so a test can see where the page went. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders `ui` at `path` with the server's answers; any other path says "Now at <path>".
 * @param path the page's path
 * @param ui the page
 * @param mocks the server's answers (Apollo's MockedProvider)
 */
export function renderCoApplicantPage(path: string, ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </SessionProvider>,
  );
}
