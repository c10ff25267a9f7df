/**
 * "Year by year": the plan's schedule at today's rent and price (rent paid, equity paid and the deposit built in
 * each year), a table with a caption that scrolls sideways inside its own box on a narrow screen, never the page.
 */
import { Box, Table, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { useId } from 'react';
import type { YourPlan } from '../hooks/use-your-plan';
import { PlanSection } from './plan-terms';

/** The schedule's table. */
export function PlanSchedule({ schedule }: { schedule: YourPlan['schedule'] }) {
  const captionId = useId();
  return (
    <PlanSection title="Year by year" testId="plan-schedule">
      <Text fz="sm" c="gray.7">
        At today’s rent and price. Your rent can change as the plan explains above.
      </Text>
      {/* Focusable so that keyboard users can scroll it sideways too. */}
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table miw={560} striped className="tabular-nums" captionSide="top">
          <Table.Caption id={captionId} style={{ textAlign: 'left' }}>
            What you pay and build up in each year of your plan
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col" ta="right">
                Months
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Rent paid
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Equity paid
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Deposit built
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.map((row) => (
              <Table.Tr key={row.year}>
                <Table.Th scope="row" fw={600}>
                  {row.year}
                </Table.Th>
                <Table.Td ta="right">{row.months}</Table.Td>
                <Table.Td ta="right">{formatGBP(row.rentPaid)}</Table.Td>
                <Table.Td ta="right">{formatGBP(row.equityPaid)}</Table.Td>
                <Table.Td ta="right">{formatGBP(row.depositBuilt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </PlanSection>
  );
}
