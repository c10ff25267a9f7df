/**
 * An applicant's homes: favourites (saved homes) and home submissions with their photos. Exported through
 * db/schema.ts.
 */
import type { EpcRating, PropertyType } from '@stairway/domain/constants';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { timestamps } from './columns';
import { listings } from './listings';

/** Saved homes (spec section 3, Favourite). rentCompId is the listing id. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_application_listing_idx').on(t.applicationId, t.listingId),
    /** Serves the pipeline's homes (services/pipeline.ts listPipelineHomes), newest first, paged. */
    index('favourites_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Homes an applicant submits for review (spec §3 HomeSubmission): one made from a listing
 * (`listingId` set, the listing's facts copied in), or one found elsewhere, saved as a draft page by page and
 * then submitted. Two partial unique indexes make spec §5's rules hold under concurrency: at most one
 * submission per application under review (submitted, neither approved nor rejected) and at most one
 * approved whose purchase has not fallen through. `createdAt` is the spec's createdAt; `submittedAt` when it went for review.
 */
export const homeSubmissions = pgTable(
  'home_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** The listing it was made from (createHomeSubmissionWithListing); null for a home found elsewhere. */
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** True when made from a listing (kept even if the listing is later removed). */
    fromListing: boolean('from_listing').notNull().default(false),
    type: text('type').$type<PropertyType>(),
    otherType: text('other_type'),
    /** 0 for a studio. */
    bedrooms: integer('bedrooms'),
    /** Freehold or Leasehold. */
    ownership: text('ownership').$type<'Freehold' | 'Leasehold'>(),
    /** Whole years left on the lease (leasehold only). */
    yearsLeftOnLease: integer('years_left_on_lease'),
    /** A to E, or IDontKnow. */
    epcRating: text('epc_rating').$type<EpcRating>(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    postcode: text('postcode'),
    postTown: text('post_town'),
    /** Unique Property Reference Number from the address search; null when typed in. */
    uprn: text('uprn'),
    /** Asking price, whole pounds. */
    askingPrice: integer('asking_price'),
    /** Whether the sale is part of a chain; null when not answered. */
    chain: boolean('chain'),
    link: text('link'),
    additionalInfo: text('additional_info'),
    /** Whether the team has opened it (spec §3 viewed); set by the decision commands. */
    viewed: boolean('viewed').notNull().default(false),
    submitted: boolean('submitted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When the purchase of this approved home fell through (services/purchase-cases): the submission stays
     * approved in its history, but no longer counts as the application's approved home, so another can be
     * submitted and approved.
     */
    fallenThroughAt: timestamp('fallen_through_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('home_submissions_application_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('home_submissions_one_in_review_idx')
      .on(t.applicationId)
      .where(sql`"submitted" = true and "approved" = false and "rejected" = false`),
    uniqueIndex('home_submissions_one_approved_idx')
      .on(t.applicationId)
      .where(sql`"approved" = true and "fallen_through_at" is null`),
    /** Serves the pipeline's homes (services/pipeline.ts listPipelineHomes): submitted homes, newest first. */
    index('home_submissions_submitted_idx')
      .on(t.submittedAt.desc(), t.id.desc())
      .where(sql`"submitted" = true`),
  ],
);

/**
 * Photos of a home submission (spec §3 HomeSubmission.images: id and url). The file is in storage under
 * `storageKey`; `url` is a signed link made when it is read.
 */
export const homeSubmissionImages = pgTable(
  'home_submission_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeSubmissionId: uuid('home_submission_id')
      .notNull()
      .references(() => homeSubmissions.id, { onDelete: 'cascade' }),
    /** The random key from getPreSignedUploadUrl; recorded once. */
    storageKey: text('storage_key').notNull().unique(),
    /** image/jpeg, image/png or image/webp, from the file's first bytes. */
    contentType: text('content_type').notNull(),
    /** Bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    /**
     * The copy resized for display (at most 1600 pixels on its longer side, WebP, metadata removed; decision
     * 024), or null for photos recorded before resizing: those are shown as uploaded.
     */
    displayStorageKey: text('display_storage_key').unique(),
    /**
     * Where the photo stands among its home's photos, from 0 (the main photo); given when the applicant chose it,
     * not when its upload finished, and changed by reorderHomeSubmissionImages. Ties (never made by the API)
     * fall back to createdAt.
     */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_submission_images_submission_idx').on(t.homeSubmissionId, t.position, t.createdAt)],
);
