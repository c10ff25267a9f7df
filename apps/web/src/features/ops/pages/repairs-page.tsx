/**
 * /ops/repairs: the repairs queue: open repairs, overdue first, then by target; or every one (completed and
 * cancelled after the open ones). Each row opens the repair's page, where operators update it.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { RepairsTable } from '../components/repairs-table';
import { RepairQueueQuery } from '../graphql/repairs';

/** Which repairs are listed: the open ones, or all of them. */
type Which = 'open' | 'all';

const WHICH = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

/** The queue, with the choice of open or all repairs. */
export function RepairsPage() {
  const [which, setWhich] = useState<Which>('open');
  const { data, loading, error, refetch } = useQuery(RepairQueueQuery, {
    variables: { includeClosed: which === 'all' },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Repairs · Stairway operators';
  }, []);
  const rows = data?.repairQueue ?? [];
  const overdue = rows.filter((row) => row.repair.overdue).length;

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
          onChange={(value) => setWhich(value as Which)}
        />
      </Group>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading repairs" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="repairs" onRetry={refetch} />
      ) : rows.length === 0 ? (
        <Alert color="gray" variant="light">
          {which === 'open'
            ? 'No open repairs. Customers report repairs from their home page.'
            : 'No repairs yet.'}
        </Alert>
      ) : (
        <>
          <Text c="gray.7">
            {rows.length === 1 ? '1 repair' : `${rows.length} repairs`}
            {overdue > 0 ? `, ${overdue} overdue` : ''}: overdue first, then by target. Open one to book a
            visit, change its status or who pays, or write to the customer.
          </Text>
          <RepairsTable rows={rows} />
        </>
      )}
    </Stack>
  );
}
