/**
 * The promotion and its terms page (spec §2 "Promotion modal", §3 Promotion): the seeded promotion offers
 * what the product does (a free call with the team), its `terms` is the path of its terms page on this site,
 * `getPromotion` serves that page's text to anyone, and a database made before the change loses the old
 * promotion when it is migrated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client';
import { promotions } from '../../src/db/schema';
import { SEED_PROMOTIONS, seedSettingsAndPromotions } from '../../src/db/seed/seed';
import { createTestEnv, drivers, type TestEnv } from '../helpers';

const PROMOTION = /* GraphQL */ `
  query Promotion($input: GetPromotionInput!) {
    getPromotion(input: $input) { id title text terms termsText active image }
  }
`;

type Promotion = {
  id: string;
  title: string;
  text: string;
  terms: string;
  termsText: string;
  active: boolean;
  image: string;
};

describe.each(drivers)('promotions on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('serves the seeded promotion’s terms to anyone, for its page on this site', async () => {
    const result = await env.gql<{ getPromotion: Promotion }>(PROMOTION, {
      input: { promoId: 'free-call-with-the-team' },
    });
    expect(result.errors).toBeUndefined();
    const promotion = result.data?.getPromotion;
    expect(promotion).toMatchObject({
      id: 'free-call-with-the-team',
      title: 'Talk your plan through with our team',
      terms: '/promotions/free-call-with-the-team/terms',
      active: true,
      image: 'promotion-call.svg',
    });
    expect(promotion?.text).toContain('Book a call');
    expect(promotion?.termsText).toContain('The call is free');
    expect(promotion?.termsText.split('\n\n').length).toBeGreaterThan(2);
    expect(JSON.stringify(promotion)).not.toMatch(/survey|stairway\.example/i);
  });

  it('says an unknown promotion was not found', async () => {
    const result = await env.gql(PROMOTION, { input: { promoId: 'no-such-promotion' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('That promotion was not found.');
  });
});

describe('a database seeded before the change', () => {
  let dir: string;
  beforeAll(() => {
    // The committed migrations up to 0003, the last one before the terms page.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-migrations-'));
    fs.cpSync(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 3);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loses the old promotion when migrated, and gets the call with the team when seeded', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', migrate: false });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await migrate(drizzle(client), { migrationsFolder: dir });
      await database.db.execute(sql`
        INSERT INTO promotions (id, image, title, text, terms)
        VALUES ('first-year-survey-2026', 'promotion-survey.svg', 'Your home survey, on us',
                'We will pay for a RICS Level 2 survey', 'https://stairway.example/promotions/free-survey-terms')
      `);

      await migrate(drizzle(client), { migrationsFolder });
      await seedSettingsAndPromotions(database.db);

      const rows = await database.db.select({ id: promotions.id, terms: promotions.terms }).from(promotions);
      expect(rows).toEqual(SEED_PROMOTIONS.map(({ id, terms }) => ({ id, terms })));
    } finally {
      await database.close();
    }
  });
});
