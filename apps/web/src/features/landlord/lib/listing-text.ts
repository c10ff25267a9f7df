/** Words and paths for the landlord's listings. */
import { paths } from '../../../lib/paths';

/**
 * The rooms of a listing in words.
 * @example roomsText({ bedrooms: 0, bathrooms: 1 }) === 'Studio, 1 bathroom'
 * @returns e.g. "3 bedrooms, 1 bathroom"
 */
export function roomsText({ bedrooms, bathrooms }: { bedrooms: number; bathrooms: number }): string {
  const beds = bedrooms === 0 ? 'Studio' : `${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}`;
  return `${beds}, ${bathrooms} ${bathrooms === 1 ? 'bathroom' : 'bathrooms'}`;
}

/** The edit page of a listing, e.g. /landlord/property/1b2c… */
export function propertyPath(listingId: string): string {
  return paths.landlord.property.replace(':listingId', encodeURIComponent(listingId));
}
