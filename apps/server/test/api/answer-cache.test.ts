/**
 * The one-second memory of whole answers (lib/answer-cache.ts, decision 036): the same getHomesSelection query
 * from the same caller is answered without running again, only for that caller (homes are marked against the
 * applicant's own budget), only without errors, and never across a mutation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, answerKey, createAnswerCache } from '../../src/lib/answer-cache';
import { createTestEnv, landlordToken, signUp, type TestEnv } from '../helpers';

const HOMES = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) { listings { id address } featured { id } listingsCollectedAt }
  }
`;
const variables = { input: { postcodes: ['SO16', 'LS6'] } };

describe('remembered answers', () => {
  let env: TestEnv;
  let first: string;
  let firstUserId: string;
  let second: string;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    ({ token: first, userId: firstUserId } = await signUp(env));
    ({ token: second } = await signUp(env));
  });
  afterAll(async () => {
    await env.close();
  });

  /** Asks for the homes, with the SQL about homes it sent. */
  async function ask(token?: string) {
    env.queries.length = 0;
    const result = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
      HOMES,
      variables,
      token,
    );
    const homesQueries = env.queries.filter((q) => /district_homes|landlord_listings/.test(q));
    return { result, homesQueries };
  }

  it('answers the same applicant’s same query within the second without running it again, not another’s', async () => {
    env.answerCache.forgetAll();
    const one = await ask(first);
    expect(one.result.errors).toBeUndefined();
    expect(one.result.data?.getHomesSelection.listings).toHaveLength(35);
    expect(one.homesQueries.length).toBeGreaterThan(0);
    const again = await ask(first);
    expect(again.result).toEqual(one.result);
    expect(again.homesQueries).toEqual([]);
    // Another applicant has their own budget, so their answer is their own.
    const other = await ask(second);
    expect(other.result.errors).toBeUndefined();
    expect(other.homesQueries.length).toBeGreaterThan(0);
  });

  it('never answers another role, or nobody, with an applicant’s answer', async () => {
    env.answerCache.forgetAll();
    expect((await ask(first)).result.errors).toBeUndefined();
    const landlord = await ask(await landlordToken(env));
    expect(landlord.result.data?.getHomesSelection ?? null).toBeNull();
    expect(landlord.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const nobody = await ask();
    expect(nobody.result.data?.getHomesSelection ?? null).toBeNull();
    expect(nobody.result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A signed-out session is nobody, even within the second.
    const signedOut = await signUp(env);
    expect((await ask(signedOut.token)).result.errors).toBeUndefined();
    await env.gql('mutation { signOut { __typename } }', {}, signedOut.token);
    expect((await ask(signedOut.token)).result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('does not remember an answer with errors', async () => {
    env.answerCache.forgetAll();
    await ask();
    expect(env.answerCache.get(answerKey(null, { query: HOMES, variables }))).toBeNull();
    await ask(first);
    const key = answerKey(JSON.stringify({ kind: 'applicant', userId: firstUserId }), {
      query: HOMES,
      variables,
    });
    expect(env.answerCache.get(key)).not.toBeNull();
  });

  it('runs the query again after any mutation', async () => {
    env.answerCache.forgetAll();
    await ask(first);
    expect((await ask(first)).homesQueries).toEqual([]);
    const other = await signUp(env);
    await env.gql('mutation { signOut { __typename } }', {}, other.token);
    expect((await ask(first)).homesQueries.length).toBeGreaterThan(0);
  });
});

describe('answer cache', () => {
  const json = Buffer.from('{"data":{}}');

  it('remembers an answer for its time, then forgets it', () => {
    const cache = createAnswerCache(1000);
    expect(cache.set('k', json, cache.generation(), 10_000)).not.toBeNull();
    expect(cache.get('k', 10_999)?.json).toBe(json);
    expect(cache.get('k', 11_000)).toBeNull();
    expect(cache.get('k', 10_500)).toBeNull();
  });

  it('forgets everything, and keeps no answer begun before the forgetting', () => {
    const cache = createAnswerCache(1000);
    const begun = cache.generation();
    cache.set('a', json, begun, 0);
    cache.forgetAll();
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.set('b', json, begun, 2)).toBeNull();
    expect(cache.get('b', 3)).toBeNull();
    expect(cache.set('b', json, cache.generation(), 4)).not.toBeNull();
    expect(createAnswerCache(0).set('c', json, 0, 0)).toBeNull();
  });

  it('keeps at most 32 MB, dropping the oldest answers first', () => {
    const cache = createAnswerCache(1000);
    const big = Buffer.alloc(6 * 1024 * 1024);
    for (const key of ['a', 'b', 'c']) cache.set(key, big, cache.generation(), 0);
    // Each counts twice (its JSON and its compressed forms): a third would pass 32 MB.
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).not.toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
    expect(cache.set('huge', Buffer.alloc(17 * 1024 * 1024), cache.generation(), 1)).toBeNull();
  });

  it('chooses the encoding as the API’s compression does', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBe('identity');
    expect(acceptedEncoding(null)).toBe('identity');
    expect(acceptedEncoding('deflate')).toBe('identity');
  });
});
