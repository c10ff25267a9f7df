/**
 * /ops/purchases: the purchase cases, longest at their state first: those still going, or every one (moved in and
 * fallen through too). Each row opens the case's page, where operators move it on.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { PurchaseCasesTable } from '../components/purchase-cases-table';
import { PurchaseCasesQuery } from '../graphql/purchaseCases';

/** Which cases are listed: those still going, or all of them. */
type Which = 'going' | 'all';

const WHICH = [
  { value: 'going', label: 'Still going' },
  { value: 'all', label: 'All' },
];

/** What the page says when there is no case to list. */
const EMPTY: Record<Which, string> = {
  going: 'No purchases in progress. A purchase opens when a home is approved.',
  all: 'No purchases yet. A purchase opens when a home is approved.',
};

/** The purchase cases, with the choice of those still going or all. */
export function PurchasesPage() {
  const [which, setWhich] = useState<Which>('going');
  const { data, loading, error, refetch } = useQuery(PurchaseCasesQuery, {
    variables: { includeClosed: which === 'all' },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Purchases · Stairway operators';
  }, []);
  const cases = data?.purchaseCases ?? [];

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Purchases
        </Title>
        <SegmentedControl
          aria-label="Which purchases"
          data={WHICH}
          value={which}
          onChange={(value) => setWhich(value as Which)}
        />
      </Group>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading purchases" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="purchases" onRetry={refetch} />
      ) : cases.length === 0 ? (
        <Alert color="gray" variant="light">
          {EMPTY[which]}
        </Alert>
      ) : (
        <>
          <Text c="gray.7">
            {cases.length === 1 ? '1 purchase' : `${cases.length} purchases`}, longest at their stage first.
            Open one to see its timeline and history, and to move it on.
          </Text>
          <PurchaseCasesTable cases={cases} />
        </>
      )}
    </Stack>
  );
}
