/** Promotions and which user has seen which. Exported through db/schema.ts. */
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Promotions shown once to each applicant (spec section 3, Promotion). */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  /** File name of an image bundled in the web app; empty when the image was uploaded (imageKey). */
  image: text('image').notNull(),
  /**
   * The storage key of an image an operator uploaded in the console (decision 025), shown through a signed link;
   * null for a bundled image.
   */
  imageKey: text('image_key'),
  /**
   * The copy of the uploaded image shown to everyone but operators (resizeForDisplay: WebP, at most 1600 pixels
   * a side, no metadata); null for a bundled image or one uploaded before display copies.
   */
  displayImageKey: text('display_image_key').unique(),
  /** The uploaded image's media type, recognised from its bytes (image/jpeg, image/png or image/webp). */
  imageContentType: text('image_content_type'),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /**
   * URL of the promotion's terms: the path of its terms page on this site (promotionTermsPath in
   * packages/domain/src/promotions.ts), or an absolute https URL.
   */
  terms: text('terms').notNull(),
  /** The full terms as plain text, shown on the terms page; paragraphs are separated by a blank line. */
  termsText: text('terms_text').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which user has seen which promotion. */
export const promotionViews = pgTable(
  'promotion_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promotionId] })],
);
