/**
 * Landlords, their listings and the listings' photos, and applicants' views of them. Exported through
 * db/schema.ts.
 */
import type { PropertyType } from '@stairway/domain/constants';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/** Landlords (spec section 3, Landlord). They sign in with a one-time code e-mailed to them; e-mails are lower-cased and unique. */
export const landlords = pgTable('landlords', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** True once a code e-mailed to the address was entered (verifyLandlordToken). */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Session version, as users.session_version: tokens of another version are refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  ...timestamps,
});

/**
 * Homes landlords list with us (spec section 3, LandlordListing). Applicants see the published ones in their
 * districts as featured homes (getHomesSelection.featured). Price and rent in whole pounds.
 */
export const landlordListings = pgTable(
  'landlord_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id, { onDelete: 'cascade' }),
    type: text('type').$type<PropertyType>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    /** Asking price, whole pounds. */
    price: integer('price').notNull(),
    summary: text('summary').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    postTown: text('post_town').notNull(),
    /** Full postcode, normalised (PO38 1AB). */
    postcode: text('postcode').notNull(),
    outcode: text('outcode').notNull(),
    /** What applicants see: street, town and district (landlordDisplayAddress), never the door number. */
    displayAddress: text('display_address').notNull(),
    /** The postcode district's centre: the map pin is approximate. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * The rent estimate when last saved, whole pounds a month (services/estimates.ts; price × regional yield ÷ 12
     * where the district has no rent or price data).
     */
    estimatedRent: integer('estimated_rent').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('landlord_listings_landlord_idx').on(t.landlordId),
    index('landlord_listings_outcode_published_idx').on(t.outcode, t.published),
  ],
);

/** The photos of a landlord listing, in order: position 0 is the main photo. */
export const landlordListingImages = pgTable(
  'landlord_listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => landlordListings.id, { onDelete: 'cascade' }),
    /** The random upload key (lib/upload-keys.ts) the file is stored under. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
    /**
     * The copy resized for display (resizeForDisplay: upright, at most 1600 pixels on its longer side, WebP,
     * metadata removed; decision 024), or null for photos saved before resizing: those are shown as uploaded.
     */
    displayStorageKey: text('display_storage_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landlord_listing_images_listing_idx').on(t.listingId, t.position)],
);

/** Applicants' views of featured listings (createListingView): one row per applicant, listing and London day. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => landlordListings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Europe/London date of the view. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId, t.day] })],
);
