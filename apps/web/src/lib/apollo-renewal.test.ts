import { ApolloClient, ApolloLink, execute, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renewalLinkFor } from './apollo';

/** A terminating link that answers as the server does, with the given response headers. */
const serverWith = (headers: Record<string, string>) =>
  new ApolloLink((operation) => {
    operation.setContext({ response: new Response('{}', { headers }) });
    return new Observable((observer) => {
      observer.next({ data: { ok: true } });
      observer.complete();
    });
  });

const query = parse('query Probe { __typename }');
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/** Runs one request through the renewal link with the stored token and the server's headers. */
async function run(stored: { token: string | null }, headers: Record<string, string>, signOutMidway = false) {
  const link = ApolloLink.from([
    renewalLinkFor(
      () => stored.token,
      (token) => {
        stored.token = token;
      },
    ),
    new ApolloLink((operation, forward) => {
      if (signOutMidway) stored.token = null;
      return forward(operation);
    }),
    serverWith(headers),
  ]);
  await firstValueFrom(execute(link, { query }, { client }));
}

describe('renewalLinkFor (decision 030)', () => {
  it('stores the renewed token the server sends in X-Session-Token', async () => {
    const stored = { token: 'old' as string | null };
    await run(stored, { 'X-Session-Token': 'renewed' });
    expect(stored.token).toBe('renewed');
  });
  it('keeps the token when the server sends none', async () => {
    const stored = { token: 'old' as string | null };
    await run(stored, {});
    expect(stored.token).toBe('old');
  });
  it('does not bring a session back after sign-out during the request', async () => {
    const stored = { token: 'old' as string | null };
    await run(stored, { 'X-Session-Token': 'renewed' }, true);
    expect(stored.token).toBeNull();
  });
});
