/**
 * The daily saved-search alerts: once per Europe/London day, after 07:00
 * London time, each saved search with alerts on whose owner's e-mail address is verified gets ONE e-mail listing
 * the homes matching it that were first seen (listings.created_at) since its last alert (alertWatermark), when
 * there are some. Unverified addresses get nothing.
 *
 * Once however many processes run: the day's run is claimed in scheduled_job_runs (scheduled-jobs.ts), and each
 * e-mail is claimed by its row in saved_search_alerts (primary key search + day), so even two runs of
 * {@link sendSavedSearchAlerts} at once send one e-mail per search.
 */
import { exploreHomePath } from '@stairway/domain/home-search-query';
import { formatGBP } from '@stairway/domain/money';
import { describeHomeSearch } from '@stairway/domain/saved-search-summary';
import dayjs from 'dayjs';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { SavedSearchRow } from '../db/rows';
import { savedSearchAlerts, savedSearches, userApplications, users } from '../db/schema';
import { type AlertEmailHome, renderSavedSearchAlertEmail } from '../emails/saved-search-alerts';
import { londonToday, UK_TIME_ZONE } from '../lib/dates';
import { findHomes, type SearchedHome } from './home-search/find-homes';
import { hashUnsubscribeToken, savedSearchLinks, unsubscribeTokenFor } from './saved-search-emails';
import { parseStoredCriteria } from './saved-searches';
import { runJobOnce } from './scheduled-jobs';

/** The job's name in scheduled_job_runs. */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
/** The most homes one alert lists; the rest are "and N more". */
export const ALERT_HOMES_LISTED = 10;
/** The London hour from which the day's alerts go (decided here: a morning e-mail, not one at midnight). */
export const ALERTS_FROM_LONDON_HOUR = 7;

/** What a run did. */
export type SavedSearchAlertsReport = {
  /** Searches with alerts on whose owners' addresses are verified and that had no alert yet that day. */
  searches: number;
  /** Alert e-mails queued in the outbox with their claim (delivered at once, or retried by the outbox). */
  emails: number;
  /** Alerts whose claim and e-mail could not be saved (the database failed; offered again the next day). */
  failed: number;
  /** Searches whose stored criteria no longer parse (skipped, logged). */
  unreadable: number;
};

/** sendSavedSearchAlerts's options. */
export type SendSavedSearchAlertsOptions = {
  /** The instant of the run (tests); its London date is the alerts' day. */
  now?: Date;
};

type Services = Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>;

/** Bedrooms in words for the e-mail. */
const bedroomsInWords = (n: number | null) =>
  n === null ? null : n === 0 ? 'Studio' : `${n} bedroom${n === 1 ? '' : 's'}`;
/** The listing types in words. */
const TYPE_WORDS: Record<string, string> = {
  Flat: 'Flat',
  Terraced: 'Terraced house',
  SemiDetached: 'Semi-detached house',
  Detached: 'Detached house',
  Other: 'Home',
};

/**
 * Sends the day's alerts: for each due search (alerts on, owner verified, no alert row for the day), finds the
 * homes matching its criteria first seen after its watermark (findHomes with firstSeenAfter: available dwellings
 * only, newest first) and, when there are some, sends one e-mail with up to {@link ALERT_HOMES_LISTED} of them.
 *
 * Order for each search: (1) in one transaction, insert the day's saved_search_alerts row (ON CONFLICT DO
 * NOTHING: when another process inserted it first, this one stops here), move the watermark to the instant the
 * homes were read (homes first seen later are the next alert's) and store the current unsubscribe token's hash;
 * (2) send the e-mail. Known limit: listings.created_at is set when a row is written, so the rows of an import
 * still running while the homes are read (written before that instant, committed after it) fall before the new
 * watermark and are not alerted (they are still in the search); the daily run after 07:00 makes this rare. If the send fails, the alert row is deleted and the watermark put back, so the same homes
 * are offered again the next day (the day's run is not repeated: scheduled-jobs.ts). If the process stops between
 * (1) and (2), that e-mail is lost: its homes stay in the search but are not e-mailed again.
 * @param services the database, e-mail provider, configuration (APP_URL, the secret) and logger
 * @param options the instant of the run
 * @returns what the run did
 */
