/**
 * The operator's session (decision 022): its own token in local storage, apart from an applicant's, its own
 * Apollo Client that sends it (and stores the renewed token the server returns, decision 030), and the signed-in
 * operator (`operatorMe`). Signing out signs the session out on the server too. An expired or revoked token (an
 * hour unused, 8 hours in all, a new password, a sign-out) reads as UNAUTHENTICATED and is forgotten, which sends the operator to /ops/sign-in.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { authLinkFor, renewalLinkFor, signOutOnServer } from '../../../lib/apollo';
import { readGraphQLError } from '../../../lib/server-errors';
import { OperatorMeQuery } from '../graphql/operatorMe';

const KEY = 'stairway.operatorToken';

/** The stored operator token, or null. */
export function getOperatorToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** What the console's pages get from the session. */
export type OpsSession = {
  token: string | null;
  /** The signed-in operator's e-mail address; undefined while loading or signed out. */
  email: string | undefined;
  loading: boolean;
  signIn: (token: string) => Promise<void>;
  signOut: () => Promise<void>;
};

const OpsSessionContext = createContext<OpsSession | null>(null);

/** Creates the console's Apollo Client, which sends the operator's token. */
function createOpsClient() {
  return new ApolloClient({
    link: ApolloLink.from([
      authLinkFor(getOperatorToken),
      renewalLinkFor(getOperatorToken, (renewed) => window.localStorage.setItem(KEY, renewed)),
      new HttpLink({ uri: '/api' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        ApplicationReview: { keyFields: ['applicationId'] },
        ApplicantSummary: { keyFields: ['id'] },
        AuditEntry: { keyFields: ['id'] },
        // A case under review has no id of its own: it is its purchase case's, so a move's answer updates the page.
        PurchaseCaseReview: { keyFields: ['purchaseCase', ['id']] },
        OperatorSettings: { keyFields: [] },
      },
    }),
  });
}

function SessionState({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => getOperatorToken());
  const { data, loading, error, client } = useQuery(OperatorMeQuery, {
    skip: !token,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (readGraphQLError(error)?.code === 'UNAUTHENTICATED') {
      window.localStorage.removeItem(KEY);
      setToken(null);
    }
  }, [error]);

  const signIn = useCallback(
    async (newToken: string) => {
      window.localStorage.setItem(KEY, newToken);
      setToken(newToken);
      await client.resetStore().catch(() => undefined);
    },
    [client],
  );
  const signOut = useCallback(async () => {
    const signedIn = getOperatorToken();
    window.localStorage.removeItem(KEY);
    setToken(null);
    await client.clearStore();
    // Signs the session out on the server too (decision 030), with the token just forgotten.
    if (signedIn) void signOutOnServer(client, signedIn);
  }, [client]);

  const value = useMemo<OpsSession>(
    () => ({
      token,
      email: token ? data?.operatorMe.email : undefined,
      loading: Boolean(token) && loading && !data,
      signIn,
      signOut,
    }),
    [token, data, loading, signIn, signOut],
  );
  return <OpsSessionContext.Provider value={value}>{children}</OpsSessionContext.Provider>;
}

/** Provides the console's own Apollo Client and session to the /ops pages. */
export function OpsSessionProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createOpsClient);
  return (
    <ApolloProvider client={client}>
      <SessionState>{children}</SessionState>
    </ApolloProvider>
  );
}

/** The operator's session. */
export function useOpsSession(): OpsSession {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession outside OpsSessionProvider');
  return session;
}
