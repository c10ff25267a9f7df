/**
 * The profile part of the session (lib/session.tsx): the signed-in applicant (`me`) or co-applicant
 * (`coApplicant`), each network-only as spec §7 asks and only the one that matches the token (spec §6). A token
 * the server refuses is forgotten. Rendered by app/data-root.tsx, inside ApolloProvider, so that Apollo Client
 * loads with the pages that read data and not before / and /login show (issue 14).
 */
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useMemo } from 'react';
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

  const value = useMemo<Session>(
    () => ({
      token: base.token,
      role: base.role,
      landlordToken: base.landlordToken,
      signIn: base.signIn,
      replaceToken: base.replaceToken,
      signOut: base.signOut,
      me: token && role === 'applicant' ? data?.me : undefined,
      coApplicant: token && role === 'coApplicant' ? co.data?.coApplicant : undefined,
      loading: Boolean(token) && (role === 'coApplicant' ? co.loading && !co.data : loading && !data),
      refetch: () => (!token ? Promise.resolve() : role === 'coApplicant' ? co.refetch() : refetch()),
    }),
    [base, token, role, data, loading, co, refetch],
  );
  return <ProfileSessionContext.Provider value={value}>{children}</ProfileSessionContext.Provider>;
}
