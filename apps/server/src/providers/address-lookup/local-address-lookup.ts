/** The local address index: addresses the service knows, in the `known_addresses` table (seed-data/DATA.md). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownAddresses } from '../../db/schema';
import type { AddressLookupProvider } from './address-lookup';

/** Most addresses returned for one postcode. */
export const MAX_LOCAL_RESULTS = 100;

/**
 * Searches the local index by normalised postcode (the `known_addresses_postcode_idx` index). Lines are
 * sorted so that numbers read in order (Flat 2 before Flat 10). UPRN is null: the source has none.
 */
export function createLocalAddressLookup(db: Db): AddressLookupProvider {
  return {
    kind: 'local',
    async findByPostcode(postcode) {
      const rows = await db
        .select()
        .from(knownAddresses)
        .where(eq(knownAddresses.postcode, postcode))
        .orderBy(asc(knownAddresses.addressLine1))
        .limit(MAX_LOCAL_RESULTS);
      const collator = new Intl.Collator('en-GB', { numeric: true });
      return rows
        .map((r) => ({
          addressLine1: r.addressLine1,
          addressLine2: r.addressLine2,
          addressLine3: r.addressLine3,
          postcode: r.postcode,
          postTown: r.postTown,
          country: r.country,
          uprn: r.uprn,
        }))
        .sort(
          (a, b) =>
            collator.compare(
              a.addressLine3 ?? a.addressLine2 ?? '',
              b.addressLine3 ?? b.addressLine2 ?? '',
            ) ||
            collator.compare(a.addressLine2 ?? '', b.addressLine2 ?? '') ||
            collator.compare(a.addressLine1, b.addressLine1),
        );
    },
  };
}
