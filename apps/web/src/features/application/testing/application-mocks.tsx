/**
 * The application pages' tests with the application reaching the page as in the app: through useApplication's
 * ApplicationPage query (graphql/getApplication.ts), answered by Apollo's MockedProvider, so that no module is
 * replaced and the files run in the shared `web` Vitest project.
 *
 * A test first says what the server answers to that query: the application `loaded`, `stillLoading`, or
 * `failedToLoad` (then "Try again" sends the query again, which calls `refetch`). `renderApplicationPage`
 * renders the page with that answer and the test's own, and returns once the page has had the answer. Each
 * render takes the answer said before it, and throws without one: nothing is carried over from another test
 * or another file of the worker.
 */
import type { MockLink } from '@apollo/client/testing';
import { type RenderResult, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { ApplicationPageQuery as PageData } from '../../../gql/graphql';
import { failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { renderRoute } from '../../../testing/render-route';
import { ApplicationPageQuery } from '../graphql/getApplication';
import type { Application, ApplicationUser, ServiceSettings } from '../hooks/use-application';

/** What the server answers to the ApplicationPage query, and whether the page leaves its loading state. */
type Answer = { mocks: MockLink.MockedResponse[]; settles: boolean };

/** The answer for the next render, said by the test (loaded, stillLoading or failedToLoad). */
let next: Answer | undefined;

/** Called when the page sends the ApplicationPage query again ("Try again" after failedToLoad). */
export const refetch = vi.fn();

/** The applicant as About you reads them. */
export const user: ApplicationUser = {
  id: 'user-1',
  firstName: 'Amelia',
  middleName: null,
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phoneNumber: '07700900123',
};

/**
 * The application as the server sends it: each object with its type name, and the fields of ApplicationFields
 * that makeApplication leaves out (no co-applicant, an expense's creation time) filled in. Also what a
 * mutation that selects ApplicationFields answers (testing/check-mocks.ts).
 * @returns the application with its type names
 */
export function asSent(application: Application) {
  const typed = <T extends object>(__typename: string, value: T) => ({ __typename, ...value });
  return {
    ...typed('UserApplication', application),
    coApplicantPermission: application.coApplicantPermission ?? null,
    coApplicantLoginLinkSent: application.coApplicantLoginLinkSent ?? false,
    coApplicant: application.coApplicant ? typed('ApplicationCoApplicant', application.coApplicant) : null,
    budgetLimits: application.budgetLimits.map((limit) => typed('BudgetLimit', limit)),
    nextStep: typed('ApplicationNextStep', application.nextStep),
    steps: application.steps.map((step) => typed('ApplicationStep', step)),
    addresses: application.addresses.map((address) => typed('UserAddress', address)),
    incomes: application.incomes.map((income) => typed('Income', income)),
    expenses: application.expenses.map((expense) =>
      typed('Expense', { ...expense, createdAt: expense.createdAt ?? '2025-01-01T00:00:00.000Z' }),
    ),
  };
}

/** The application is still loading: the query never answers. */
export function stillLoading(): void {
  refetch.mockClear();
  next = { mocks: [neverAnswers(ApplicationPageQuery)], settles: false };
}

/** Loading the application fails on the network; sent again, the query calls `refetch` (and never answers). */
export function failedToLoad(): void {
  refetch.mockClear();
  const sentAgain = () => {
    refetch();
    return true;
  };
  next = {
    mocks: [
      { ...failsOnTheNetwork(ApplicationPageQuery), delay: 0 },
      neverAnswers(ApplicationPageQuery, sentAgain),
    ],
    settles: true,
  };
}

/**
 * The application loads, with the user and the service's settings (as often as the page asks for it).
 * @param settings `skipIdv` false unless told
 */
export function loaded(application: Application, settings: ServiceSettings = { skipIdv: false }): void {
  refetch.mockClear();
  const data = {
    me: { __typename: 'Me', user: { __typename: 'User', ...user } },
    getApplication: asSent(application),
    getSettings: { __typename: 'Settings', ...settings },
  } as PageData;
  next = {
    mocks: [
      {
        request: { query: ApplicationPageQuery },
        result: { data },
        delay: 0,
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
    settles: true,
  };
}

/**
 * Renders an application page at `path` (`/` unless told; renderRoute, testing/render-route.tsx) with the answer
 * said before, and `mocks` for the test's own requests; unless the application is still loading, waits until the
 * page has left its loading state (nothing on it is aria-busy).
 * @returns Testing Library's render result
 */
export async function renderApplicationPage(
  ui: ReactElement,
  { path, mocks = [] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {},
): Promise<RenderResult> {
  const answer = next;
  next = undefined;
  if (!answer) throw new Error('Say what the server answers first: loaded, stillLoading or failedToLoad');
  const result = renderRoute(ui, { url: path, mocks: [...answer.mocks, ...mocks] });
  if (answer.settles) {
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  }
  return result;
}
