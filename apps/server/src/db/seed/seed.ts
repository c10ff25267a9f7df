/**
 * Seeds an empty database: postcode districts (centroids, towns, regions), the settings row, the promotion,
 * the local address index (known-addresses.ts) and the bundled national sample of real listings (about 60,000
 * homes for sale in every postcode area, gzip-compressed; apps/server/seed-data/DATA.md). Every step is
 * idempotent and skipped when already done, so `npm start` on a seeded database starts in seconds.
 */

import fs from 'node:fs';
import path from 'node:path';
import { normaliseOutcode } from '@stairway/domain/postcode';
import { promotionTermsPath } from '@stairway/domain/promotions';
import { getRegionForOutcode } from '@stairway/domain/regions';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from '../../lib/logger';
import { serverRoot } from '../../server-root';
import type { Db } from '../client';
import { postcodeDistricts, promotions, settings } from '../schema';
import { countListings, importListings } from './import-listings';
import { seedKnownAddresses } from './known-addresses';
import { seedHousePriceIndex } from './uk-hpi';

/** Folder of the bundled seed data. */
export const seedDataDir = path.join(serverRoot, 'seed-data');
/**
 * The bundled national sample of real listings: the whole 60,000-row Rightmove sample of
 * ../shared/data/rightmove-forsale-uk-2025, gzip-compressed, imported into an empty database.
 */
export const nationalListingsFile = path.join(seedDataDir, 'listings-uk-2025.csv.gz');

/**
 * The promotion shown to new applicants (its image is bundled in the web app). It offers what the product
 * does today: a free call with the team, booked with Book a call (the menu and Your progress), with its terms
 * on a page of the app (packages/domain/src/promotions.ts). The promotion seeded before it
 * (`first-year-survey-2026`, a paid survey the product does not offer) is deleted from existing databases by
 * migration 0004; this one is added on the next start, as every start seeds what is missing.
 */
export const SEED_PROMOTIONS = [
  {
    id: 'free-call-with-the-team',
    image: 'promotion-call.svg',
    title: 'Talk your plan through with our team',
    text:
      'Book a free call with the Stairway team. We’ll go through your budget, how rent and equity ' +
      'contributions work, and what happens after you apply. Use Book a call on Your progress or in the menu.',
    terms: promotionTermsPath('free-call-with-the-team'),
    termsText: [
      'The call is free, and booking one doesn’t commit you to anything.',
      'On the call we explain how the Stairway plan works and answer your questions about your application. ' +
        'We don’t give financial or mortgage advice: for advice about your own situation, speak to an ' +
        'independent financial adviser. MoneyHelper, the free government-backed service, explains how to find one.',
      'You choose a time that suits you on our booking page, which you open with Book a call.',
      'We may stop offering free calls at any time. A call you have already booked will still go ahead.',
    ].join('\n\n'),
  },
] as const;

/**
 * Each postcode district's label (town) from the bundled `outcode-labels.csv`, made by make-outcode-labels.ts
 * (the post town HM Land Registry records, with a locality only where listings confirm it).
 * @returns the label of every district that has one, by outcode
 */
export function readDistrictLabels(): Map<string, string> {
  const rows = parse(fs.readFileSync(path.join(seedDataDir, 'outcode-labels.csv')), {
    columns: true,
    skip_empty_lines: true,
  }) as Array<Record<string, string>>;
  return new Map(
    rows
      .map((r) => [normaliseOutcode(r.outcode ?? ''), r.label?.trim() ?? ''] as const)
      .filter((r): r is readonly [string, string] => Boolean(r[0] && r[1])),
  );
}

/**
 * Loads the postcode-district table from the bundled centroid and label files (skipped when loaded).
 * @returns the number of districts inserted
 */
export async function seedPostcodeDistricts(db: Db): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(postcodeDistricts);
  if ((existing?.n ?? 0) > 0) return 0;
  const centroids = parse(fs.readFileSync(path.join(seedDataDir, 'outcode-centroids.csv')), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;
  const labels = readDistrictLabels();
  const rows = centroids
    .map((c) => {
      const outcode = normaliseOutcode(c.outcode ?? '');
      const lat = Number(c.latitude);
      const lng = Number(c.longitude);
      if (!outcode || !Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null;
      return {
        outcode,
        lat,
        lng,
        region: getRegionForOutcode(outcode),
        town: labels.get(outcode) ?? null,
      };
    })
    .filter((r): r is NonNullable<typeof r> => r !== null);
  const unique = [...new Map(rows.map((r) => [r.outcode, r])).values()];
  for (let i = 0; i < unique.length; i += 500) {
    await db
      .insert(postcodeDistricts)
      .values(unique.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return unique.length;
}

/**
 * Brings the districts' labels of an already-seeded database up to the bundled ones (SE1 was once labelled
 * "Camberwell"), at every start: only rows whose label differs are written, so it is idempotent and, once done,
 * changes nothing. A district the file does not label keeps its label.
 * @returns how many districts' labels changed
 */
export async function updateDistrictLabels(db: Db): Promise<number> {
  const labels = readDistrictLabels();
  const current = await db
    .select({ outcode: postcodeDistricts.outcode, town: postcodeDistricts.town })
    .from(postcodeDistricts);
  const changes = current.flatMap(({ outcode, town }) => {
    const label = labels.get(outcode);
    return label && label !== town ? [{ outcode, town: label }] : [];
  });
  if (changes.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { outcode, town } of changes) {
      await tx.update(postcodeDistricts).set({ town }).where(eq(postcodeDistricts.outcode, outcode));
    }
  });
  return changes.length;
}

/** Inserts the settings row and the promotions when missing. */
export async function seedSettingsAndPromotions(db: Db) {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  await db
    .insert(promotions)
    .values([...SEED_PROMOTIONS])
    .onConflictDoNothing();
}

/**
 * Seeds whatever is missing. Listings are imported only when the database has none.
 * @param options.listingsFile a CSV to import instead of the bundled national sample
 */
export async function seedDatabase(db: Db, options: { logger?: Logger; listingsFile?: string } = {}) {
  const log = options.logger;
  const districts = await seedPostcodeDistricts(db);
  if (districts > 0) log?.info({ districts }, 'seeded postcode districts');
  const relabelled = districts > 0 ? 0 : await updateDistrictLabels(db);
  if (relabelled > 0) log?.info({ districts: relabelled }, 'updated the postcode districts’ labels');
  await seedSettingsAndPromotions(db);
  const addresses = await seedKnownAddresses(db);
  if (addresses > 0) log?.info({ addresses }, 'seeded the local address index');
  const indexFigures = await seedHousePriceIndex(db);
  if (indexFigures > 0) log?.info({ indexFigures }, 'seeded the UK House Price Index');
  if ((await countListings(db)) > 0) return;
  const file = options.listingsFile ?? nationalListingsFile;
  const started = Date.now();
  const report = await importListings(db, file);
  log?.info(
    {
      file: path.basename(file),
      inserted: report.inserted,
      rejected: report.rejected.length,
      duplicates: report.duplicates.length,
      nonHomes: report.nonHomes.length,
      ms: Date.now() - started,
    },
    'seeded listings',
  );
}
