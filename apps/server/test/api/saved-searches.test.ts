/**
 * Saved searches through GraphQL: save, list with the summary sentence, rename, alerts off and on, delete;
 * the limit of MAX_SAVED_SEARCHES; another person's search is NOT_FOUND; every other role is refused; the
 * confirmation e-mail (verified addresses only) and its unsubscribe link, which works without a session, once
 * or twice, and a bad token's error.
 */
import crypto from 'node:crypto';
import { MAX_SAVED_SEARCHES } from '@stairway/domain/home-search';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches, users } from '../../src/db/schema';
import { DATA_EXPORT_JSON } from '../../src/services/account-data-zip';
import { createTestEnv, drivers, errorOf, landlordToken, signUp, type TestEnv } from '../helpers';

const FIELDS =
  'id name summary alertsEnabled createdAt lastAlertSentAt criteria { postcodes near { place radiusMiles } maxPrice bedrooms type }';
const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`;
const LIST = `query { getSavedSearches { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateSavedSearchInput!) { updateSavedSearch(input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($input: DeleteSavedSearchInput!) { deleteSavedSearch(input: $input) }';
const UNSUBSCRIBE =
  'mutation ($input: UnsubscribeSavedSearchInput!) { unsubscribeSavedSearch(input: $input) { name summary } }';

type Saved = {
  id: string;
  name: string;
  summary: string;
  alertsEnabled: boolean;
  lastAlertSentAt: string | null;
  criteria: Record<string, unknown>;
};

const LEEDS = { near: { place: 'Leeds', radiusMiles: 3 }, maxPrice: 250_000, bedrooms: '2' };

describe.each(drivers)('saved searches on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** The saved-search e-mails to an address (sign-up also sends "Confirm your e-mail address"). */
  const searchMailsTo = (to: string) => env.emails.filter((m) => m.to === to && /“/.test(m.subject));

  async function verifiedApplicant() {
    const applicant = await signUp(env);
    await env.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.userId));
    return applicant;
  }

  const save = (token: string, input: Record<string, unknown>) =>
    env.gql<{ saveSearch: Saved }>(SAVE, { input }, token);

  it('saves, lists with the summary sentence, renames, turns alerts off and on, and deletes', async () => {
    const { token } = await signUp(env);
    const saved = await save(token, { name: '  Leeds 2 beds ', criteria: { ...LEEDS, type: null } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveSearch).toMatchObject({
      name: 'Leeds 2 beds',
      summary: 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms',
      alertsEnabled: true,
      lastAlertSentAt: null,
      criteria: { near: { place: 'Leeds', radiusMiles: 3 }, maxPrice: 250_000, bedrooms: '2', type: null },
    });
    const id = saved.data?.saveSearch.id ?? '';
    await save(token, {
      name: 'SE1 flats',
      criteria: { postcodes: ['se1'], type: 'Flat' },
      alertsEnabled: false,
    });

    const list = await env.gql<{ getSavedSearches: Saved[] }>(LIST, {}, token);
    expect(list.data?.getSavedSearches.map((s) => [s.name, s.summary, s.alertsEnabled])).toEqual([
      ['SE1 flats', 'Flats in SE1', false],
      ['Leeds 2 beds', 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms', true],
    ]);

    const renamed = await env.gql<{ updateSavedSearch: Saved }>(
      UPDATE,
      { input: { id, name: 'Leeds' } },
      token,
    );
    expect(renamed.data?.updateSavedSearch).toMatchObject({ name: 'Leeds', alertsEnabled: true });
    const off = await env.gql<{ updateSavedSearch: Saved }>(
      UPDATE,
      { input: { id, alertsEnabled: false } },
      token,
    );
    expect(off.data?.updateSavedSearch).toMatchObject({ name: 'Leeds', alertsEnabled: false });
    const before = new Date();
    const on = await env.gql<{ updateSavedSearch: Saved }>(
      UPDATE,
      { input: { id, alertsEnabled: true } },
      token,
    );
    expect(on.data?.updateSavedSearch.alertsEnabled).toBe(true);
    const [row] = await env.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    // Turned back on, alerts start from then: homes first seen while they were off are not e-mailed.
    expect(row?.alertWatermark.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect((await env.gql(DELETE, { input: { id } }, token)).data).toEqual({ deleteSavedSearch: true });
    expect(errorOf(await env.gql(DELETE, { input: { id } }, token)).code).toBe('NOT_FOUND');
    const after = await env.gql<{ getSavedSearches: Saved[] }>(LIST, {}, token);
    expect(after.data?.getSavedSearches.map((s) => s.name)).toEqual(['SE1 flats']);
  });

  it('checks the name and the criteria, naming the field', async () => {
    const { token } = await signUp(env);
    expect(errorOf(await save(token, { name: ' ', criteria: LEEDS }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect(errorOf(await save(token, { name: 'x'.repeat(61), criteria: LEEDS })).field).toBe('name');
    expect(errorOf(await save(token, { name: 'Nowhere', criteria: { maxPrice: 100_000 } })).field).toBe(
      'criteria.postcodes',
    );
    const band = await save(token, {
      name: 'Band',
      criteria: { postcodes: ['M3'], minPrice: 300_000, maxPrice: 1 },
    });
    expect(errorOf(band).field).toBe('criteria.maxPrice');
    expect(band.errors?.[0]?.message).toBe('The maximum price must be at least the minimum');
    const type = await save(token, { name: 'Castle', criteria: { postcodes: ['M3'], type: 'Castle' } });
    expect(errorOf(type).field).toBe('criteria.type');
    const rename = await env.gql(UPDATE, { input: { id: crypto.randomUUID(), name: '' } }, token);
    expect(errorOf(rename)).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches, and says so on the name`, async () => {
    const { token } = await signUp(env);
    for (let i = 1; i <= MAX_SAVED_SEARCHES; i += 1) {
      expect(
        (await save(token, { name: `Search ${i}`, criteria: { postcodes: ['SO16'] } })).errors,
      ).toBeUndefined();
    }
    const over = await save(token, { name: 'One more', criteria: { postcodes: ['SO16'] } });
    expect(errorOf(over)).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(over.errors?.[0]?.message).toBe(
      `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one on your Saved searches page to save this one.`,
    );
  });

  it(`lets only one of several saves at once take the last of ${MAX_SAVED_SEARCHES} places`, async () => {
    const { token } = await signUp(env);
    for (let i = 1; i < MAX_SAVED_SEARCHES; i += 1) {
      await save(token, { name: `Search ${i}`, criteria: { postcodes: ['SO16'] } });
    }
    const racing = await Promise.all(
      [1, 2, 3].map((i) => save(token, { name: `Racing ${i}`, criteria: { postcodes: ['SO16'] } })),
    );
    expect(racing.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(racing.filter((answer) => errorOf(answer).field === 'name')).toHaveLength(2);
    const list = await env.gql<{ getSavedSearches: unknown[] }>(LIST, {}, token);
    expect(list.data?.getSavedSearches).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('answers NOT_FOUND for another person’s search, and leaves it alone', async () => {
    const owner = await signUp(env);
    const other = await signUp(env);
    const id = (await save(owner.token, { name: 'Mine', criteria: { postcodes: ['SO16'] } })).data?.saveSearch
      .id;
    expect(errorOf(await env.gql(UPDATE, { input: { id, name: 'Stolen' } }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await env.gql(DELETE, { input: { id } }, other.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(DELETE, { input: { id: 'not-a-uuid' } }, other.token)).code).toBe(
      'NOT_FOUND',
    );
    const theirs = await env.gql<{ getSavedSearches: Saved[] }>(LIST, {}, other.token);
    expect(theirs.data?.getSavedSearches).toEqual([]);
    const mine = await env.gql<{ getSavedSearches: Saved[] }>(LIST, {}, owner.token);
    expect(mine.data?.getSavedSearches.map((s) => s.name)).toEqual(['Mine']);
  });

  it('refuses anonymous callers, landlords, co-applicants and operators', async () => {
    const minted = ['FORBIDDEN', 'UNAUTHENTICATED'];
    const callers: Array<[string, string | null, string[]]> = [
      ['anonymous', null, ['UNAUTHENTICATED']],
      ['landlord', await landlordToken(env), ['FORBIDDEN']],
      [
        'co-applicant',
        await env.tokens.sign({ kind: 'coApplicant', coApplicantId: crypto.randomUUID() }),
        minted,
      ],
      ['operator', await env.tokens.sign({ kind: 'operator', operatorId: crypto.randomUUID() }), minted],
    ];
    const operations: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [SAVE, { input: { name: 'x', criteria: { postcodes: ['SO16'] } } }],
      [UPDATE, { input: { id: crypto.randomUUID(), name: 'x' } }],
      [DELETE, { input: { id: crypto.randomUUID() } }],
    ];
    for (const [who, token, codes] of callers) {
      for (const [query, variables] of operations) {
        const result = await env.gql(query, variables, token);
        expect({ who, query, data: result.data ?? null }).toEqual({ who, query, data: null });
        expect(codes, `${who}: ${query}`).toContain(errorOf(result).code);
      }
    }
  });

  it('e-mails a confirmation to a verified address only, whose unsubscribe link works signed out, twice', async () => {
    const unverified = await signUp(env);
    await save(unverified.token, { name: 'Quiet', criteria: { postcodes: ['SO16'] } });
    expect(searchMailsTo(unverified.input.email)).toEqual([]);

    const applicant = await verifiedApplicant();
    await save(applicant.token, {
      name: 'No alerts',
      criteria: { postcodes: ['SO16'] },
      alertsEnabled: false,
    });
    expect(searchMailsTo(applicant.input.email)).toEqual([]);
    const saved = await save(applicant.token, { name: 'Leeds 2 beds', criteria: LEEDS });
    const mails = searchMailsTo(applicant.input.email);
    expect(mails.map((m) => m.subject)).toEqual(['Alerts are on for “Leeds 2 beds”']);
    const mail = mails[0];
    expect(mail?.text).toContain('Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms');
    expect(mail?.text).toContain('once a day');
    const link = mail?.links?.find((l) => l.includes('/saved-searches/unsubscribe?token='));
    expect(link).toBeDefined();
    expect(mail?.links).toContain('http://localhost:3000/saved-searches');
    expect(mail?.links).toContain(
      'http://localhost:3000/submit-a-home/explore?place=Leeds&radius=3&maxPrice=250000&budget=any&beds=2',
    );
    const token = new URL(link ?? '').searchParams.get('token');
    // Only the token's SHA-256 is stored.
    const [row] = await env.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.data?.saveSearch.id ?? ''));
    expect(row?.unsubscribeTokenHash).toBe(
      crypto
        .createHash('sha256')
        .update(token ?? '')
        .digest('hex'),
    );

    for (let click = 0; click < 2; click += 1) {
      const result = await env.gql(UNSUBSCRIBE, { input: { token } }, null);
      expect(result.data).toEqual({
        unsubscribeSavedSearch: {
          name: 'Leeds 2 beds',
          summary: 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms',
        },
      });
    }
    const list = await env.gql<{ getSavedSearches: Saved[] }>(LIST, {}, applicant.token);
    expect(list.data?.getSavedSearches.map((s) => [s.name, s.alertsEnabled])).toEqual([
      ['Leeds 2 beds', false],
      ['No alerts', false],
    ]);
  });

  it('puts the saved searches in the applicant’s data export, without the unsubscribe token’s hash', async () => {
    const { token } = await signUp(env);
    await save(token, { name: 'Leeds 2 beds', criteria: LEEDS });
    const link = await env.gql<{ requestDataExport: { url: string } }>(
      'mutation { requestDataExport { url } }',
      {},
      token,
    );
    const response = await env.http(link.data?.requestDataExport.url ?? '');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = new TextDecoder().decode(files[DATA_EXPORT_JSON]);
    const data = JSON.parse(json) as { savedSearches: Array<Record<string, unknown>> };
    expect(data.savedSearches).toHaveLength(1);
    expect(data.savedSearches[0]).toMatchObject({ name: 'Leeds 2 beds', criteria: LEEDS, alertsSent: [] });
    expect(json).not.toContain('unsubscribeTokenHash');
  });

  it('refuses an incomplete or unknown unsubscribe token with a message naming the token', async () => {
    const short = await env.gql(UNSUBSCRIBE, { input: { token: 'abc' } }, null);
    expect(errorOf(short)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(short.errors?.[0]?.message).toMatch(/not complete/);
    const unknown = await env.gql(UNSUBSCRIBE, { input: { token: 'A'.repeat(43) } }, null);
    expect(errorOf(unknown)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(unknown.errors?.[0]?.message).toMatch(/not valid/);
  });
});
