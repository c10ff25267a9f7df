/**
 * The application pages' data: the signed-in applicant's user record and application (spec §7
 * `getApplication`, network-only as a current-user query).
 */
import { useQuery } from '@apollo/client/react';
import type { ApplicationFieldsFragment, ApplicationPageQuery as Result } from '../../../gql/graphql';
import { ApplicationPageQuery } from '../graphql/getApplication';

/** The application as the pages read it. */
export type Application = ApplicationFieldsFragment;
/** The user as About you reads it. */
export type ApplicationUser = Result['me']['user'];
/** One income of the application. */
export type ApplicationIncome = Application['incomes'][number];
/** One address of the application. */
export type ApplicationAddress = Application['addresses'][number];
/** The service's settings: `skipIdv`, true when the team has switched identity checks off (spec §3 Settings). */
export type ServiceSettings = Result['getSettings'];
/** One expense of the application. */
export type ApplicationExpense = Application['expenses'][number];

/**
 * Loads the application.
 * @returns `application`, `user` and the service's `settings` once loaded (undefined while loading), `error`
 *   when it failed, and `refetch`. The first load is network-only; later renders read the cache, which every
 *   save updates.
 */
export function useApplication() {
  const { data, loading, error, refetch } = useQuery(ApplicationPageQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return {
    application: data?.getApplication as Application | undefined,
    user: data?.me.user,
    settings: data?.getSettings,
    loading: loading && !data,
    error,
    refetch,
  };
}
