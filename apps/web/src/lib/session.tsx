/**
 * The session: the stored token, the signed-in applicant (`me`, network-only as spec §7 asks) and logout
 * (spec §4: clears the stored token, the cache and the analytics identity, then goes to /login).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { MeQuery as MeQueryResult } from '../gql/graphql';
import { analytics } from './analytics';
import { MeQuery } from './graphql/me';
import { clearToken, getToken, setToken } from './token-storage';

/** What the session offers to pages. */
export type Session = {
  token: string | null;
  /** The signed-in user and application; undefined while loading or signed out. */
  me: MeQueryResult['me'] | undefined;
  loading: boolean;
  /** Stores a new token (after onboarding or sign-in) and loads the user. */
  signIn: (token: string) => Promise<void>;
  /** Clears the token, the Apollo cache and the analytics identity. The caller navigates to /login. */
  signOut: () => Promise<void>;
  /** Refetches `me`. */
  refetch: () => Promise<unknown>;
};

const SessionContext = createContext<Session | null>(null);

/** Provides the session to the app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const { data, loading, refetch, error } = useQuery(MeQuery, { skip: !token, fetchPolicy: 'network-only' });

  useEffect(() => {
    const code =
      error && 'errors' in error
        ? (error.errors as Array<{ extensions?: { code?: string } }>)[0]?.extensions?.code
        : undefined;
    if (code === 'UNAUTHENTICATED' || code === 'NOT_FOUND') {
      clearToken();
      setTokenState(null);
    }
  }, [error]);

  useEffect(() => {
    if (data?.me?.user.id) analytics.identify(data.me.user.id);
  }, [data?.me?.user.id]);

  const signIn = useCallback(
    async (newToken: string) => {
      setToken(newToken);
      setTokenState(newToken);
      await client.resetStore().catch(() => undefined);
    },
    [client],
  );

  const signOut = useCallback(async () => {
    clearToken();
    setTokenState(null);
    analytics.reset();
    await client.clearStore();
  }, [client]);

  const value = useMemo<Session>(
    () => ({
      token,
      me: token ? data?.me : undefined,
      loading: Boolean(token) && loading && !data,
      signIn,
      signOut,
      refetch: () => (token ? refetch() : Promise.resolve()),
    }),
    [token, data, loading, signIn, signOut, refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session. Must be used inside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
