/**
 * The Apollo Client (ARCHITECTURE.md §2): every request carries "Authorization: Bearer {token}" (empty when
 * signed out, spec §6); network errors are logged and shown as the toast 'Sorry, there was a network
 * error'; GraphQL errors are logged only (spec §8).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { getToken } from './token-storage';

/** The message shown for any network error (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Sorry, there was a network error';

/** Adds "Authorization: Bearer {token}" (empty without a token) with the token readToken gives. */
const authLinkFor = (readToken: () => string | null) =>
  new SetContextLink((prevContext) => {
    const token = readToken();
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        authorization: token ? `Bearer ${token}` : '',
      },
    };
  });

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
 */
export function createApolloClient(readToken: () => string | null = getToken) {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLinkFor(readToken), new HttpLink({ uri: '/api' })]),
    cache: new InMemoryCache({
      typePolicies: {
        Me: { keyFields: [] },
      },
    }),
  });
}
