/**
 * Where a promotion's terms are read (spec §3 "Promotion: … terms (URL)"; spec §2 "A link 'Click here for full
 * details' opens the promotion's terms URL in a new tab"). Decided here (issue 9 item 6): the terms are a page
 * of the app itself, /promotions/:promotionId/terms, which shows the promotion's terms text, so the link
 * always loads on any install. A promotion's `terms` holds that page's path, relative to the site, which the
 * browser resolves against wherever the app is served; an absolute https URL stays allowed for terms kept
 * elsewhere.
 */

/** The route of a promotion's terms page (the web app's router). */
export const PROMOTION_TERMS_ROUTE = '/promotions/:promotionId/terms';

/**
 * The path of a promotion's terms page.
 * @param promotionId e.g. `free-call-with-the-team`
 * @returns e.g. `/promotions/free-call-with-the-team/terms`
 */
export function promotionTermsPath(promotionId: string): string {
  return PROMOTION_TERMS_ROUTE.replace(':promotionId', encodeURIComponent(promotionId));
}
