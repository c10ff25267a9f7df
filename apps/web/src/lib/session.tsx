/**
 * The session: the stored token, its role (lib/token-role.ts), the signed-in applicant (`me`) or co-applicant
 * (`coApplicant`), each network-only as spec §7 asks and only the one that matches the token (spec §6), and
 * logout (spec §4: clears the stored token, the cache and the analytics identity, then goes to /login), which
 * first signs the session out on the server (decision 030).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { CoApplicantProfileQuery as CoApplicantResult, MeQuery as MeQueryResult } from '../gql/graphql';
import { analytics } from './analytics';
import { signOutOnServer } from './apollo';
import { CoApplicantProfileQuery } from './graphql/coApplicantProfile';
import { MeQuery } from './graphql/me';
import { type SessionRole, tokenRole } from './token-role';
import { clearToken, getToken, setToken, tokenKind } from './token-storage';

/** What the session offers to pages. */
export type Session = {
  /** The applicant's token; null when signed out or when the stored token is another kind's (a landlord's). */
  token: string | null;
  /** Whose session it is, read from the token: applicant or coApplicant; null when signed out. */
  role: SessionRole | null;
  /** The landlord's token when a landlord is signed in (their pages read `landlord` themselves), else null. */
  landlordToken: string | null;
  /** The signed-in user and application; undefined while loading, signed out, or for a co-applicant. */
  me: MeQueryResult['me'] | undefined;
  /** The signed-in co-applicant; undefined while loading, signed out, or for an applicant. */
  coApplicant: CoApplicantResult['coApplicant'] | undefined;
  loading: boolean;
  /** Stores a new token (after onboarding or sign-in) and loads the user. */
  signIn: (token: string) => Promise<void>;
  /**
   * Replaces the token of the same signed-in person (after a password change, whose answer is a new token
   * because older ones are refused), keeping the loaded data and the page as they are.
   */
  replaceToken: (token: string) => void;
  /**
   * Clears the token, the Apollo cache and the analytics identity, and signs the session out on the server
   * (`signOut`, decision 030; not awaited, ignored when it fails). The caller navigates to /login.
   */
  signOut: () => Promise<void>;
  /** Refetches `me`. */
  refetch: () => Promise<unknown>;
};

const SessionContext = createContext<Session | null>(null);

/** Provides the session to the app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  // Only the matching profile query runs (spec §6): `me` for an applicant, `coApplicant` for a co-applicant;
  // a landlord's pages read `landlord` themselves.
  const role = tokenRole(token);
  const landlordToken = tokenKind(token) === 'landlord' ? token : null;
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
    if (code === 'UNAUTHENTICATED' || code === 'NOT_FOUND' || code === 'FORBIDDEN') {
      clearToken();
      setTokenState(null);
    }
  }, [error, co.error]);

  useEffect(() => {
    if (data?.me?.user.id) analytics.identify(data.me.user.id);
  }, [data?.me?.user.id]);
  useEffect(() => {
    if (co.data?.coApplicant.id) analytics.identify(co.data.coApplicant.id);
  }, [co.data?.coApplicant.id]);

  const signIn = useCallback(
    async (newToken: string) => {
      setToken(newToken);
      setTokenState(newToken);
      await client.resetStore().catch(() => undefined);
    },
    [client],
  );

  const replaceToken = useCallback((newToken: string) => {
    setToken(newToken);
    setTokenState(newToken);
  }, []);

  const signOut = useCallback(async () => {
    const signedIn = getToken();
    clearToken();
    setTokenState(null);
    analytics.reset();
    await client.clearStore();
    if (signedIn) void signOutOnServer(client, signedIn);
  }, [client]);

  const value = useMemo<Session>(
    () => ({
      token,
      role: token ? role : null,
      landlordToken,
      me: token && role === 'applicant' ? data?.me : undefined,
      coApplicant: token && role === 'coApplicant' ? co.data?.coApplicant : undefined,
      loading: Boolean(token) && (role === 'coApplicant' ? co.loading && !co.data : loading && !data),
      signIn,
      replaceToken,
      signOut,
      refetch: () => (!token ? Promise.resolve() : role === 'coApplicant' ? co.refetch() : refetch()),
    }),
    [token, role, landlordToken, data, loading, co, signIn, replaceToken, signOut, refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session. Must be used inside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
