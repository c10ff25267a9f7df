/**
 * Homes for sale, the postcode districts that place and price them, and the homes read model. Exported
 * through db/schema.ts.
 */
import type { PropertyType } from '@stairway/domain/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { landlordListings } from './landlords';

/** Postcode districts (outcodes) with their centroid and region, used to place and price homes. */
export const postcodeDistricts = pgTable('postcode_districts', {
  outcode: text('outcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Region name (regions.ts), null when the district is outside the regional yield table. */
  region: text('region'),
  town: text('town'),
  /** Homes (dwellings) listed in this district; kept up to date by the listings importer. */
  listingCount: integer('listing_count').notNull().default(0),
});

/** Homes for sale ("rent comps"; spec section 3, HomeSelection / Listing). */
export const listings = pgTable(
  'listings',
  {
    /** Stable id: the source prefix and the source's own id, e.g. rm-169301258. */
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** One of PROPERTY_TYPES: Flat, Terraced, SemiDetached, Detached, Other. */
    type: text('type').$type<PropertyType>().notNull(),
    /** The source's own property type, e.g. "End of Terrace". */
    sourcePropertyType: text('source_property_type'),
    /** False for land, plots, parking and the like: imported but not offered as homes. */
    isDwelling: boolean('is_dwelling').notNull().default(true),
    address: text('address').notNull(),
    postcode: text('postcode'),
    outcode: text('outcode').notNull(),
    /** Asking price, whole pounds. */
    askingPrice: integer('asking_price').notNull(),
    /** 0 for a studio; null when the source gives none (non-dwellings only). */
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    /** Estimated monthly rent, whole pounds. */
    rent: integer('rent').notNull(),
    imageUrl: text('image_url'),
    description: text('description'),
    link: text('link'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * True when lat/lng are the postcode district's centroid with a small offset (getPinOffset) because the
     * row gave no coordinates (the Rightmove extract); false when the feed gave the home's own coordinates
     * (import-listings.ts).
     */
    locationApproximate: boolean('location_approximate').notNull().default(true),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    /**
     * When the home was last in a feed the importer read (every import that holds the row sets it to the
     * import's time); null for rows imported before the column existed and for landlords' rows.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * When the home was found to have left its feed (a full feed of its source was imported without it): it is
     * then "no longer available", no longer offered in searches, but kept so that favourites and home
     * submissions still show it. Null while it is available; set back to null if a later feed has it again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set on the row that stands for a landlord's listing (source `landlord`, id = the landlord listing's id;
     * decision 028): favourites and home submissions reference it like any listing, and it goes with the
     * landlord listing. Such rows have no listedAt and are left out of the homes for sale, the district
     * counts and the estimator's comparables (they are read from landlord_listings as featured homes).
     */
    landlordListingId: uuid('landlord_listing_id')
      .unique()
      .references((): AnyPgColumn => landlordListings.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    /**
     * The dwellings of a district, newest first (undated last) with the id as the tie-break: serves the
     * district counts and the landlord estimate's comparables (outcode and dwelling). getHomesSelection reads
     * its read model, district_homes, instead (decision 034).
     */
    index('listings_homes_idx').on(t.outcode, t.listedAt.desc(), t.id).where(sql`${t.isDwelling}`),
    /**
     * Server-side home search (decision 058; services/home-search/): the homes for sale only (dwellings, still
     * in their feed, not landlords' rows), by district in each sort's order, so that a page of a district search
     * reads its rows in order, and by position for a radius or a map area.
     * Migrations 0044 and 0045 give listings_search_position_idx INCLUDE columns that drizzle-kit cannot express
     * (lat, id, listed_at, asking_price, rent, bedrooms, type; test/db/search-indexes.test.ts checks them), so a
     * radius or map-area page chooses its homes, and the map groups them, from the index alone. Changing this
     * index here means writing its INCLUDE again in a migration.
     */
    index('listings_search_recent_idx')
      .on(t.outcode, t.listedAt.desc().nullsLast(), t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    index('listings_search_price_idx')
      .on(t.outcode, t.askingPrice, t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    index('listings_search_rent_idx')
      .on(t.outcode, t.rent, t.id)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    /**
     * By position: the latitude band (floor(lat × 100), 0.01°; services/home-search/position-condition.ts) then
     * the longitude, so that a box is read one band at a time, each a range of longitudes.
     */
    index('listings_search_position_idx')
      .on(sql`(floor(${t.lat} * 100)::int)`, t.lng)
      .where(sql`${t.isDwelling} and ${t.removedAt} is null and ${t.landlordListingId} is null`),
    /** Serves listingsCollectedAt (the newest listedAt of all listings) without reading the whole table. */
    index('listings_listed_at_idx').on(t.listedAt),
    uniqueIndex('listings_source_idx').on(t.source, t.sourceId),
  ],
);

/**
 * getHomesSelection's read model (decision 034): each postcode district's homes for sale (dwellings, not
 * landlords' rows) as getHomesSelection answers them, in one JSON array per district, each home carrying `rank`,
 * its place in the newest-first order of all homes. Listings change only when they are imported, and
 * importListings rebuilds this table at the end of every import (refreshDistrictHomes, db/district-homes.ts), in
 * one transaction. A district without homes has no row.
 */
export const districtHomes = pgTable('district_homes', {
  outcode: text('outcode').primaryKey(),
  /** The homes, newest first (undated last, then by id): the fields HomeSelection returns, and `rank`. */
  homes: json('homes').$type<unknown[]>().notNull(),
  homeCount: integer('home_count').notNull(),
});

/**
 * Which build of district_homes is current (decision 035): one row, whose `version` refreshDistrictHomes adds
 * one to in the transaction that rebuilds the read model, so that a server remembering districts' homes in
 * memory (lib/district-homes-cache.ts) knows, with one small read, whether they are still current, even after
 * an import by another process. `collectedAt` is the newest listedAt of all listings at that build (only
 * imports set listedAt), which getHomesSelection answers as listingsCollectedAt.
 */
export const districtHomesState = pgTable(
  'district_homes_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [check('district_homes_state_one_row', sql`${t.id} = 1`)],
);
