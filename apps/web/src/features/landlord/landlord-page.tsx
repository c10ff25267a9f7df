/**
 * /landlord (spec §2): signed out, a returning landlord signs in with a code e-mailed to them; signed in, their
 * listings (spec §7 getLandlordListings) with photo, price, address, rooms, estimated rent and views, a
 * publish switch (createUpdateLandlordListing), edit, and delete through the generic confirm modal
 * (deleteLandlordListing); an empty state invites them to list a property.
 */
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
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
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LandlordListingFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { CodeStep } from './components/code-step';
import { EmailStep } from './components/email-step';
import { LandlordYourData } from './components/landlord-your-data';
import { ListingCardFacts } from './components/listing-card-facts';
import { GetLandlordListingsQuery } from './graphql/getLandlordListings';
import { useListingCardActions } from './hooks/use-listing-card-actions';
import { propertyPath } from './lib/listing-text';

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

function ListingCard({ listing }: { listing: Listing }) {
  const { saving, togglePublished, confirmDelete } = useListingCardActions(listing);
  const [broken, setBroken] = useState(false);

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
        <ListingCardFacts listing={listing} />
        <Switch
          mt="xs"
          label="Show to buyers"
          description="Published homes are featured to people looking in its postcode district."
          checked={listing.published}
          disabled={saving}
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
