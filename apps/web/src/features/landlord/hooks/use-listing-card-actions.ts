/**
 * The actions of one listing card on /landlord (split from landlord-page.tsx by length): publish or unpublish
 * (createUpdateLandlordListing) and delete after confirmation (deleteLandlordListing), with a toast on failure.
 */
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { LandlordListingFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { CreateUpdateLandlordListingMutation } from '../graphql/createUpdateLandlordListing';
import { DeleteLandlordListingMutation } from '../graphql/deleteLandlordListing';
import { GetLandlordListingsQuery } from '../graphql/getLandlordListings';

type Listing = LandlordListingFieldsFragment;

/** The listing's input for createUpdateLandlordListing, as saved, with `published` changed. */
function withPublished(listing: Listing, published: boolean) {
  return {
    id: listing.id,
    addressLine1: listing.addressLine1,
    addressLine2: listing.addressLine2,
    addressLine3: listing.addressLine3,
    postTown: listing.postTown,
    postcode: listing.postcode,
    type: listing.type,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    price: listing.price,
    summary: listing.summary,
    published,
  };
}

/** Publishing and deleting one listing: `saving` while a publish change is in flight. */
export function useListingCardActions(listing: Listing) {
  const [save, saving] = useMutation(CreateUpdateLandlordListingMutation);
  const [remove] = useMutation(DeleteLandlordListingMutation, {
    refetchQueries: [GetLandlordListingsQuery],
    awaitRefetchQueries: true,
  });
  const fail = (error: unknown, fallback: string) =>
    notifications.show({
      color: 'red',
      title: fallback,
      message: readGraphQLError(error)?.message ?? 'Please try again.',
      autoClose: TOAST_DURATION_MS,
    });

  const togglePublished = async (published: boolean) => {
    try {
      await save({ variables: { input: withPublished(listing, published) } });
    } catch (error) {
      fail(error, published ? "We couldn't publish it" : "We couldn't unpublish it");
    }
  };

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete this listing?',
      children: `${listing.displayAddress} and its photos will be deleted. This can't be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: async () => {
        try {
          await remove({ variables: { input: { listingId: listing.id } } });
          notifications.show({ color: 'stairway', message: 'Listing deleted', autoClose: TOAST_DURATION_MS });
        } catch (error) {
          fail(error, "We couldn't delete it");
        }
      },
    });

  return { saving: saving.loading, togglePublished, confirmDelete };
}
