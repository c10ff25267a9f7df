/**
 * "Your payments": every collection the plan has asked for, deposit first, as a list that reads the same on a
 * phone and a desktop: what it is (and its rent and equity), its due date, its amount and its status in words
 * (packages/domain plan-collections.ts), and for a failed one why and when it is tried again; then the next
 * months by the plan's schedule, so that what happened reads beside what was planned.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type CollectionStatus, describeCollection } from '@stairway/domain/plan-collections';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId } from 'react';
import { CollectionStatusBadge } from '../../../components/collection-status-badge';
import type { HomePayments } from '../hooks/use-home-payments';

type Collection = HomePayments['collections'][number];

/** What follows the status: when it was paid (and on which try), or why it failed and when it is tried again. */
function statusDetail(collection: Collection): string | null {
  if (collection.status === 'paid' && collection.paidOn) {
    const attempt = collection.attempts > 1 ? `, on try ${collection.attempts}` : '';
    return `Paid ${formatPurchaseCaseDate(collection.paidOn)}${attempt}`;
  }
  if (!collection.failureReason) return null;
  const next = collection.nextAttemptOn
    ? `. Next try ${formatPurchaseCaseDate(collection.nextAttemptOn)}`
    : '';
  return `${collection.failureReason}${next}`;
}

/** One payment of the list. */
function PaymentRow({ collection }: { collection: Collection }) {
  const status = collection.status as CollectionStatus;
  const detail = statusDetail(collection);
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="collection"
      data-status={collection.status}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600}>{collection.description}</Text>
        <Text fz="sm" c="gray.7">
          Due {formatPurchaseCaseDate(collection.dueDate)}
          {collection.rentPence > 0 &&
            ` · rent ${formatPence(collection.rentPence)}, equity ${formatPence(collection.equityPence)}`}
        </Text>
        {detail && (
          <Text fz="sm" c={status === 'paid' ? 'gray.7' : 'red.9'}>
            {detail}
          </Text>
        )}
      </Stack>
      <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} className="tabular-nums">
          {formatPence(collection.amountPence)}
        </Text>
        <CollectionStatusBadge status={status} />
      </Stack>
    </Group>
  );
}

/** The next monthly payments by the plan's schedule, not yet asked for. */
function Upcoming({ upcoming }: { upcoming: HomePayments['upcoming'] }) {
  const titleId = useId();
  return (
    <Stack gap={0} mt="sm">
      <Title order={3} fz="md" id={titleId}>
        Coming up
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {upcoming.map((payment) => (
          <Group
            key={payment.number}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="md"
            py="xs"
            data-testid="upcoming-payment"
          >
            <Text fz="sm">
              {describeCollection(payment)} · due {formatPurchaseCaseDate(payment.dueDate)}
            </Text>
            <Text fz="sm" className="tabular-nums" style={{ flexShrink: 0 }}>
              {formatPence(payment.amountPence)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The list of collections, then the next ones by the schedule; a line saying none yet when there are none. */
export function PaymentsTable({ payments }: { payments: HomePayments }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          Your payments
        </Title>
        {payments.collections.length === 0 ? (
          <Text c="gray.7">
            {payments.directDebit?.status === 'Active'
              ? 'No payment has been asked for yet.'
              : 'No payment has been asked for yet. Your deposit is collected once your Direct Debit is in force.'}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {payments.collections.map((collection) => (
              <PaymentRow key={collection.id} collection={collection} />
            ))}
          </Stack>
        )}
        {payments.upcoming.length > 0 && <Upcoming upcoming={payments.upcoming} />}
      </Stack>
    </Paper>
  );
}
