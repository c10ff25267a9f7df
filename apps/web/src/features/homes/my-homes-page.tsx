/**
 * Your homes (/submit-a-home, "Homes" in the navigation): a way into Explore homes, the applicant's saved
 * homes as cards (the same card and detail panel as Explore; removing asks first, spec §4), the homes they
 * submitted with their statuses (deleting asks first), the home banner (spec §4), and Submit a home when the
 * maintenance flag and the application allow it (spec §5; SubmitHomeSection).
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHeart, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { HomeBanner } from '../../components/home-banner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HomesMessage } from './components/homes-message';
import { LazyListingDetailPanel } from './components/lazy-listing-detail-panel';
import { ListingGrid, ListingGridSkeleton } from './components/listing-grid';
import { SubmitHomeSection } from './components/submit-home-section';
import { SubmittedHomes, SubmittedHomesSkeleton } from './components/submitted-homes';
import { FavouritesProvider, useFavourites } from './hooks/favourites';
import { useHomeSubmissions } from './hooks/use-home-submissions';
import { countHomes } from './lib/listing-text';
import type { Home } from './lib/types';

/** The "Your homes" page. */
export function MyHomesPage() {
  return (
    <FavouritesProvider>
      <MyHomes />
    </FavouritesProvider>
  );
}

function ExploreButton({ variant = 'filled' }: { variant?: 'filled' | 'light' }) {
  return (
    <Button
      component={Link}
      to={paths.homes.explore}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      variant={variant}
    >
      Explore homes
    </Button>
  );
}

function MyHomes() {
  const { me } = useSession();
  const budget = me?.application?.budget ?? null;
  const { favourites, loading, failed, refetch } = useFavourites();
  const [selected, setSelected] = useState<Home | null>(null);
  const homes = favourites.map((favourite) => favourite.listing);
  const submitted = useHomeSubmissions();

  let saved: ReactNode;
  if (loading) saved = <ListingGridSkeleton count={3} label="Loading your saved homes" />;
  else if (failed)
    saved = (
      <HomesMessage
        role="alert"
        icon={<IconAlertTriangle size={28} />}
        title="We couldn’t load your saved homes"
        description="Something went wrong on our side or with the connection. Please try again."
        action={<Button onClick={refetch}>Try again</Button>}
      />
    );
  else if (homes.length === 0)
    saved = (
      <HomesMessage
        icon={<IconHeart size={28} />}
        title="You haven’t saved any homes yet"
        description="Tap the heart on a home you like to keep it here for later."
        action={<ExploreButton variant="light" />}
      />
    );
  else saved = <ListingGrid homes={homes} onOpen={setSelected} budget={budget} />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              Your homes
            </Title>
            <Text c="dimmed">Find homes you’d like to rent and buy, and keep the ones you like.</Text>
          </Stack>
          <ExploreButton />
        </Group>
        <HomeBanner />

        <Stack gap="md" component="section" aria-labelledby="saved-homes-heading">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="xl" id="saved-homes-heading">
              Saved homes
            </Title>
            {!loading && homes.length > 0 && (
              <Text c="dimmed" fz="sm" className="tabular-nums">
                {countHomes(homes.length)}
              </Text>
            )}
          </Group>
          {saved}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="submitted-homes-heading">
          <Title order={2} fz="xl" id="submitted-homes-heading">
            Homes you submit
          </Title>
          {submitted.loading ? (
            <SubmittedHomesSkeleton />
          ) : submitted.failed ? (
            // Not silence: an applicant whose submissions did not load would think they had none.
            <HomesMessage
              role="alert"
              icon={<IconAlertTriangle size={28} />}
              title="We couldn’t load the homes you submitted"
              description="Something went wrong on our side or with the connection. Please try again."
              action={<Button onClick={submitted.refetch}>Try again</Button>}
            />
          ) : (
            submitted.submissions.length > 0 && (
              <SubmittedHomes submissions={submitted.submissions} onDelete={submitted.confirmDelete} />
            )
          )}
          <SubmitHomeSection />
        </Stack>
      </Stack>

      <LazyListingDetailPanel home={selected} onClose={() => setSelected(null)} budget={budget} />
    </Container>
  );
}
