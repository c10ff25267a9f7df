/**
 * A repair's status as a badge, on the customer's repairs page and the console's repairs queue: the status in the
 * domain's words (packages/domain repairs.ts), in a colour dark enough for white text; "Overdue" in red beside it
 * when an open repair has passed its target.
 */
import { Badge, Group } from '@mantine/core';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '@stairway/domain/repairs';

const STATUS_COLOURS: Record<RepairStatus, string> = {
  Reported: 'blue.9',
  Scheduled: 'violet.9',
  InProgress: 'orange.9',
  Completed: 'teal.9',
  Cancelled: 'gray.7',
};

/**
 * The badge, and "Overdue" when it is.
 * @param props.status the repair's status
 * @param props.overdue true when it is open and past its target
 */
export function RepairStatusBadge({ status, overdue }: { status: RepairStatus; overdue?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={STATUS_COLOURS[status] ?? 'gray.7'} variant="filled" radius="sm" miw="max-content">
        {REPAIR_STATUS_LABELS[status] ?? status}
      </Badge>
      {overdue && (
        <Badge color="red.9" variant="filled" radius="sm" miw="max-content">
          Overdue
        </Badge>
      )}
    </Group>
  );
}
