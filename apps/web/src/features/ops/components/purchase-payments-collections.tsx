/**
 * The collections of a plan on the purchase case's Payments card (purchase-payments-card.tsx), deposit first: what
 * each is and its due date, the amount (rent and equity), where it stands in words, the attempts made and, for one
 * that failed, the bank's reason and when it is tried again, and "Retry now" under a failed or retrying one. The
 * table scrolls sideways inside its own labelled region on a phone, as the console's other tables do.
 */
import { Box, Button, Table, Text } from '@mantine/core';
import {
  canRetryCollectionNow,
  type CollectionStatus as DomainCollectionStatus,
} from '@stairway/domain/plan-collections';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconRefresh } from '@tabler/icons-react';
import { CollectionStatusBadge } from '../../../components/collection-status-badge';
import type { HomePaymentsFieldsFragment } from '../../../gql/graphql';

/** A collection as the card has it. */
export type PlanCollectionRow = HomePaymentsFieldsFragment['collections'][number];

/** Whether an operator may ask the bank again now (packages/domain canRetryCollectionNow). */
export function canRetryNow(collection: Pick<PlanCollectionRow, 'status'>): boolean {
  return canRetryCollectionNow(collection.status as DomainCollectionStatus);
}

/** Money in a cell: tabular figures, right-aligned. */
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** What happened to a collection: the bank's reason, when it is tried again, or the day it was paid. */
function Outcome({ collection }: { collection: PlanCollectionRow }) {
  const { failureReason, nextAttemptOn, paidOn, status } = collection;
  if (status === 'paid' && paidOn) return <Text fz="sm">Paid on {formatPurchaseCaseDate(paidOn)}</Text>;
  if (!failureReason && !nextAttemptOn) return <>–</>;
  return (
    <>
      {failureReason && <Text fz="sm">{failureReason}</Text>}
      {status === 'retrying' && nextAttemptOn && (
        <Text fz="sm" c="gray.7">
          Will be retried on {formatPurchaseCaseDate(nextAttemptOn)}
        </Text>
      )}
    </>
  );
}

/** One collection's row. */
function CollectionRow({
  collection,
  retrying,
  busy,
  onRetry,
}: {
  collection: PlanCollectionRow;
  retrying: boolean;
  busy: boolean;
  onRetry: (collection: PlanCollectionRow) => void;
}) {
  const status = collection.status as DomainCollectionStatus;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {collection.description}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPurchaseCaseDate(collection.dueDate)}</Table.Td>
      <Table.Td ta="right" style={figures}>
        <Text fz="sm" fw={600}>
          {formatPence(collection.amountPence)}
        </Text>
        {collection.rentPence > 0 && (
          <Text fz="xs" c="gray.7">
            Rent {formatPence(collection.rentPence)}, equity {formatPence(collection.equityPence)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <CollectionStatusBadge status={status} />
      </Table.Td>
      <Table.Td ta="right" style={figures}>
        {collection.attempts}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Outcome collection={collection} />
        {canRetryNow(collection) && (
          <Button
            mt={6}
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={retrying}
            disabled={busy && !retrying}
            onClick={() => onRetry(collection)}
            aria-label={`Retry now: ${collection.description}`}
          >
            Retry now
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The collections' table.
 * @param collections every collection asked for so far, deposit first
 * @param retryingId the collection being asked for again, or null
 * @param onRetry asks the bank again now for a failed or retrying collection
 */
export function PurchasePaymentsCollections({
  collections,
  retryingId,
  onRetry,
}: {
  collections: readonly PlanCollectionRow[];
  retryingId: string | null;
  onRetry: (collection: PlanCollectionRow) => void;
}) {
  if (collections.length === 0) {
    return <Text c="gray.7">No collection has been asked for yet.</Text>;
  }
  return (
    <Box role="region" aria-label="Collections table" tabIndex={0}>
      <Table.ScrollContainer minWidth={880}>
        <Table striped verticalSpacing="sm" aria-label="Collections">
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={170}>Collection</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right" miw={150}>
                Amount
              </Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Attempts</Table.Th>
              <Table.Th miw={190}>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collections.map((collection) => (
              <CollectionRow
                key={collection.id}
                collection={collection}
                retrying={retryingId === collection.id}
                busy={retryingId !== null}
                onRetry={onRetry}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
