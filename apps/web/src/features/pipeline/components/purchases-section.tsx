/**
 * The pipeline's purchases (getPipelinePurchaseStages): how many purchase cases are at each state now (opened, the
 * seven stages from offer made to moved in, fallen through) and the mean days a case spent at each before moving
 * on. Figures only: never a case, an applicant or a home.
 */
import { useQuery } from '@apollo/client/react';
import { Paper, ScrollArea, Skeleton, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { GetPipelinePurchaseStagesQuery } from '../graphql/getPipelinePurchaseStages';
import { isSessionEnded } from '../lib/session-ended';

/**
 * The mean days spent at a state, e.g. 4.5 → "4.5 days", 1 → "1 day"; a dash when no case has moved on from it.
 * @param days the mean, to one decimal place; null when unknown
 */
export function formatMeanDays(days: number | null | undefined): string {
  if (days == null) return '–';
  const text = days.toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${text} ${text === '1' ? 'day' : 'days'}`;
}

/** The purchases tab. */
export function PurchasesSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, loading, error } = useQuery(GetPipelinePurchaseStagesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);
  const stages = data?.getPipelinePurchaseStages;
  const total = stages?.reduce((sum, stage) => sum + stage.cases, 0) ?? 0;
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={2} fz={18} mb="xs" id="pipeline-purchases-title">
        Purchases
      </Title>
      <Text c="gray.7" fz="sm" maw={640} mb="md">
        Where the purchases of approved homes stand: how many are at each stage now, and the mean time a
        purchase spent at each stage before moving on. Figures only, never who.
      </Text>
      {error && !isSessionEnded(error) && (
        <Text c="red.8" role="alert" mb="sm">
          The purchases could not be loaded. Try again in a moment.
        </Text>
      )}
      <Text fz="sm" c="gray.7" mb="xs" aria-live="polite">
        {stages
          ? `${total.toLocaleString('en-GB')} ${total === 1 ? 'purchase' : 'purchases'}`
          : loading
            ? 'Loading purchases…'
            : ''}
      </Text>
      <ScrollArea type="auto">
        <Table striped verticalSpacing="xs" miw={480} aria-labelledby="pipeline-purchases-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Stage</Table.Th>
              <Table.Th ta="right">Cases now</Table.Th>
              <Table.Th ta="right">Mean time spent</Table.Th>
              <Table.Th ta="right">Cases moved on</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!stages && loading
              ? Array.from({ length: 9 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={i}>
                    <Table.Td colSpan={4}>
                      <Skeleton h={20} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : stages?.map((stage) => (
                  <Table.Tr key={stage.state}>
                    <Table.Th scope="row" fw={500}>
                      {stage.label}
                    </Table.Th>
                    <Table.Td ta="right" className="tabular-nums">
                      {stage.cases.toLocaleString('en-GB')}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatMeanDays(stage.averageDaysSpent)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {stage.casesMovedOn.toLocaleString('en-GB')}
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text fz="xs" c="gray.7" mt="sm">
        Mean time spent: over the purchases that have left the stage; a dash until one has. Moved in and
        fallen through are where a purchase ends, so no time is counted there.
      </Text>
    </Paper>
  );
}
