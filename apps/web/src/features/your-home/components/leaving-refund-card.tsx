/**
 * "If you leave": what the plan's terms would refund if the customer moved out today, line by line from the
 * plan's ledger (packages/domain leaving-refund.ts), when it is paid, what cannot be known until move-out
 * (decision 072), the steps of moving out (LEAVING_STEPS), and the way to give notice (decision 076, `action`).
 */
import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { LEAVING_STEPS, REFUND_WITHIN_DAYS } from '@stairway/domain/leaving-refund';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { type ReactNode, useId } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';

/** A signed amount: "−£917" for what is taken off. */
const signed = (pence: number) => (pence < 0 ? `−${formatPence(-pence)}` : formatPence(pence));

/** The card: the refund, the steps, and what may be done (the notice form), if given. */
export function LeavingRefundCard({
  refund,
  action,
}: {
  refund: HomePayments['leavingRefund'];
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          If you leave
        </Title>
        <Text fz="sm" c="gray.7">
          If you moved out today, your plan would refund this within {REFUND_WITHIN_DAYS} days of moving out.
          There is no exit fee.
        </Text>
        <Stack component="dl" gap={6} m={0}>
          {refund.lines.map((line) => (
            <Group key={line.label} justify="space-between" wrap="nowrap">
              <Text component="dt" fz="sm">
                {line.label}
              </Text>
              <Text component="dd" fz="sm" m={0} className="tabular-nums">
                {signed(line.pence)}
              </Text>
            </Group>
          ))}
          <Group
            justify="space-between"
            wrap="nowrap"
            pt={6}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text component="dt" fw={700}>
              Refund
            </Text>
            <Text component="dd" fw={700} m={0} className="tabular-nums" data-testid="leaving-refund-total">
              {formatPence(refund.totalPence)}
            </Text>
          </Group>
        </Stack>
        <Text fz="xs" c="gray.7">
          Less the cost of repairing any damage beyond fair wear and tear, which is assessed when you move
          out.
        </Text>
        <Title order={3} fz="md">
          How moving out works
        </Title>
        <List type="ordered" spacing={4} fz="sm" data-testid="leaving-steps">
          {LEAVING_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Paper>
  );
}
