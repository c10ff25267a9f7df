/**
 * "Your payments": every collection the plan has asked for, deposit first, with its due date, amount and status
 * in words (packages/domain plan-collections.ts), and for a failed one why and when it is tried again.
 */
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COLLECTION_STATUS_LABELS, type CollectionStatus } from '@stairway/domain/plan-collections';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';

/** Each status's colour: paid green, failed red, waiting grey. */
const STATUS_COLOURS: Record<CollectionStatus, string> = {
  scheduled: 'gray',
  pending: 'blue',
  paid: 'green',
  retrying: 'orange',
  failed: 'red',
};

/** The status of a collection, with its failure and retry in words. */
function Status({ collection }: { collection: HomePayments['collections'][number] }) {
  const status = collection.status as CollectionStatus;
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm">
        {COLLECTION_STATUS_LABELS[status]}
      </Badge>
      {collection.failureReason && status !== 'paid' && (
        <Text fz="xs" c="gray.7">
          {collection.failureReason}
          {collection.nextAttemptOn ? `. Next try ${formatPurchaseCaseDate(collection.nextAttemptOn)}` : ''}
        </Text>
      )}
      {status === 'paid' && collection.paidOn && (
        <Text fz="xs" c="gray.7">
          {formatPurchaseCaseDate(collection.paidOn)}
          {collection.attempts > 1 ? `, on try ${collection.attempts}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** The table of collections; a line saying none yet when there are none. */
export function PaymentsTable({ payments }: { payments: HomePayments }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          Your payments
        </Title>
        {payments.collections.length === 0 ? (
          <Text c="gray.7">
            No payment has been asked for yet. Your deposit is collected once your Direct Debit is set up.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native">
            <Table verticalSpacing="sm" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Payment</Table.Th>
                  <Table.Th scope="col">Due</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.collections.map((collection) => (
                  <Table.Tr key={collection.id} data-testid="collection" data-status={collection.status}>
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {collection.description}
                      </Text>
                      {collection.rentPence > 0 && (
                        <Text fz="xs" c="gray.7">
                          Rent {formatPence(collection.rentPence)}, equity{' '}
                          {formatPence(collection.equityPence)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fz="sm">{formatPurchaseCaseDate(collection.dueDate)}</Table.Td>
                    <Table.Td fz="sm" ta="right" className="tabular-nums">
                      {formatPence(collection.amountPence)}
                    </Table.Td>
                    <Table.Td>
                      <Status collection={collection} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
