/**
 * A purchase case's history on its page (pages/purchase-page.tsx): every move, oldest first, from the opening: from
 * and to, the day it happened, the note or the reason it fell through, who moved it and when it was recorded.
 */
import { Table, Text, Title } from '@mantine/core';
import {
  formatPurchaseCaseDate,
  PURCHASE_CASE_STATE_LABELS,
  type PurchaseCaseState,
} from '@stairway/domain/purchase-case';
import type { PurchaseCaseQuery } from '../../../gql/graphql';
import { formatDateTime } from '../lib/format';

/** One move of a case, as the server sends it. */
export type PurchaseCaseEvent = PurchaseCaseQuery['purchaseCase']['history'][number];

/** A move in words: "Offer made → Offer accepted", or "Opened: Home approved" for the opening. */
export function describeMove(event: Pick<PurchaseCaseEvent, 'fromState' | 'toState'>): string {
  const to = PURCHASE_CASE_STATE_LABELS[event.toState as PurchaseCaseState] ?? event.toState;
  if (!event.fromState) return `Opened: ${to}`;
  return `${PURCHASE_CASE_STATE_LABELS[event.fromState as PurchaseCaseState] ?? event.fromState} → ${to}`;
}

/** The note or the reason of a move, labelled; a dash when there is neither. */
function NoteOrReason({ event }: { event: PurchaseCaseEvent }) {
  if (!event.reason && !event.note) return <>–</>;
  return (
    <>
      {event.reason && (
        <Text fz="sm">
          <Text span fw={600} fz="sm">
            Reason:
          </Text>{' '}
          {event.reason}
        </Text>
      )}
      {event.note && <Text fz="sm">{event.note}</Text>}
    </>
  );
}

/**
 * The "History" section.
 * @param history every move of the case, oldest first
 */
export function PurchaseHistoryTable({ history }: { history: readonly PurchaseCaseEvent[] }) {
  return (
    <section aria-labelledby="purchase-history">
      <Title order={2} fz="h4" mb="sm" id="purchase-history">
        History
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-labelledby="purchase-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Move</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th miw={220}>Note or reason</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Recorded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((event) => (
              <Table.Tr key={`${event.toState}-${event.recordedAt}`}>
                <Table.Td>{describeMove(event)}</Table.Td>
                <Table.Td>{formatPurchaseCaseDate(event.occurredOn)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <NoteOrReason event={event} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{event.actor}</Table.Td>
                <Table.Td>{formatDateTime(event.recordedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
