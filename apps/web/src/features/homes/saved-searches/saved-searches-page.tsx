/**
 * Saved searches (/saved-searches): the applicant's saved searches with their daily e-mail alerts, each to run, rename
 * or delete; an empty state that leads to Explore homes; skeletons while loading and a retry on error. A note when
 * alerts cannot go out yet because the e-mail address is not confirmed (nothing is sent to unverified addresses).
 */
import { Alert, Anchor, Button, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { MAX_SAVED_SEARCHES } from '@stairway/domain/home-search';
import { IconAlertTriangle, IconBell, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { HomesMessage } from '../components/homes-message';
import { SavedSearchCard } from './saved-search-card';
import { useSavedSearches } from './use-saved-searches';

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

function SavedSearchesSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your saved searches">
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Skeleton h={22} w="40%" />
            <Skeleton h={16} w="80%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={24} w={200} />
            <Skeleton h={36} w={280} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The Saved searches page. */
export function SavedSearchesPage() {
  const { me } = useSession();
  const verified = me?.user?.emailVerified ?? false;
  const { searches, loading, failed, refetch, setAlerts, rename, deleteSearch } = useSavedSearches();
  const anyAlerts = searches.some((s) => s.alertsEnabled);

  let content: React.ReactNode;
  if (loading) content = <SavedSearchesSkeleton />;
  else if (failed)
    content = (
      <HomesMessage
        role="alert"
        icon={<IconAlertTriangle size={28} />}
        title="We couldn’t load your saved searches"
        description="Something went wrong on our side or with the connection. Please try again."
        action={<Button onClick={refetch}>Try again</Button>}
      />
    );
  else if (searches.length === 0)
    content = (
      <HomesMessage
        icon={<IconBell size={28} />}
        title="You haven’t saved any searches yet"
        description="On Explore homes, choose where and what you’re looking for, then press Save search. We’ll e-mail you new homes that match, once a day."
        action={<ExploreButton variant="light" />}
      />
    );
  else
    content = (
      <Stack gap="md">
        {searches.map((search) => (
          <SavedSearchCard key={search.id} search={search} actions={{ setAlerts, rename, deleteSearch }} />
        ))}
        <Text fz="sm" c="dimmed">
          You can keep up to {MAX_SAVED_SEARCHES} saved searches.
        </Text>
      </Stack>
    );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <PageHeader
          title="Saved searches"
          subtitle="New homes for each search with alerts on come to your inbox once a day."
          back={{ to: paths.homes.mine, label: 'Back to your homes' }}
        />
        {!loading && anyAlerts && !verified && (
          <Alert color="yellow" variant="light" title="Confirm your e-mail address to get alerts">
            We only send alerts to a confirmed address.{' '}
            <Anchor component={Link} to={paths.verifyEmailCode}>
              Confirm it now
            </Anchor>
          </Alert>
        )}
        {content}
      </Stack>
    </Container>
  );
}
