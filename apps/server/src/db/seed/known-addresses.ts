/**
 * The local address index (getAddressSearch without a provider key): real addresses from HM Land Registry
 * Price Paid Data, bundled as apps/server/seed-data/addresses-isle-of-wight.csv (seed-data/DATA.md), formatted
 * into address lines and loaded into `known_addresses` when that table is empty.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalisePostcode } from '@stairway/domain/postcode';
import { getRegionForOutcode } from '@stairway/domain/regions';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../../server-root';
import type { Db } from '../client';
import { knownAddresses } from '../schema';

/** The bundled address file: distinct PPD addresses, columns postcode, saon, paon, street, locality, town_city. */
export const knownAddressesFile = path.join(serverRoot, 'seed-data/addresses-isle-of-wight.csv');

/** One address as PPD records it (upper case). */
export type PpdAddress = {
  postcode: string;
  saon: string;
  paon: string;
  street: string;
  locality: string;
  town_city: string;
};

/**
 * Whether a PPD address is somewhere a person could live: plots, garages, parking spaces, land, units,
 * hotel rooms and shops are left out (decided here, by the first word of the PAON or SAON).
 */
export function isHomeAddress(address: Pick<PpdAddress, 'paon' | 'saon'>): boolean {
  const notHome = /^(PLOTS?|GARAGES?|PARKING|LAND|UNITS?|ROOM|STORE|SHOP)\b|\bSHOP\b/;
  return !notHome.test(address.paon.trim()) && !notHome.test(address.saon.trim());
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'on', 'in', 'upon', 'by', 'at']);

/**
 * Title-cases an upper-case PPD text: each word capitalised ("NEWPORT ROAD" → "Newport Road"), words with a
 * digit kept as they are ("11A", "FA-1"), small words lower case except first ("SONG OF THE WIND" →
 * "Song of the Wind"), and each hyphenated part treated as a word ("TOTLAND-ON-SEA" → "Totland-on-Sea").
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, wordIndex) =>
      /\d/.test(word)
        ? word
        : word
            .split('-')
            .map((part, partIndex) => {
              const lower = part.toLowerCase();
              if ((wordIndex > 0 || partIndex > 0) && SMALL_WORDS.has(lower)) return lower;
              return lower.charAt(0).toUpperCase() + lower.slice(1);
            })
            .join('-'),
    )
    .join(' ');
}

/** A PAON that is a house number (or range) rather than a building name: "30", "12A", "1-3", "1 - 3". */
const HOUSE_NUMBER = /^\d+[A-Z]?(\s*-\s*\d+[A-Z]?)?$/;

/**
 * Formats a PPD address into up to three address lines, the way a postal address is written: the SAON (flat
 * or unit) first, then a building name, then the house number with the street, then the locality (when it
 * is not the town). More than three parts are joined into the last line with commas.
 *
 * @param address a PPD address (upper case)
 * @returns the lines in title case, `addressLine1` never empty, unused lines `null`; e.g.
 *   `{saon: 'FLAT 11', paon: 'CORINTHIAN COURT', street: 'CROSS STREET'}` → "Flat 11", "Corinthian Court",
 *   "Cross Street"; `{paon: '30', street: 'NEWPORT ROAD'}` → "30 Newport Road"
 */
export function formatPpdAddress(
  address: Omit<PpdAddress, 'postcode' | 'town_city'> & { town_city?: string },
) {
  const parts: string[] = [];
  const saon = address.saon.trim();
  const paon = address.paon.trim();
  const street = address.street.trim();
  const locality = address.locality.trim();
  if (saon) parts.push(titleCase(saon));
  // "THE POST HOUSE, 1": a building name with a number on the street.
  const named = /^(.*\D),\s*(\d+[A-Z]?)$/.exec(paon);
  let buildingName = '';
  let houseNumber = '';
  if (named) {
    buildingName = named[1] ?? '';
    houseNumber = named[2] ?? '';
  } else if (HOUSE_NUMBER.test(paon)) {
    houseNumber = paon.replace(/\s+/g, '');
  } else {
    buildingName = paon;
  }
  if (buildingName) parts.push(titleCase(buildingName));
  const streetLine = [houseNumber, street ? titleCase(street) : ''].filter(Boolean).join(' ');
  if (streetLine) parts.push(streetLine);
  if (locality && locality !== address.town_city?.trim()) parts.push(titleCase(locality));
  const lines = parts.length > 3 ? [parts[0], parts[1], parts.slice(2).join(', ')] : parts;
  return {
    addressLine1: lines[0] ?? '',
    addressLine2: lines[1] ?? null,
    addressLine3: lines[2] ?? null,
  };
}

/** The country of a postcode: Scotland, Wales or Northern Ireland by its region, otherwise England. */
export function countryOfPostcode(postcode: string): string {
  const region = getRegionForOutcode(postcode);
  return region === 'Scotland' || region === 'Wales' || region === 'Northern Ireland' ? region : 'England';
}

/**
 * Loads the bundled address index into `known_addresses` (skipped when the table has rows).
 * @param file a CSV with the columns of {@link PpdAddress}; defaults to the bundled file
 * @returns the number of addresses inserted
 */
export async function seedKnownAddresses(db: Db, file = knownAddressesFile): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(knownAddresses);
  if ((existing?.n ?? 0) > 0) return 0;
  const records = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true }) as PpdAddress[];
  const rows = records
    .map((record) => {
      const postcode = normalisePostcode(record.postcode ?? '');
      if (!postcode || !isHomeAddress(record)) return null;
      const lines = formatPpdAddress(record);
      if (!lines.addressLine1) return null;
      return {
        postcode,
        ...lines,
        postTown: record.town_city.trim() || null,
        country: countryOfPostcode(postcode),
        uprn: null,
        source: 'hmlr-ppd',
      };
    })
    .filter((row): row is NonNullable<typeof row> => row !== null);
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(knownAddresses).values(rows.slice(i, i + 500));
  }
  return rows.length;
}
