/**
 * A stand-in for useApplication in the application pages' tests: each test says what the hook gives (the
 * application loading, loaded, or failed to load), so a page's own states are shown without the
 * ApplicationPage query. A test file replaces the hook with
 * `vi.mock('../hooks/use-application', () => import('../testing/use-application-mock'))`.
 */
import { vi } from 'vitest';
import type { Application, ApplicationUser, ServiceSettings } from '../hooks/use-application';

type State = {
  application: Application | undefined;
  user: ApplicationUser | undefined;
  settings: ServiceSettings | undefined;
  error: Error | undefined;
};

let state: State = { application: undefined, user: undefined, settings: undefined, error: undefined };

/** Called by "Try again". */
export const refetch = vi.fn(() => Promise.resolve());

/** The applicant as About you reads them. */
export const user: ApplicationUser = {
  id: 'user-1',
  firstName: 'Amelia',
  middleName: null,
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phoneNumber: '07700900123',
} as ApplicationUser;

/** The application is still loading. */
export function stillLoading(): void {
  state = { application: undefined, user: undefined, settings: undefined, error: undefined };
  refetch.mockClear();
}

/** Loading the application failed. */
export function failedToLoad(): void {
  state = {
    application: undefined,
    user: undefined,
    settings: undefined,
    error: new Error('Failed to fetch'),
  };
  refetch.mockClear();
}

/** The application (and the user, and the service's settings) loaded. */
export function loaded(
  application: Application,
  settings: ServiceSettings = { skipIdv: false } as ServiceSettings,
): void {
  state = { application, user, settings, error: undefined };
  refetch.mockClear();
}

/** The hook the pages call, replaced by the test's state. */
export function useApplication() {
  return { ...state, loading: !state.application && !state.error, refetch };
}
