/** A landlord's address search (spec §3 "LandlordAddressSearch result"; §7 getLandlordAddressSearch). */
import { landlordDisplayAddress } from '@stairway/domain/landlord';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { postcodeDistricts } from '../../db/schema';
import type { AddressSearchResult } from '../../providers/address-lookup/address-lookup';
import { searchAddresses } from '../addresses';

/** A landlord's address search result (spec §3 "LandlordAddressSearch result"). */
export type LandlordAddressSearchResult = AddressSearchResult & {
  displayAddress: string;
  lat: number;
  lng: number;
  /** The provider's whole record, as JSON text. */
  fullData: string;
};

/** What searchLandlordAddresses needs. */
export type SearchLandlordAddressesOptions = {
  /** The signed-in landlord (from the token), whose searches are counted. */
  landlordId: string;
  /** A full UK postcode, normalised (addressSearchInputSchema). */
  postcode: string;
};

/**
 * The addresses of a postcode for a landlord's listing (spec §7 getLandlordAddressSearch): the same search as
 * getAddressSearch, with the address applicants would see and the district's centre as the map position.
 * @returns the addresses; empty for an unknown postcode (the address can be typed in) or a district the
 *   service does not cover
 * @throws RATE_LIMITED after 60 searches an hour
 */
export async function searchLandlordAddresses(
  services: Pick<AppServices, 'db' | 'addressLookup' | 'logger' | 'rateLimits'>,
  options: SearchLandlordAddressesOptions,
): Promise<LandlordAddressSearchResult[]> {
  const { postcode } = options;
  const found = await searchAddresses(services, `landlord:${options.landlordId}`, { postcode });
  const outcode = postcode.split(' ')[0] ?? '';
  const [district] = await services.db
    .select({ lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(eq(postcodeDistricts.outcode, outcode));
  if (!district) return [];
  return found.map((address) => ({
    ...address,
    displayAddress: landlordDisplayAddress({ ...address, postTown: address.postTown ?? '' }),
    lat: district.lat,
    lng: district.lng,
    fullData: JSON.stringify(address),
  }));
}
