/**
 * The one Apollo Client of the applicant's, co-applicant's and landlord's pages, created when first needed
 * (Apollo Client is not in the JavaScript that / and /login load before they show). Pages under app/data-root.tsx get
 * it through ApolloProvider; the sign-in form and the session's sign-in and sign-out load it with loadApolloClient. The
 * pipeline keeps its own client (lib/apollo.ts createApolloClient).
 */
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

/**
 * The client, made with `create` the first time (app/data-root.tsx passes lib/apollo.ts createApolloClient).
 * @returns the same client on every call
 */
export function getOrCreateApolloClient(create: () => ApolloClient): ApolloClient {
  client ??= create();
  return client;
}

/** The client when it has been created, else null (nothing is cached before then). */
export function existingApolloClient(): ApolloClient | null {
  return client;
}

/**
 * Loads Apollo Client's code (a chunk of its own) and returns the one client.
 * @returns a promise of the client; rejects only when the chunk cannot be loaded (offline)
 */
export function loadApolloClient(): Promise<ApolloClient> {
  return import('./apollo').then((m) => getOrCreateApolloClient(() => m.createApolloClient()));
}
