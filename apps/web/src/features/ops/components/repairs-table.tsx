/**
 * The repairs queue's table on /ops/repairs: each repair (a link to its page), the customer and home, its
 * urgency, status (with "Overdue" in red) and target, in the server's order: overdue first, then by target.
 * It scrolls sideways inside itself on a phone, as the console's other tables do.
 */
import { Anchor, Table, Text } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import type { RepairStatus } from '@stairway/domain/repairs';
import { Link } from 'react-router';
import { RepairStatusBadge } from '../../../components/repair-status-badge';
import type { RepairQueueQuery } from '../../../gql/graphql';
import { formatRepairTime } from '../../../lib/repair-times';
import { opsPaths } from '../lib/paths';

/** A repair as the queue has it. */
export type RepairQueueRow = RepairQueueQuery['repairQueue'][number];

/**
 * The queue's table.
 * @param rows the repairs, in the server's order
 */
export function RepairsTable({ rows }: { rows: readonly RepairQueueRow[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={200}>Repair</Table.Th>
            <Table.Th>Customer and home</Table.Th>
            <Table.Th>Urgency</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Target</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ repair, customerName, home }) => (
            <Table.Tr key={repair.id} data-testid="repair-row" data-overdue={repair.overdue}>
              <Table.Td>
                <Anchor component={Link} to={opsPaths.repair(repair.id)} fw={600}>
                  {repair.categoryLabel}
                </Anchor>
                <Text fz="sm" c="gray.7">
                  Reported {formatRepairTime(repair.reportedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {customerName}
                <Text fz="sm" c="gray.7">
                  {home}
                </Text>
              </Table.Td>
              <Table.Td>{repair.urgency}</Table.Td>
              <Table.Td>
                <RepairStatusBadge status={repair.status as RepairStatus} overdue={repair.overdue} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c={repair.overdue ? 'red.9' : undefined} fw={repair.overdue ? 600 : undefined}>
                  {formatRepairTime(repair.targetAt)}
                </Text>
                {repair.scheduledFor && (
                  <Text fz="sm" c="gray.7">
                    Visit {formatPurchaseCaseDate(repair.scheduledFor)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
