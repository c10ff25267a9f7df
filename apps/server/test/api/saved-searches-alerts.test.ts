/**
 * The daily saved-search alerts: homes first seen after a search was saved come in one e-mail (up to 10, "and
 * N more", price, address, bedrooms, links, an unsubscribe link that works signed out); a second run the same
 * day sends nothing more, nor do two runs at once; unverified addresses and searches with alerts off get
 * nothing; a failed send is offered again the next day; the day's run is claimed once (scheduled_job_runs)
 * and not before 07:00 London time.
 */
import crypto from 'node:crypto';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  listings,
  savedSearchAlerts,
  savedSearches,
  scheduledJobRuns,
  users,
} from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import {
  runDailySavedSearchAlerts,
  SAVED_SEARCH_ALERTS_JOB,
  sendSavedSearchAlerts,
} from '../../src/services/saved-search-alerts';
import { createTestEnv, drivers, outboxOver, signUp, type TestEnv } from '../helpers';

const SAVE = 'mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { id } }';
const UNSUBSCRIBE =
  'mutation ($input: UnsubscribeSavedSearchInput!) { unsubscribeSavedSearch(input: $input) { name } }';

/** A London morning on a day of its own, so that each test's runs and alert rows are its own. */
let dayOffset = 0;
function aLondonMorning(): Date {
  dayOffset += 1;
  return new Date(Date.UTC(2031, 0, 1 + dayOffset, 9, 0, 0));
}

