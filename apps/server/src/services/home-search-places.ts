/**
 * Where a radius search is centred (a radius around a place or a postcode): the place the
 * applicant typed ("Leeds", "LS6", "LS6 1AA") resolved to a point from the postcode districts' centroids.
 */
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { eq, sql } from 'drizzle-orm';
import { getCenter } from 'geolib';
import type { Db } from '../db/client';
import { postcodeDistricts } from '../db/schema';
import { inputError } from '../lib/app-error';

/** A radius search's resolved centre (GraphQL SearchPlace). */
export type SearchPlace = {
  /** What the centre is, for the page: "Leeds", "LS6 (Leeds)" or "LS6 1AA". */
  label: string;
  /** Latitude of the centre, WGS84 degrees. */
  lat: number;
  /** Longitude of the centre, WGS84 degrees. */
  lng: number;
  /** The radius asked for, miles. */
  radiusMiles: number;
};

/**
 * Resolves a place to the centre of a radius search:
 * - a full postcode ("LS6 1AA"): its district's centroid (full postcodes have no coordinates of their own here),
 *   labelled with the postcode;
 * - a postcode district ("ls6"): its centroid, labelled "LS6 (Leeds)" when its town is known;
 * - a town ("leeds", case-insensitive, postcode_districts.town): the geographic centre (geolib getCenter) of
 *   that town's district centroids, labelled with the town as the service spells it.
 * A district is tried before a town, so that "E1" is the district.
 * @param place what the applicant typed (already trimmed by nearPlaceSchema)
 * @param radiusMiles the radius asked for, miles (returned as is)
 * @throws BAD_USER_INPUT on `near.place` when nothing matches: "We couldn’t find “X”. Enter a town, a postcode
 *   district or a postcode, for example Leeds or LS6"
 */
export async function resolveSearchPlace(db: Db, place: string, radiusMiles: number): Promise<SearchPlace> {
  const postcode = normalisePostcode(place);
  const outcode = normaliseOutcode(place);
  if (outcode) {
    const [district] = await db
      .select()
      .from(postcodeDistricts)
      .where(eq(postcodeDistricts.outcode, outcode));
    if (district) {
      const label = postcode ?? (district.town ? `${outcode} (${district.town})` : outcode);
      return { label, lat: district.lat, lng: district.lng, radiusMiles };
    }
  }
  const town = place.trim().replace(/\s+/g, ' ');
  const districts = await db
    .select({ town: postcodeDistricts.town, lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(sql`lower(${postcodeDistricts.town}) = lower(${town})`);
  const centre =
    districts.length > 0 ? getCenter(districts.map((d) => ({ latitude: d.lat, longitude: d.lng }))) : false;
  if (!centre || !districts[0]?.town) {
    throw inputError([
      {
        field: 'near.place',
        message: `We couldn’t find “${place}”. Enter a town, a postcode district or a postcode, for example Leeds or LS6`,
      },
    ]);
  }
  return { label: districts[0].town, lat: centre.latitude, lng: centre.longitude, radiusMiles };
}
