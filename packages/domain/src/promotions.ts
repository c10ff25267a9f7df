/**
 * Where a promotion's terms are read (spec §3 "Promotion: … terms (URL)"; spec §2 "A link 'Click here for full
 * details' opens the promotion's terms URL in a new tab"). Decided here: the terms are a page of the app
 * itself, /promotions/:promotionId/terms, which shows the promotion's terms text, so the link always loads on
 * any install. A promotion's `terms` holds that page's path, relative to the site, which the browser resolves
 * against wherever the app is served; an absolute https URL stays allowed for terms kept elsewhere.
 */
import { z } from 'zod';
import { UPLOAD_KEY_PATTERN } from './documents';
import { PROMOTION_TERMS_ROUTE } from './links';
import { formatCount } from './money';
import { plainText } from './validation';

export { PROMOTION_TERMS_ROUTE };

/**
 * The path of a promotion's terms page.
 * @param promotionId e.g. `free-call-with-the-team`
 * @returns e.g. `/promotions/free-call-with-the-team/terms`
 */
export function promotionTermsPath(promotionId: string): string {
  return PROMOTION_TERMS_ROUTE.replace(':promotionId', encodeURIComponent(promotionId));
}

/** The longest promotion title, body text and terms accepted in the console, characters (decided here). */
export const PROMOTION_LIMITS = { title: 120, text: 1000, termsText: 10_000 } as const;

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, { error: `Enter the ${what}` })
    .max(max, { error: `Keep the ${what} to ${formatCount(max)} characters or fewer` });

/**
 * createPromotion (the operators' console; decision 025): the title, the body text, the full terms (plain text,
 * paragraphs separated by a blank line) and the key of the uploaded image (from getPromotionImageUploadUrl).
 */
export const createPromotionInputSchema = z.object({
  title: requiredText('title', PROMOTION_LIMITS.title),
  text: requiredText('text', PROMOTION_LIMITS.text),
  termsText: requiredText('terms', PROMOTION_LIMITS.termsText),
  imageKey: z.string({ error: 'Choose an image' }).regex(UPLOAD_KEY_PATTERN, { error: 'Choose an image' }),
});
/** The parsed createPromotion input. */
export type CreatePromotionParsed = z.output<typeof createPromotionInputSchema>;

/** setPromotionActive: a promotion's id and whether it is to be shown (published) or not. */
export const setPromotionActiveInputSchema = z.object({
  promoId: z
    .string()
    .trim()
    .min(1, { error: 'Choose a promotion' })
    .max(64)
    // Plain text: a NUL byte is refused here, not by the database.
    .check(plainText('The promotion')),
  active: z.boolean({ error: 'Say whether to publish or unpublish it' }),
});
