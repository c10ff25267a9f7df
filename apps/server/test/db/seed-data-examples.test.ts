/**
 * The districts and town the app gives as examples have homes in the bundled listings (the old examples, SO16
 * and M1, had none).
 */
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { EXAMPLE_POSTCODE_DISTRICTS, EXAMPLE_TOWN } from '@stairway/domain/postcode';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { nationalListingsFile } from '../../src/db/seed/seed';

const rows = parse(gunzipSync(fs.readFileSync(nationalListingsFile)), {
  columns: true,
  skip_empty_lines: true,
}) as Array<{ outcode: string; address: string }>;

describe('the example districts', () => {
  it.each(EXAMPLE_POSTCODE_DISTRICTS)('%s has homes in the bundled listings', (outcode) => {
    expect(rows.filter((row) => row.outcode === outcode).length).toBeGreaterThanOrEqual(10);
  });

  it('the example town has homes in the bundled listings', () => {
    expect(rows.filter((row) => row.address.includes(EXAMPLE_TOWN)).length).toBeGreaterThanOrEqual(10);
  });
});
