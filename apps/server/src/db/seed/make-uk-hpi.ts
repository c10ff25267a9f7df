/**
 * Makes `apps/server/seed-data/uk-hpi.csv` (DATA.md, "UK House Price Index"): the index figures the quarterly
 * revaluation starts with (decision 073). The Isle of Wight's monthly UK HPI for all homes and each property type
 * (shared/data/isle-of-wight-ukhpi-and-private-rents/UK-HPI-IW-2025-02.csv, read by the same reader as
 * `npm run ops -- import-hpi`), and the UK's average price at the dated points the estimator uses
 * (packages/domain estimator/indices.ts UK_PRICE_POINTS), as the UK series for all homes.
 * Run: node --import tsx apps/server/src/db/seed/make-uk-hpi.ts [shared data folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { UK_PRICE_POINTS } from '@stairway/domain/estimator/indices';
import { UK_AREA_CODE } from '@stairway/domain/revaluation';
import { repoRoot } from '../../config';
import { writeSeedCsv } from './shared-data-files';
import { parseUkHpiFile } from './uk-hpi-file';

const shared =
  process.argv[2] ?? path.resolve(process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared'), 'data');

const isleOfWight = parseUkHpiFile(
  fs.readFileSync(path.join(shared, 'isle-of-wight-ukhpi-and-private-rents/UK-HPI-IW-2025-02.csv'), 'utf8'),
  'UK HPI, HM Land Registry (OGL v3.0): Isle of Wight monthly file to February 2025',
);
const uk = UK_PRICE_POINTS.map((point) => ({
  areaCode: UK_AREA_CODE,
  areaName: 'United Kingdom',
  propertyType: 'all' as const,
  month: point.month,
  level: point.level,
  source: `UK average price: ${point.source}`,
}));
writeSeedCsv(
  'uk-hpi.csv',
  [...uk, ...isleOfWight].map((r) => [r.areaCode, r.areaName, r.propertyType, r.month, r.level, r.source]),
  ['area_code', 'area_name', 'property_type', 'month', 'level', 'source'],
);
