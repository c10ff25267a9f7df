/**
 * The Apollo Client (ARCHITECTURE.md §2): every request carries "Authorization: Bearer {token}" (empty when
 * signed out, spec §6); a renewed token the server sends in X-Session-Token (sliding renewal, decision 030)
 * replaces the stored one, so an active person stays signed in; network errors are logged and shown as the toast 'Sorry, there was a network
 * error'; GraphQL errors are logged only (spec §8).
 */

import type { ApolloClient as Client } from '@apollo/client';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { map } from 'rxjs';
import { SignOutMutation } from './graphql/sign-out';
import { getToken, setToken } from './token-storage';

/** The message shown for any network error (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Sorry, there was a network error';

/**
 * Adds "Authorization: Bearer {token}" (empty without a token) with the token readToken gives, unless the
 * operation names its own (signOutOnServer sends the token just forgotten).
 */
export const authLinkFor = (readToken: () => string | null) =>
  new SetContextLink((prevContext) => {
    const headers = prevContext.headers as Record<string, string> | undefined;
    const token = readToken();
    return {
      headers: {
        ...headers,
        authorization: headers?.authorization ?? (token ? `Bearer ${token}` : ''),
      },
    };
  });

/** The response header with a renewed session token (the server's lib/tokens.ts RENEWED_TOKEN_HEADER). */
const RENEWED_TOKEN_HEADER = 'X-Session-Token';

/**
 * Stores the renewed token of a response (decision 030), but only while the token that was sent is still the
 * stored one, so that a response arriving after sign-out or a change of account does not bring a session back.
 * @param readToken reads the stored token
 * @param storeToken stores a renewed one
 */
export const renewalLinkFor = (readToken: () => string | null, storeToken: (token: string) => void) =>
  new ApolloLink((operation, forward) => {
    const sent = readToken();
    return forward(operation).pipe(
      map((result) => {
        const response = operation.getContext().response as Response | undefined;
        const renewed = response?.headers?.get(RENEWED_TOKEN_HEADER);
        if (renewed && sent && readToken() === sent) storeToken(renewed);
        return result;
      }),
    );
  });

/**
 * Signs a session out on the server (`signOut`, decision 030), after the caller has forgotten its token (so the
 * page never waits on it, and a query failing meanwhile cannot send the person elsewhere). A failure (no
 * network, a token the server no longer accepts) is ignored, as the token is forgotten either way.
 * @param client an Apollo Client built with authLinkFor
 * @param token the token just forgotten
 */
export async function signOutOnServer(client: Client, token: string): Promise<void> {
  await client
    .mutate({ mutation: SignOutMutation, context: { headers: { authorization: `Bearer ${token}` } } })
    .catch(() => undefined);
}

const errorLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      console.error(`[GraphQL error] ${operation.operationName ?? ''}: ${e.message}`, {
        locations: e.locations,
        path: e.path,
      });
    }
    return;
  }
  console.error(`[Network error] ${operation.operationName ?? ''}`, error);
  notifications.show({
    id: 'network-error',
    color: 'red',
    title: NETWORK_ERROR_MESSAGE,
    message: 'Check your connection and try again.',
    autoClose: TOAST_DURATION_MS,
  });
});

/**
 * Creates the client.
 * @param readToken where the session token comes from: the applicant's by default; the pipeline passes its own
 *   viewer token, so that the two sessions never mix
 * @param storeToken where a renewed token goes (the same storage as readToken's)
 */
export function createApolloClient(
  readToken: () => string | null = getToken,
  storeToken: (token: string) => void = setToken,
) {
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      authLinkFor(readToken),
      renewalLinkFor(readToken, storeToken),
      new HttpLink({ uri: '/api' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        Me: { keyFields: [] },
        Query: {
          fields: {
            // The saved searches are the server's list, whole, every time: the answer replaces what the cache had
            // (without this Apollo warns that cache data may be lost when a search is deleted).
            getSavedSearches: { merge: false },
          },
        },
      },
    }),
  });
}
