/**
 * A Direct Debit collection's status as a badge (decision 071), on the customer's home page and the console's
 * Payments card: the status in the domain's words (packages/domain plan-collections.ts), in a colour dark enough
 * for white text (paid green, failed or retrying red, waiting blue or grey).
 */
import { Badge } from '@mantine/core';
import { COLLECTION_STATUS_LABELS, type CollectionStatus } from '@stairway/domain/plan-collections';

const STATUS_COLOURS: Record<CollectionStatus, string> = {
  scheduled: 'gray.7',
  pending: 'blue.9',
  paid: 'teal.9',
  retrying: 'red.9',
  failed: 'red.9',
};

/**
 * The badge.
 * @param props.status the collection's status
 */
export function CollectionStatusBadge({ status }: { status: CollectionStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray.7'} variant="filled" radius="sm" miw="max-content">
      {COLLECTION_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
