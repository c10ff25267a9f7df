/**
 * /landlord (spec §2): signed out, a returning landlord signs in with a code e-mailed to them; signed in, their
 * listings (spec §7 getLandlordListings) with photo, price, address, rooms, estimated rent and views, a
 * publish switch (createUpdateLandlordListing), edit, and delete through the generic confirm modal
 * (deleteLandlordListing); an empty state invites them to list a property.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROPERTY_TYPE_LABELS, TOAST_DURATION_MS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { openConfirmModal } from '../../components/confirm-modal';
import type { LandlordListingFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { CodeStep } from './components/code-step';
import { EmailStep } from './components/email-step';
import { LandlordYourData } from './components/landlord-your-data';
import { CreateUpdateLandlordListingMutation } from './graphql/createUpdateLandlordListing';
import { DeleteLandlordListingMutation } from './graphql/deleteLandlordListing';
import { GetLandlordListingsQuery } from './graphql/getLandlordListings';
import { propertyPath, roomsText } from './lib/listing-text';

type Listing = LandlordListingFieldsFragment;

/** The landlord's home page. */
export function LandlordPage() {
  const session = useSession();
  useEffect(() => {
    document.title = session.landlordToken ? 'Your listings · Stairway' : 'Landlord sign in · Stairway';
  }, [session.landlordToken]);
  return session.landlordToken ? <Listings /> : <SignIn />;
}

/** A returning landlord's sign-in: e-mail address, then the code. */
function SignIn() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Stack gap={6}>
        <Title order={1}>Sign in to list your property</Title>
        <Text c="dimmed">We'll e-mail you a 6-digit code: there is no password to remember.</Text>
      </Stack>
      <Card withBorder radius="lg" p="lg">
        {sentTo ? (
          <CodeStep
            email={sentTo}
            onSignedIn={() => navigate(paths.landlord.listings, { replace: true })}
            onChangeEmail={() => setSentTo(null)}
          />
        ) : (
          <EmailStep onSent={setSentTo} />
        )}
      </Card>
      <Text ta="center">
        New to Stairway?{' '}
        <Anchor component={Link} to={paths.landlord.signUp}>
          Sign up as a landlord
        </Anchor>
      </Text>
    </Stack>
  );
}

function Listings() {
  const { data, loading, error, refetch } = useQuery(GetLandlordListingsQuery, {
    fetchPolicy: 'network-only',
  });
  const listings = data?.getLandlordListings ?? [];
  return (
    <Stack maw={1100} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Your listings</Title>
          <Text c="dimmed">Published homes are shown first to people looking to buy in their area.</Text>
        </Stack>
        {listings.length > 0 && (
          <Button
            component={Link}
            to={paths.landlord.newProperty}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            List a property
          </Button>
        )}
      </Group>
      {error && !data ? (
        <Alert color="red" role="alert" title="We couldn't load your listings">
          <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : loading && !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={360} radius="lg" />
          ))}
        </SimpleGrid>
      ) : listings.length === 0 ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} fz="h3">
              You haven't listed a property yet
            </Title>
            <Text c="dimmed" maw={460}>
              Add your property with a few photos: we'll estimate its rent and value, and once you publish it,
              people saving to buy in its area see it first.
            </Text>
            <Button
              component={Link}
              to={paths.landlord.newProperty}
              size="md"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              List a property
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </SimpleGrid>
      )}
      <LandlordYourData />
    </Stack>
  );
}

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

function ListingCard({ listing }: { listing: Listing }) {
  const [save, saving] = useMutation(CreateUpdateLandlordListingMutation);
  const [remove] = useMutation(DeleteLandlordListingMutation, {
    refetchQueries: [GetLandlordListingsQuery],
    awaitRefetchQueries: true,
  });
  const [broken, setBroken] = useState(false);
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

  return (
    <Card withBorder radius="lg" padding={0} component="article" data-testid="landlord-listing">
      {listing.image && !broken ? (
        <Image
          src={listing.image}
          alt=""
          style={{ aspectRatio: '4 / 3' }}
          fit="cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <Stack justify="center" align="center" bg="stairway.0" style={{ aspectRatio: '4 / 3' }}>
          <Text c="dimmed" fz="sm">
            No photos yet
          </Text>
        </Stack>
      )}
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fz={24} fw={700} className="tabular-nums">
            {formatGBP(listing.price)}
          </Text>
          <Badge color={listing.published ? 'stairway' : 'gray'} variant="light" tt="none" size="lg">
            {listing.published ? 'Published' : 'Not published'}
          </Badge>
        </Group>
        <Title order={2} fz="md" fw={600}>
          {listing.displayAddress}
        </Title>
        <Text fz="sm">
          {roomsText(listing)} · {PROPERTY_TYPE_LABELS[listing.type]}
        </Text>
        <Text fz="sm" className="tabular-nums">
          <Text span c="dimmed" inherit>
            Estimated rent{' '}
          </Text>
          <Text span fw={600} inherit>
            {formatGBP(listing.estimatedRent)}
          </Text>
          <Text span c="dimmed" inherit>
            /month
          </Text>
        </Text>
        <Group gap={6} c="dimmed">
          <IconEye size={16} aria-hidden="true" />
          <Text fz="sm" data-testid="listing-views">
            {listing.views === 1 ? '1 view' : `${listing.views} views`}
          </Text>
        </Group>
        <Switch
          mt="xs"
          label="Show to buyers"
          description="Published homes are featured to people looking in its postcode district."
          checked={listing.published}
          disabled={saving.loading}
          onChange={(event) => void togglePublished(event.currentTarget.checked)}
        />
        <Group mt="sm" grow>
          <Button
            component={Link}
            to={propertyPath(listing.id)}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
          >
            Edit
          </Button>
          <Button
            variant="default"
            color="red"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={confirmDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