export async function sendSavedSearchAlerts(
  services: Services,
  options: SendSavedSearchAlertsOptions = {},
): Promise<SavedSearchAlertsReport> {
  const { db } = services;
  const now = options.now ?? new Date();
  const day = londonToday(now);
  const due = await db
    .select({
      search: savedSearches,
      email: users.email,
      firstName: users.firstName,
      budget: userApplications.budget,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(userApplications, eq(userApplications.userId, savedSearches.userId))
    .leftJoin(
      savedSearchAlerts,
      and(eq(savedSearchAlerts.savedSearchId, savedSearches.id), eq(savedSearchAlerts.day, day)),
    )
    .where(
      and(
        eq(savedSearches.alertsEnabled, true),
        eq(users.emailVerified, true),
        isNull(savedSearchAlerts.day),
      ),
    );
  const report: SavedSearchAlertsReport = { searches: due.length, emails: 0, failed: 0, unreadable: 0 };
  for (const { search, email, firstName, budget } of due) {
    const criteria = parseStoredCriteria(search);
    if (!criteria) {
      report.unreadable += 1;
      services.logger.warn({ savedSearchId: search.id }, 'a saved search’s criteria no longer parse');
      continue;
    }
    const readAt = new Date();
    let found: Awaited<ReturnType<typeof findHomes>>;
    try {
      found = await findHomes(db, {
        criteria: { ...criteria, sort: 'Most recent' },
        budget: budget && budget > 0 ? budget : null,
        first: ALERT_HOMES_LISTED,
        firstSeenAfter: search.alertWatermark,
      });
    } catch (error) {
      // e.g. a radius search's place the service can no longer find: that search is skipped, the others go on.
      services.logger.warn({ err: error, savedSearchId: search.id }, 'a saved search could not be run');
      continue;
    }
    if (found.listings.length === 0) continue;
    const sent = await claimAndSend(services, {
      search,
      email,
      firstName,
      day,
      readAt,
      homes: found.listings,
      total: found.totalCount,
      criteria,
    });
    if (sent === 'sent') report.emails += 1;
    if (sent === 'failed') report.failed += 1;
  }
  return report;
}

/** Claims the day's alert of one search (transaction), then sends it; undoes the claim if the send fails. */
async function claimAndSend(
  services: Services,
  alert: {
    search: SavedSearchRow;
    email: string;
    firstName: string;
    day: string;
    readAt: Date;
    homes: SearchedHome[];
    total: number;
    criteria: NonNullable<ReturnType<typeof parseStoredCriteria>>;
  },
): Promise<'sent' | 'claimed-elsewhere' | 'failed'> {
  const { db, config } = services;
  const { search, day } = alert;
  const links = savedSearchLinks(config, search as { id: string; criteria: typeof alert.criteria });
  const homes: AlertEmailHome[] = alert.homes.map((home) => ({
    price: formatGBP(home.askingPrice),
    address: home.address,
    bedrooms: bedroomsInWords(home.bedrooms),
    type: TYPE_WORDS[home.type] ?? 'Home',
    link: `${config.appUrl}${exploreHomePath(alert.criteria, home.id)}`,
  }));
  const mail = await renderSavedSearchAlertEmail({
    firstName: alert.firstName,
    name: search.name,
    summary: describeHomeSearch(alert.criteria),
    homes,
    moreCount: Math.max(0, alert.total - homes.length),
    ...links,
  });
  try {
    // The claim, the new watermark and the e-mail commit together (the transactional outbox, decision 063): an
    // alert is claimed exactly when its e-mail is queued, and the outbox, not this job, retries a failed send.
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(savedSearchAlerts)
        .values({ savedSearchId: search.id, day, listingIds: alert.homes.map((h) => h.id) })
        .onConflictDoNothing()
        .returning({ day: savedSearchAlerts.day });
      if (!row) return null;
      await tx
        .update(savedSearches)
        .set({
          alertWatermark: alert.readAt,
          lastAlertSentAt: new Date(),
          unsubscribeTokenHash: hashUnsubscribeToken(unsubscribeTokenFor(config, search.id)),
        })
        .where(eq(savedSearches.id, search.id));
      return services.email.enqueue(
        tx,
        { to: alert.email, ...mail, links: [links.searchLink, links.unsubscribeLink, links.manageLink] },
        `saved-search-alert:${search.id}:${day}`,
      );
    });
    if (!queued) return 'claimed-elsewhere';
    await services.email.deliver(queued);
    return 'sent';
  } catch (error) {
    services.logger.error({ err: error, savedSearchId: search.id }, 'a saved-search alert was not queued');
    return 'failed';
  }
}

/**
 * The day's run, once across processes: from {@link ALERTS_FROM_LONDON_HOUR}:00 London time, claims the London
 * date in scheduled_job_runs and, when this caller won, sends the alerts.
 * @param services the database, e-mail provider, configuration and logger
 * @param now the instant (tests)
 * @returns `{ ran: false }` before 07:00 London time or when the day's run was claimed before; otherwise the report
 */
export async function runDailySavedSearchAlerts(
  services: Services,
  now: Date = new Date(),
): Promise<{ ran: false } | { ran: true; result: SavedSearchAlertsReport }> {
  if (dayjs(now).tz(UK_TIME_ZONE).hour() < ALERTS_FROM_LONDON_HOUR) return { ran: false };
  return runJobOnce(services.db, { job: SAVED_SEARCH_ALERTS_JOB, runKey: londonToday(now) }, () =>
    sendSavedSearchAlerts(services, { now }),
  );
}
