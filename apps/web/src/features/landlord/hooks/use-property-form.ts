/**
 * The state of the listing form (spec §7 createUpdateLandlordListing): its fields, starting empty or from the
 * listing being edited, the rent and value estimate's request once enough is known, and saving with the new
 * photos' keys, after which the landlord is back on their listings.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import {
  type LandlordListingInput,
  type LandlordListingParsed,
  landlordListingInputSchema,
} from '@stairway/domain/landlord';
import { normalisePostcode } from '@stairway/domain/postcode';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { LandlordListingDetailFieldsFragment } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { formProblem } from '../../../lib/server-errors';
import type { FoundAddress } from '../components/address-finder';
import { CreateUpdateLandlordListingMutation } from '../graphql/createUpdateLandlordListing';
import { GetLandlordListingsQuery } from '../graphql/getLandlordListings';
import { photoProblem } from '../lib/form-problem';
import type { usePhotoUploads } from './use-photo-uploads';

type Listing = LandlordListingDetailFieldsFragment;

const FIELDS = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postTown',
  'postcode',
  'type',
  'bedrooms',
  'bathrooms',
  'price',
  'summary',
] as const;

const blank: LandlordListingInput = {
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  postTown: '',
  postcode: '',
  // The form starts empty; the resolver asks for each.
  type: undefined as unknown as LandlordListingInput['type'],
  bedrooms: undefined as unknown as number,
  bathrooms: undefined as unknown as number,
  price: undefined as unknown as number,
  summary: '',
  published: false,
};

const valuesOf = (listing: Listing): LandlordListingInput => ({
  addressLine1: listing.addressLine1,
  addressLine2: listing.addressLine2 ?? '',
  addressLine3: listing.addressLine3 ?? '',
  postTown: listing.postTown,
  postcode: listing.postcode,
  type: listing.type,
  bedrooms: listing.bedrooms,
  bathrooms: listing.bathrooms,
  price: listing.price,
  summary: listing.summary,
  published: listing.published,
});

/**
 * @param listing the listing being edited, or null for a new one
 * @param photos the page's usePhotoUploads(): their keys are saved with the listing
 * @returns the `form`, `submit`, `saving`, `problem` (the message above the buttons), `imagesMessage` (the
 *   server's word on the photos), `estimateRequest` (null until the postcode, type and rooms are known) and
 *   `fillAddress(address)` (an address found by postcode)
 */
export function usePropertyForm(listing: Listing | null, photos: ReturnType<typeof usePhotoUploads>) {
  const navigate = useNavigate();
  const [save, saving] = useMutation(CreateUpdateLandlordListingMutation, {
    refetchQueries: [GetLandlordListingsQuery],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LandlordListingInput, unknown, LandlordListingParsed>({
    resolver: zodResolver(landlordListingInputSchema),
    mode: 'onTouched',
    defaultValues: listing ? valuesOf(listing) : blank,
  });
  const [postcode, type, bedrooms, bathrooms, addressLine1, postTown] = form.watch([
    'postcode',
    'type',
    'bedrooms',
    'bathrooms',
    'addressLine1',
    'postTown',
  ]);
  const normalised = normalisePostcode(postcode ?? '');
  const estimateRequest =
    normalised && type && typeof bedrooms === 'number' && typeof bathrooms === 'number'
      ? {
          postcode: normalised,
          propertyType: type,
          bedrooms,
          bathrooms,
          address: [addressLine1, postTown].filter(Boolean).join(', ') || null,
        }
      : null;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save({
        variables: {
          input: {
            id: listing?.id,
            addressLine1: values.addressLine1,
            addressLine2: values.addressLine2,
            addressLine3: values.addressLine3,
            postTown: values.postTown,
            postcode: values.postcode,
            type: values.type,
            bedrooms: values.bedrooms,
            bathrooms: values.bathrooms,
            price: values.price,
            summary: values.summary,
            images: photos.keys,
            published: values.published ?? false,
          },
        },
      });
      photos.clear();
      notifications.show({
        color: 'stairway',
        message: values.published ? 'Your listing is saved and published' : 'Your listing is saved',
        autoClose: TOAST_DURATION_MS,
      });
      navigate(paths.landlord.listings);
    } catch (error) {
      const forPhotos = photoProblem(error);
      if (forPhotos) {
        form.setError('images', { type: 'server', message: forPhotos });
        return;
      }
      setProblem(
        formProblem(
          error,
          form.setError,
          [...FIELDS, 'images'],
          "We couldn't save your listing just now. Check your connection and try again.",
        ),
      );
    }
  });

  const fillAddress = (address: FoundAddress) => {
    const options = { shouldValidate: true, shouldDirty: true };
    form.setValue('addressLine1', address.addressLine1, options);
    form.setValue('addressLine2', address.addressLine2 ?? '', options);
    form.setValue('addressLine3', address.addressLine3 ?? '', options);
    form.setValue('postTown', address.postTown ?? '', options);
    form.setValue('postcode', address.postcode, options);
  };

  const imagesError = form.formState.errors.images;
  const imagesMessage =
    imagesError?.message ??
    (Array.isArray(imagesError) ? imagesError.find((e) => e?.message)?.message : undefined);

  return { form, submit, saving: saving.loading, problem, imagesMessage, estimateRequest, fillAddress };
}
