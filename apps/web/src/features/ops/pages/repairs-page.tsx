/**
 * /ops/repairs: the repairs queue: open repairs, overdue first, then by target; or every one (completed and
 * cancelled after the open ones). The server sends 25 at a time with the whole queue's counts; "Show more" adds
 * the next 25 below. Each row opens the repair's page, where operators update it.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { RepairsTable } from '../components/repairs-table';
import { RepairQueueQuery } from '../graphql/repairs';

/** Which repairs are listed: the open ones, or all of them. */
type Which = 'open' | 'all';

const WHICH = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

/** "1 repair", "26 repairs". */
function repairsCount(count: number): string {
  return count === 1 ? '1 repair' : `${count.toLocaleString('en-GB')} repairs`;
}

/** The queue, with the choice of open or all repairs, a page at a time. */
export function RepairsPage() {
  const [which, setWhich] = useState<Which>('open');
  const { data, loading, error, refetch, fetchMore } = useQuery(RepairQueueQuery, {
    variables: { includeClosed: which === 'all' },
    fetchPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  useEffect(() => {
    document.title = 'Repairs · Stairway operators';
  }, []);
  const queue = data?.repairQueue;
  const rows = queue?.entries ?? [];

  const showMore = async () => {
    if (queue?.nextOffset == null) return;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { offset: queue.nextOffset },
        updateQuery: (previous, { fetchMoreResult }) => ({
          repairQueue: {
            ...fetchMoreResult.repairQueue,
            entries: [...(previous.repairQueue?.entries ?? []), ...fetchMoreResult.repairQueue.entries],
          },
        }),
      });
      setMore({ loading: false, error: null });
    } catch (problem) {
      setMore({
        loading: false,
        error: readGraphQLError(problem)?.message ?? 'The next repairs did not load. Try again.',
      });
    }
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Repairs
        </Title>
        <SegmentedControl
          aria-label="Which repairs"
          data={WHICH}
          value={which}
          onChange={(value) => {
            setMore({ loading: false, error: null });
            setWhich(value as Which);
          }}
        />
      </Group>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading repairs" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="repairs" onRetry={refetch} />
      ) : !queue || rows.length === 0 ? (
        <Alert color="gray" variant="light" title={which === 'open' ? 'No open repairs' : 'No repairs yet'}>
          {which === 'open'
            ? 'Nothing is waiting for the team. Customers report repairs from their home page; new ones appear here, the most overdue first.'
            : 'No customer has reported a repair yet. Customers report repairs from their home page once their plan is signed.'}
        </Alert>
      ) : (
        <>
          <Text c="gray.7" data-testid="repairs-summary">
            {repairsCount(queue.total)}
            {queue.overdue > 0 ? `, ${queue.overdue.toLocaleString('en-GB')} overdue` : ''}: overdue first,
            then by target. Open one to book a visit, change its status or who pays, or write to the customer.
          </Text>
          <RepairsTable rows={rows} />
          <Stack gap="xs" align="center">
            <Text fz="sm" c="gray.7" aria-live="polite" data-testid="repairs-shown">
              Showing {rows.length.toLocaleString('en-GB')} of {repairsCount(queue.total)}
            </Text>
            {more.error && (
              <Alert color="red" variant="light" role="alert">
                {more.error}
              </Alert>
            )}
            {queue.nextOffset != null && (
              <Button variant="default" onClick={showMore} loading={more.loading}>
                Show more repairs
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