describe.each(drivers)('saved-search alerts on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  const alertsTo = (to: string) => env.emails.filter((m) => m.to === to && /new home/.test(m.subject));

  /** An applicant (verified unless told) with one saved search. */
  async function applicantWithSearch(
    criteria: HomeSearchCriteriaInput,
    options: { verified?: boolean; alertsEnabled?: boolean } = {},
  ) {
    const applicant = await signUp(env);
    if (options.verified !== false) {
      await env.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.userId));
    }
    const saved = await env.gql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { name: 'My search', criteria, alertsEnabled: options.alertsEnabled ?? true } },
      applicant.token,
    );
    if (!saved.data) throw new Error(JSON.stringify(saved.errors));
    return { ...applicant, searchId: saved.data.saveSearch.id };
  }

  /** Homes new to the service (created now) in a district, 2 bedrooms unless told. */
  async function addHomes(
    outcode: string,
    count: number,
    overrides: Partial<typeof listings.$inferInsert> = {},
  ) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `test-${crypto.randomUUID()}`;
      ids.push(id);
      await env.db.insert(listings).values({
        id,
        source: 'test',
        sourceId: id,
        type: 'Flat',
        address: `${i + 1} Alert Road, ${outcode} 1AA`,
        postcode: `${outcode} 1AA`,
        outcode,
        askingPrice: 150_000 + i * 1000,
        bedrooms: 2,
        rent: 900,
        isDwelling: true,
        lat: 53.8,
        lng: -1.55,
        listedAt: new Date(Date.now() - i * 60_000),
        ...overrides,
      });
    }
    return ids;
  }

  it('e-mails the new matching homes once: up to 10, "and N more", and not again that day', async () => {
    const applicant = await applicantWithSearch({ postcodes: ['LS6'], bedrooms: '2', maxPrice: 200_000 });
    const now = aLondonMorning();
    expect(await sendSavedSearchAlerts(env, { now })).toMatchObject({ emails: 0 });
    await addHomes('LS6', 12);
    await addHomes('LS6', 1, { bedrooms: 3 });
    await addHomes('LS6', 1, { askingPrice: 400_000 });
    await addHomes('LS6', 1, { isDwelling: false });
    await addHomes('LS6', 1, { removedAt: new Date() });
    const report = await sendSavedSearchAlerts(env, { now });
    expect(report.emails).toBeGreaterThanOrEqual(1);
    const mails = alertsTo(applicant.input.email);
    expect(mails.map((m) => m.subject)).toEqual(['12 new homes for “My search”']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Homes in LS6, up to £200,000, 2 bedrooms');
    expect(text).toContain('£150,000');
    expect(text).toContain('1 Alert Road, LS6 1AA');
    expect(text).toContain('Flat, 2 bedrooms');
    expect(text).not.toContain('11 Alert Road');
    expect(text).toContain('and 2 more homes.');
    expect(mails[0]?.links).toContain(
      'http://localhost:3000/submit-a-home/explore?districts=LS6&maxPrice=200000&budget=any&beds=2',
    );
    const [alert] = await env.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.savedSearchId, applicant.searchId));
    expect(alert?.listingIds).toHaveLength(10);
    // Each home links to the search with its details open (getHome reads it).
    expect(mails[0]?.html).toContain(
      `http://localhost:3000/submit-a-home/explore?districts=LS6&amp;maxPrice=200000&amp;budget=any&amp;beds=2&amp;home=${alert?.listingIds[0]}`,
    );
    const [search] = await env.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, applicant.searchId));
    expect(search?.lastAlertSentAt).not.toBeNull();

    // More homes the same day: no second e-mail that day; they are the next day's.
    await addHomes('LS6', 1);
    await sendSavedSearchAlerts(env, { now });
    expect(alertsTo(applicant.input.email)).toHaveLength(1);
    await sendSavedSearchAlerts(env, { now: new Date(now.getTime() + 24 * 3600_000) });
    const next = alertsTo(applicant.input.email);
    expect(next.map((m) => m.subject)).toEqual([
      '12 new homes for “My search”',
      '1 new home for “My search”',
    ]);
  });

  it('sends nothing to an unverified address, nor for a search with alerts off', async () => {
    const unverified = await applicantWithSearch({ postcodes: ['LS7'] }, { verified: false });
    const off = await applicantWithSearch({ postcodes: ['LS7'] }, { alertsEnabled: false });
    await addHomes('LS7', 2);
    await sendSavedSearchAlerts(env, { now: aLondonMorning() });
    expect(alertsTo(unverified.input.email)).toEqual([]);
    expect(alertsTo(off.input.email)).toEqual([]);
  });

  it('sends one e-mail when two runs go at once, through the alert row and through the day’s claim', async () => {
    const first = await applicantWithSearch({ postcodes: ['LS8'] });
    await addHomes('LS8', 2);
    const now = aLondonMorning();
    await Promise.all([sendSavedSearchAlerts(env, { now }), sendSavedSearchAlerts(env, { now })]);
    expect(alertsTo(first.input.email)).toHaveLength(1);

    const second = await applicantWithSearch({ postcodes: ['LS9'] });
    await addHomes('LS9', 1);
    const later = aLondonMorning();
    const outcomes = await Promise.all([
      runDailySavedSearchAlerts(env, later),
      runDailySavedSearchAlerts(env, later),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(alertsTo(second.input.email)).toHaveLength(1);
    const [run] = await env.db
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, SAVED_SEARCH_ALERTS_JOB)));
    expect(run?.finishedAt).not.toBeNull();
    // The day's run is not done again, even by a later check that day.
    expect(await runDailySavedSearchAlerts(env, new Date(later.getTime() + 3600_000))).toEqual({
      ran: false,
    });
  });

  it('does not run before 07:00 London time', async () => {
    const morning = aLondonMorning();
    const early = new Date(morning.getTime() - 3 * 3600_000); // 06:00 in January (GMT)
    expect(await runDailySavedSearchAlerts(env, early)).toEqual({ ran: false });
  });

  it('keeps a failed alert in the outbox and the outbox sends it once, not the next day’s run again', async () => {
    const applicant = await applicantWithSearch({ postcodes: ['LS10'] });
    await addHomes('LS10', 1);
    const now = aLondonMorning();
    const failing = {
      ...env,
      email: outboxOver(env.db, {
        kind: 'outbox' as const,
        send: async () => Promise.reject(new Error('SMTP refused')),
      }),
    };
    expect(await sendSavedSearchAlerts(failing, { now })).toMatchObject({ emails: 1, failed: 0 });
    const key = `saved-search-alert:${applicant.searchId}:${londonToday(now)}`;
    const [row] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP refused' });
    expect(alertsTo(applicant.input.email)).toEqual([]);
    // The claim stays: the next day's run does not offer the same homes again, the outbox's retry sends them.
    await sendSavedSearchAlerts(env, { now: new Date(now.getTime() + 24 * 3600_000) });
    expect(alertsTo(applicant.input.email)).toEqual([]);
    await env.email.deliver({ id: row?.id ?? '', idempotencyKey: key });
    await env.email.deliver({ id: row?.id ?? '', idempotencyKey: key });
    expect(alertsTo(applicant.input.email).map((m) => m.subject)).toEqual(['1 new home for “My search”']);
    const [sent] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, message: null });
  });

  it('has an unsubscribe link that turns alerts off without a session, and then no more alerts', async () => {
    const applicant = await applicantWithSearch({ postcodes: ['LS11'] });
    await addHomes('LS11', 1);
    const now = aLondonMorning();
    await sendSavedSearchAlerts(env, { now });
    const link = alertsTo(applicant.input.email)[0]?.links?.find((l) => l.includes('unsubscribe?token='));
    const token = new URL(link ?? 'http://x').searchParams.get('token');
    expect((await env.gql(UNSUBSCRIBE, { input: { token } }, null)).data).toEqual({
      unsubscribeSavedSearch: { name: 'My search' },
    });
    const [row] = await env.db.select().from(savedSearches).where(eq(savedSearches.id, applicant.searchId));
    expect(row?.alertsEnabled).toBe(false);
    await addHomes('LS11', 1);
    await sendSavedSearchAlerts(env, { now: new Date(now.getTime() + 24 * 3600_000) });
    expect(alertsTo(applicant.input.email)).toHaveLength(1);
  });
});
