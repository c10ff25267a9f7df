/**
 * The bundled district → local authority geography (seed-data/outcode-local-authorities.csv), checked against
 * places whose authority is known and against the regions of the districts (packages/domain/src/regions.ts)
 * and of the authorities (the 2019 table's geoRegionName, bundled in
 * seed-data/local-authority-quartiles-2019.csv).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getRegionForOutcode, type RegionName } from '@stairway/domain/regions';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { authoritiesFor, authorityFor, readEstimateTables } from '../src/db/seed/estimate-tables';
import { seedDataDir } from '../src/db/seed/seed';

const tables = readEstimateTables();
const largest = (outcode: string) => authorityFor(tables, outcode)?.name;
const districts = [...tables.authoritiesOfOutcode.keys()];

/** The 2019 table's geoRegionName → the region names of regions.ts. */
const REGION_OF_EURO_REGION: Readonly<Record<string, RegionName>> = {
  'North East Euro Region': 'North East',
  'North West Euro Region': 'North West',
  'Yorkshire and the Humber Euro Region': 'Yorkshire and The Humber',
  'East Midlands Euro Region': 'East Midlands',
  'West Midlands Euro Region': 'West Midlands',
  'Eastern Euro Region': 'East of England',
  'London Euro Region': 'London',
  'South East Euro Region': 'South East',
  'South West Euro Region': 'South West',
  'Wales Euro Region': 'Wales',
  'Scotland Euro Region': 'Scotland',
  'Northern Ireland': 'Northern Ireland',
};

const regionOfAuthority = new Map(
  (
    parse(fs.readFileSync(path.join(seedDataDir, 'local-authority-quartiles-2019.csv')), {
      columns: true,
      bom: true,
    }) as Array<Record<string, string>>
  ).map((r) => [r.la_code ?? '', REGION_OF_EURO_REGION[r.geoRegionName ?? '']]),
);

/**
 * English districts whose largest authority (by area) lies in another region than regions.ts gives the
 * district. Each straddles a regional border, and the area method gives the larger, rural part: e.g. S12
 * and S17 (Sheffield suburbs with Derbyshire countryside), DE15 (Burton upon Trent, whose centroid lies in
 * South Derbyshire), BB94 (a non-geographic district of Barnoldswick, by Craven).
 */
const KNOWN_OUTSIDE_REGION = [
  'BB94',
  'BH23',
  'CR5',
  'DE15',
  'DL2',
  'DN10',
  'DN36',
  'DN38',
  'EN5',
  'KT4',
  'LE10',
  'LU7',
  'MK11',
  'MK19',
  'MK7',
  'OX17',
  'PE8',
  'RM14',
  'S12',
  'S17',
  'S49',
  'TS8',
  'UB8',
];

describe('the district → local authority geography', () => {
  it('gives each district weights that sum to 1, largest first', () => {
    expect(districts.length).toBeGreaterThan(2900);
    for (const outcode of districts) {
      const list = authoritiesFor(tables, outcode);
      expect(list.length).toBeGreaterThan(0);
      expect(list.reduce((a, x) => a + x.weight, 0)).toBeCloseTo(1, 6);
      for (let i = 1; i < list.length; i++)
        expect(list[i - 1]?.weight).toBeGreaterThanOrEqual(list[i]?.weight ?? 0);
      for (const x of list) expect(x.weight).toBeGreaterThanOrEqual(0.1);
    }
    expect(authoritiesFor(tables, 'GY1')).toEqual([]);
    expect(authoritiesFor(tables, 'IM1')).toEqual([]);
  });

  it('places known districts in their authorities', () => {
    for (const d of ['E15', 'E6', 'E7', 'E13']) expect(largest(d)).toBe('Newham');
    expect(['Waltham Forest', 'Redbridge']).toContain(largest('E11'));
    expect(largest('E18')).toBe('Redbridge');
    expect(largest('NW1')).toBe('Camden');
    for (const d of ['SW1A', 'SW1P', 'W1K']) expect(largest(d)).toBe('Westminster');
    expect(['Southwark', 'Lambeth']).toContain(largest('SE1'));
    expect(largest('PO37')).toBe('Isle of Wight');
    expect(largest('BT1')).toBe('Belfast');
    expect(largest('CB2')).toBe('Cambridge');
    // Both centroid tables put CB1 outside Cambridge (52.196, 0.063 west of it; 52.176, 0.190 by Fulbourn), so
    // most of its sampled area is South Cambridgeshire: Cambridge only has a share.
    expect(authoritiesFor(tables, 'CB1').map((x) => x.authority.name)).toEqual([
      'South Cambridgeshire',
      'Cambridge',
    ]);
    // Districts whose centroid in outcode-centroids.csv is misplaced, corrected by reconcileCentroids.
    expect(largest('N1')).toBe('Islington');
    expect(largest('W10')).toBe('Kensington and Chelsea');
    expect(largest('SW9')).toBe('Lambeth');
    expect(largest('SA11')).toBe('Neath Port Talbot');
    expect(largest('BT35')).toBe('Newry and Mourne');
  });

  it('uses every London borough and every authority of the 2019 table', () => {
    const used = new Set(districts.flatMap((d) => authoritiesFor(tables, d).map((x) => x.authority.name)));
    for (const name of [
      'Camden',
      'Haringey',
      'Havering',
      'Newham',
      'Redbridge',
      'Southwark',
      'Tower Hamlets',
      'Waltham Forest',
      'Westminster',
    ])
      expect(used).toContain(name);
    expect(used.size).toBe(tables.authorities.size);
  });

  it('gives every London district a London borough, the largest but for five on the edge', () => {
    const london = districts.filter((d) => getRegionForOutcode(d) === 'London');
    expect(london.length).toBeGreaterThan(250);
    const outside = london.filter((d) => !authorityFor(tables, d)?.code.startsWith('E09'));
    expect(outside.sort()).toEqual(['CR5', 'EN5', 'KT4', 'RM14', 'UB8']);
    for (const d of london)
      expect(authoritiesFor(tables, d).some((x) => x.authority.code.startsWith('E09'))).toBe(true);
  });

  it('keeps English districts in their region, but for known border districts', () => {
    const outside = districts.filter((d) => {
      const region = getRegionForOutcode(d);
      const code = authorityFor(tables, d)?.code ?? '';
      const english = region && !['Wales', 'Scotland', 'Northern Ireland'].includes(region);
      return english && regionOfAuthority?.get(code) !== region;
    });
    expect(outside.sort()).toEqual([...KNOWN_OUTSIDE_REGION].sort());
  });
});
