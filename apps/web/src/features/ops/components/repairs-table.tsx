/**
 * The repairs queue's list on /ops/repairs, in the server's order (overdue first, then by target): on a desktop a
 * table of each repair (a link to its page, with the start of its description), the customer and home, its
 * urgency, status (with "Overdue" in red) and target; on a phone (48em or narrower) one card per repair with the
 * status and target first, so that nothing the team acts on is hidden off the side of the screen.
 */
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import type { RepairStatus } from '@stairway/domain/repairs';
import { Link } from 'react-router';
import { RepairStatusBadge } from '../../../components/repair-status-badge';
import type { RepairQueueQuery } from '../../../gql/graphql';
import { formatRepairTime } from '../../../lib/repair-times';
import { opsPaths } from '../lib/paths';

/** A repair as the queue has it. */
export type RepairQueueRow = RepairQueueQuery['repairQueue']['entries'][number];

/** The target, red and bold when overdue, with a booked visit under it. */
function Target({ repair }: Pick<RepairQueueRow, 'repair'>) {
  return (
    <>
      <Text fz="sm" c={repair.overdue ? 'red.9' : undefined} fw={repair.overdue ? 600 : undefined}>
        {repair.overdue ? 'Was due ' : 'Due '}
        {formatRepairTime(repair.targetAt)}
      </Text>
      {repair.scheduledFor && (
        <Text fz="sm" c="gray.7">
          Visit {formatPurchaseCaseDate(repair.scheduledFor)}
        </Text>
      )}
    </>
  );
}

/** The repair's link and the start of its description. */
function What({ repair }: Pick<RepairQueueRow, 'repair'>) {
  return (
    <>
      <Anchor component={Link} to={opsPaths.repair(repair.id)} fw={600}>
        {repair.categoryLabel}
      </Anchor>
      <Text fz="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
        {repair.description}
      </Text>
    </>
  );
}

/** One card per repair, for a phone. */
function RepairCards({ rows }: { rows: readonly RepairQueueRow[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Repairs">
      {rows.map(({ repair, customerName, home }) => (
        <Card
          key={repair.id}
          component="li"
          withBorder
          padding="md"
          data-testid="repair-row"
          data-overdue={repair.overdue}
        >
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <What repair={repair} />
              </div>
              <RepairStatusBadge status={repair.status as RepairStatus} overdue={repair.overdue} />
            </Group>
            <Target repair={repair} />
            <Text fz="sm">
              {repair.urgency} · {customerName}
            </Text>
            <Text fz="sm" c="gray.7">
              {home} · reported {formatRepairTime(repair.reportedAt)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The queue's list: a table on a desktop, cards on a phone.
 * @param rows the repairs, in the server's order
 */
export function RepairsTable({ rows }: { rows: readonly RepairQueueRow[] }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (phone) return <RepairCards rows={rows} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>Repair</Table.Th>
            <Table.Th>Customer and home</Table.Th>
            <Table.Th>Urgency</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Target</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ repair, customerName, home }) => (
            <Table.Tr key={repair.id} data-testid="repair-row" data-overdue={repair.overdue}>
              <Table.Td maw={320}>
                <What repair={repair} />
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
                <Target repair={repair} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
