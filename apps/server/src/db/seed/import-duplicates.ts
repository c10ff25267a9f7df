/**
 * The same home under two ids in one file: two rows are the same home when they have the same coordinates, within
 * SAME_HOME_METRES, or the same street address (house number and street, listingStreetKey) in the same postcode
 * district, AND the same type and bedrooms and, where both give them, the same bathrooms and floor area
 * (sameHomeDetails; packages/domain/src/listing-feeds.ts). For a flat, the coordinate rule also needs bathrooms or
 * floor area given by both (a block's flats share its coordinates). The price is not part of a home's identity. The
 * first row is kept; each later one is reported with the rule that matched. Two homes on one street at one price are
 * both kept: they differ in number, or, without a number, are compared by coordinates only.
 */
import {
  type HomeIdentity,
  type LatLng,
  listingStreetKey,
  SAME_HOME_METRES,
  sameHomeDetails,
  withinSameHomeDistance,
} from '@stairway/domain/listing-feeds';

/** A row kept so far, as the duplicate rules see it. */
type KeptHome = HomeIdentity & { line: number; listingId: string; point: LatLng | null };

/** A row found to be the same home as an earlier one. */
export type DuplicatePair = {
  /** The later row, which is left out: its line and listing id. */
  line: number;
  listingId: string;
  /** The earlier row, which is kept. */
  keptLine: number;
  keptListingId: string;
  /** Which rule matched, e.g. "same coordinates (within 10 m), type, bedrooms and bathrooms". */
  rule: string;
};

/**
 * Whether both rows give bathrooms or both give a floor area: flats of one block share its coordinates, so for a
 * flat the coordinate rule also needs one of these to agree (sameHomeDetails checks they do), else two flats of
 * the same size in one block would be taken for one home.
 */
function sharesMoreDetails(a: HomeIdentity, b: HomeIdentity): boolean {
  return (a.bathrooms != null && b.bathrooms != null) || (a.floorAreaSqm != null && b.floorAreaSqm != null);
}

/** Degrees of latitude per grid cell of the coordinate rule: about 11 m, more than SAME_HOME_METRES. */
const CELL_DEGREES = 0.0001;

/**
 * Makes the finder of one import: call it with each accepted row in file order; it remembers the row when it
 * is a new home and answers the pair when it is the same home as an earlier row. Rows are found by a hash of
 * their street key and a grid of their coordinates (each row is compared with the few in its own and the
 * neighbouring cells), not by a scan.
 */
export function createDuplicateFinder(): (home: {
  line: number;
  listingId: string;
  outcode: string;
  address: string;
  /** Own coordinates; null when the row gave none (placed at the district's centroid). */
  point: LatLng | null;
  identity: HomeIdentity;
}) => DuplicatePair | null {
  const add = (map: Map<string, KeptHome[]>, key: string, home: KeptHome) => {
    const list = map.get(key);
    if (list) list.push(home);
    else map.set(key, [home]);
  };
  const byStreet = new Map<string, KeptHome[]>();
  const byCell = new Map<string, KeptHome[]>();
  const cellOf = (point: LatLng) => {
    const row = Math.floor(point.lat / CELL_DEGREES);
    // Longitude cells are as wide in metres as latitude cells at UK latitudes (cos 54° ≈ 0.59).
    const column = Math.floor(point.lng / (CELL_DEGREES / 0.59));
    return [row, column] as const;
  };
  const details = (a: HomeIdentity, b: HomeIdentity) => {
    const more = [a.bathrooms != null && b.bathrooms != null ? 'bathrooms' : null];
    more.push(a.floorAreaSqm != null && b.floorAreaSqm != null ? 'floor area' : null);
    const named = ['type', 'bedrooms', ...more.filter((m) => m !== null)];
    return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  };
  return ({ line, listingId, outcode, address, point, identity }) => {
    const home: KeptHome = { ...identity, line, listingId, point };
    const street = listingStreetKey(address, identity.type);
    const streetKey = street ? `${outcode}|${street}` : null;
    const pair = (kept: KeptHome, rule: string): DuplicatePair => ({
      line,
      listingId,
      keptLine: kept.line,
      keptListingId: kept.listingId,
      rule: `${rule}, ${details(kept, identity)}`,
    });
    if (point) {
      const [row, column] = cellOf(point);
      for (let r = row - 1; r <= row + 1; r += 1)
        for (let c = column - 1; c <= column + 1; c += 1)
          for (const kept of byCell.get(`${r}:${c}`) ?? [])
            if (
              kept.point &&
              withinSameHomeDistance(kept.point, point) &&
              sameHomeDetails(kept, identity) &&
              (identity.type !== 'Flat' || sharesMoreDetails(kept, identity))
            )
              return pair(kept, `same coordinates (within ${SAME_HOME_METRES} m)`);
    }
    if (streetKey)
      for (const kept of byStreet.get(streetKey) ?? [])
        if (sameHomeDetails(kept, identity))
          return pair(kept, `same address (${street?.replace(/\|/g, ', ')}, ${outcode})`);
    if (point) {
      const [row, column] = cellOf(point);
      add(byCell, `${row}:${column}`, home);
    }
    if (streetKey) add(byStreet, streetKey, home);
    return null;
  };
}
