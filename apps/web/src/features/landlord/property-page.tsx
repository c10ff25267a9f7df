/**
 * /landlord/property/new and /landlord/property/:listingId (spec §2; §7 getLandlordAddressSearch,
 * getLandlordPreSignedUploadUrl, deleteLandlordListingImage, createUpdateLandlordListing, getLandlordListing):
 * the address found by postcode or typed in, type, bedrooms, bathrooms, asking price, summary, photos (upload
 * progress, previews, delete, Move earlier / Move later through reorderLandlordListingImages; the first is the
 * main photo), publishing, and the rent and value estimate. The form is components/property-form.tsx.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { PropertyForm } from './components/property-form';
import { GetLandlordListingQuery } from './graphql/getLandlordListing';

/** The page: a new listing, or one of the landlord's listings by its id. */
export function PropertyPage() {
  const session = useSession();
  const { listingId } = useParams();
  const { data, loading, error } = useQuery(GetLandlordListingQuery, {
    variables: { input: { listingId: listingId ?? '' } },
    skip: !listingId || !session.landlordToken,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    document.title = `${listingId ? 'Edit your listing' : 'List a property'} · Stairway`;
  }, [listingId]);

  if (!session.landlordToken) return <Navigate to={paths.landlord.listings} replace />;
  if (listingId && loading && !data) {
    return (
      <Center mih={240}>
        <Loader role="status" aria-label="Loading your listing" />
      </Center>
    );
  }
  if (listingId && (error || !data)) {
    return (
      <Stack maw={720} mx="auto">
        <Alert color="red" role="alert" title="We couldn't find that listing">
          {readGraphQLError(error)?.message ?? 'Check your connection and try again.'}
        </Alert>
        <Anchor component={Link} to={paths.landlord.listings}>
          Back to your listings
        </Anchor>
      </Stack>
    );
  }
  return <PropertyForm key={listingId ?? 'new'} listing={data?.getLandlordListing ?? null} />;
}
