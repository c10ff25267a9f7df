/**
 * The profile part of the session (lib/session.tsx): the signed-in applicant (`me`) or co-applicant
 * (`coApplicant`), each network-only as spec §7 asks and only the one that matches the token (spec §6). A token
 * the server refuses is forgotten. Rendered by app/data-root.tsx, inside ApolloProvider, so that Apollo Client
 * loads with the pages that read data and not before / and /login show.
 */
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { analytics } from './analytics';
import { CoApplicantProfileQuery } from './graphql/coApplicantProfile';
import { MeQuery } from './graphql/me';
import { ProfileSessionContext, type Session, useTokenSession } from './session';

/** Adds `me` or `coApplicant` to the session for the pages under it. Must be inside ApolloProvider. */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const base = useTokenSession();
  const { token, role, expire } = base;
  // Only the matching profile query runs (spec §6): `me` for an applicant, `coApplicant` for a co-applicant;
  // a landlord's pages read `landlord` themselves.
  const { data, loading, refetch, error } = useQuery(MeQuery, {
    skip: !token || role !== 'applicant',
    fetchPolicy: 'network-only',
  });
  const co = useQuery(CoApplicantProfileQuery, {
    skip: !token || role !== 'coApplicant',
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    const failure = error ?? co.error;
    const code =
      failure && 'errors' in failure
        ? (failure.errors as Array<{ extensions?: { code?: string } }>)[0]?.extensions?.code
        : undefined;
    if (code === 'UNAUTHENTICATED' || code === 'NOT_FOUND' || code === 'FORBIDDEN') expire();
  }, [error, co.error, expire]);

  useEffect(() => {
    if (data?.me?.user.id) analytics.identify(data.me.user.id);
  }, [data?.me?.user.id]);
  useEffect(() => {
    if (co.data?.coApplicant.id) analytics.identify(co.data.coApplicant.id);
  }, [co.data?.coApplicant.id]);

  // The first answer reaches the pages at transition priority. Apollo hands results to React through
  // useSyncExternalStore, whose updates render in one uninterrupted task: on /dashboard, with a 4x slowed CPU, that
  // task (the layout and the page, all at once) took 300-750 ms. Here only this provider renders at once, its value
  // unchanged; the pages then render in React's slices of a few milliseconds. Later answers (a refetch after a change)
  // are passed on at once, so nothing reads an outdated profile after a change.
  const firstMe = useDeferredValue(data);
  const firstCo = useDeferredValue(co.data);
  const me = firstMe === undefined ? undefined : data?.me;
  const coApplicant = firstCo === undefined ? undefined : co.data?.coApplicant;
  // Loading until the answer is passed on: a page never sees "not loading" with no profile in between.
  const waiting =
    Boolean(token) &&
    (role === 'coApplicant'
      ? !coApplicant && (co.loading || co.data !== undefined)
      : !me && (loading || data !== undefined));
  const coRefetch = co.refetch;

  const value = useMemo<Session>(
    () => ({
      token: base.token,
      role: base.role,
      landlordToken: base.landlordToken,
      signIn: base.signIn,
      replaceToken: base.replaceToken,
      signOut: base.signOut,
      me: token && role === 'applicant' ? me : undefined,
      coApplicant: token && role === 'coApplicant' ? coApplicant : undefined,
      loading: waiting,
      refetch: () => (!token ? Promise.resolve() : role === 'coApplicant' ? coRefetch() : refetch()),
    }),
    [base, token, role, me, coApplicant, waiting, coRefetch, refetch],
  );
  return <ProfileSessionContext.Provider value={value}>{children}</ProfileSessionContext.Provider>;
}
