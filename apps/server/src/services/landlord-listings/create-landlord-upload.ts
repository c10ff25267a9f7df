/** A landlord's photo upload (spec §7 getLandlordPreSignedUploadUrl; decision record 018). */
import { LANDLORD_IMAGE_CONTENT_TYPES, LANDLORD_IMAGE_MAX_BYTES } from '@stairway/domain/landlord';
import type { AppServices } from '../../context';
import { createPreSignedUpload, type PreSignedUpload } from '../documents';

/** What createLandlordUpload needs. */
export type CreateLandlordUploadOptions = {
  /** The signed-in landlord (from the token), whom the key is bound to. */
  landlordId: string;
};

/**
 * A signed URL to upload one photo to and its random key, bound to the landlord (spec §7
 * getLandlordPreSignedUploadUrl); the key goes into createUpdateLandlordListing's `images`.
 * @returns the URL, the key, the largest size (bytes) and the content types accepted
 * @throws RATE_LIMITED after 60 an hour
 */
export async function createLandlordUpload(
  services: Pick<AppServices, 'storage' | 'uploadKeys' | 'rateLimits'>,
  options: CreateLandlordUploadOptions,
): Promise<PreSignedUpload> {
  const upload = await createPreSignedUpload(services, { kind: 'landlord', landlordId: options.landlordId });
  return { ...upload, maxBytes: LANDLORD_IMAGE_MAX_BYTES, contentTypes: LANDLORD_IMAGE_CONTENT_TYPES };
}
