/**
 * The home search's covering position index (migrations 0044 and 0045, decision 058): drizzle-kit cannot express INCLUDE, so
 * the table's definition names only its key columns; this checks the migrated database has the included columns
 * that let a radius or map-area page's choice and the map's clusters read the index alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, type TestEnv } from '../helpers';

describe.each(drivers)('the search indexes on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('include, by position, the columns the search filters, sorts and groups by', async () => {
    const result = await env.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'listings' and indexname in ('listings_search_recent_idx', 'listings_search_position_idx') order by indexname`,
    );
    const definitions = Object.fromEntries(result.rows.map((r) => [r.indexname, r.indexdef]));
    // The latitude band first, written as position-condition.ts writes it, so that PostgreSQL matches the two.
    expect(definitions.listings_search_position_idx).toContain(
      '((floor((lat * (100)::double precision)))::integer), lng) INCLUDE (lat, id, listed_at, asking_price, rent, bedrooms, type)',
    );
    // The district index carries no INCLUDE: it made the 600,000-row import 15 s slower (decision 058).
    expect(definitions.listings_search_recent_idx).not.toContain('INCLUDE');
    for (const definition of Object.values(definitions)) {
      expect(definition).toContain(
        'WHERE (is_dwelling AND (removed_at IS NULL) AND (landlord_listing_id IS NULL))',
      );
    }
  });
});
