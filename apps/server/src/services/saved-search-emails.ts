/**
 * What the saved-search e-mails share: the unsubscribe token and the
 * links, and the confirmation e-mail sent when a search is saved with alerts on.
 *
 * The unsubscribe token is derived, not random: HMAC-SHA-256 of the search's id with a key derived from the
 * server's secret for this one purpose (lib/signing.ts deriveKey, 'stairway/saved-search-unsubscribe'). Only its
 * SHA-256 is stored (saved_searches.unsubscribe_token_hash), and the unsubscribe mutation finds the search by that
 * hash. Chosen over a random token rotated for each e-mail because then every e-mail's link keeps working (a
 * rotated token would break the link of every earlier e-mail), while the database alone still cannot make a link.
 * If the server's secret changes, the links of e-mails already sent stop working; the alert job stores the hash
 * of the current token with every alert, so the next e-mail's link works again.
 */
import crypto from 'node:crypto';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import {
  exploreSearchPath,
  SAVED_SEARCH_UNSUBSCRIBE_PATH,
  SAVED_SEARCHES_PATH,
} from '@stairway/domain/home-search-query';
import { describeHomeSearch } from '@stairway/domain/saved-search-summary';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import { users } from '../db/schema';
import { renderSavedSearchConfirmationEmail } from '../emails/saved-search-alerts';
import { deriveKey, sign } from '../lib/signing';
import { resolveJwtSecret } from '../lib/tokens';
import type { EmailMessage } from '../providers/email/email-provider';

type Config = AppServices['config'];

/** The unsubscribe key, derived once per configuration. */
const keys = new WeakMap<object, Buffer>();
function unsubscribeKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(
      resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
      'stairway/saved-search-unsubscribe',
    );
    keys.set(config, key);
  }
  return key;
}

/**
 * The unsubscribe token of a saved search (see the module's note).
 * @param config the configuration (the server's secret)
 * @param savedSearchId the search's id
 * @returns 43 base64url characters
 */
export function unsubscribeTokenFor(config: Config, savedSearchId: string): string {
  return sign(unsubscribeKey(config), `saved-search:${savedSearchId}`);
}

/**
 * What is stored of an unsubscribe token: its SHA-256, hex.
 * @param token the token from a link
 */
export function hashUnsubscribeToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The links of a saved search's e-mails, absolute (APP_URL). */
export type SavedSearchLinks = { searchLink: string; unsubscribeLink: string; manageLink: string };

/**
 * The links an e-mail about a saved search carries: the search on the explore page, the unsubscribe page with
 * the search's token (works signed out) and the Saved searches page.
 * @param config the configuration (APP_URL, the secret)
 * @param search the saved search's id and criteria
 */
export function savedSearchLinks(
  config: Config,
  search: { id: string; criteria: HomeSearchCriteriaInput },
): SavedSearchLinks {
  const token = unsubscribeTokenFor(config, search.id);
  return {
    searchLink: `${config.appUrl}${exploreSearchPath(search.criteria)}`,
    unsubscribeLink: `${config.appUrl}${SAVED_SEARCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    manageLink: `${config.appUrl}${SAVED_SEARCHES_PATH}`,
  };
}

/** The outbox key of a search's "Your search alerts are on" e-mail: one per search. */
export const savedSearchConfirmationKey = (savedSearchId: string) =>
  `saved-search-confirmation:${savedSearchId}`;

/**
 * Renders "Your search alerts are on" for a search about to be saved with alerts on, to its owner when their
 * e-mail address is verified (nothing is sent to unverified addresses; their alerts start once it is).
 * Rendered before the search's transaction; saveSearch queues it in that transaction (the outbox, decision 063)
 * under {@link savedSearchConfirmationKey}. A failure to read or render is logged, never thrown: the search is
 * saved all the same.
 * @param services the database, configuration and logger
 * @param userId the search's owner
 * @param search the search's id (made before it is saved), name and criteria
 * @returns the message to queue, or null when the address is unverified or it could not be rendered
 */
export async function prepareSavedSearchConfirmation(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  userId: string,
  search: { id: string; name: string; criteria: HomeSearchCriteriaInput },
): Promise<EmailMessage | null> {
  try {
    const [owner] = await services.db
      .select({ email: users.email, firstName: users.firstName, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner?.emailVerified) return null;
    const links = savedSearchLinks(services.config, { id: search.id, criteria: search.criteria });
    const mail = await renderSavedSearchConfirmationEmail({
      firstName: owner.firstName,
      name: search.name,
      summary: describeHomeSearch(search.criteria),
      ...links,
    });
    return { to: owner.email, ...mail, links: [links.searchLink, links.unsubscribeLink, links.manageLink] };
  } catch (error) {
    services.logger.error(
      { err: error, savedSearchId: search.id },
      'the saved-search confirmation was not rendered',
    );
    return null;
  }
}
