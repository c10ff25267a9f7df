/**
 * "Your plan, year by year" under the equity slider: for the chosen monthly equity, each year's rent paid, the equity
 * paid that year and in total, and the deposit built (the initial 2% plus the equity) against the target; the year the
 * target is reached; and the mortgage then needed at today's price. The numbers are the domain's getPlanSchedule
 * (packages/domain/src/plan.ts); money is formatted by formatGBP.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { getPlanSchedule } from '@stairway/domain/plan';
import { useId } from 'react';
import { formatPlanLength } from '../lib/listing-text';
import type { Home } from '../lib/types';

/**
 * The schedule of one home at a monthly equity contribution.
 *
 * @param monthlyEquity pounds per month, unrounded (getMonthlyEquityForSlider: at the slider's minimum the
 *   exact 1% of the price / 12, so the table ends in the same year as "about N years"); formatGBP rounds it for display
 *   only
 */
export function PlanSchedule({ home, monthlyEquity }: { home: Home; monthlyEquity: number }) {
  const headingId = useId();
  if (home.askingPrice <= 0 || monthlyEquity <= 0) return null;
  const plan = getPlanSchedule(home.askingPrice, home.rent, monthlyEquity);
  const last = plan.years[plan.years.length - 1]!;

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg" id={headingId}>
        Your plan, year by year
      </Title>
      <Text fz="sm">
        At {formatGBP(monthlyEquity)} a month, your deposit reaches the <b>{formatGBP(plan.targetDeposit)}</b>{' '}
        target (your {formatGBP(plan.initialDeposit)} initial deposit plus 8% of the price) in{' '}
        <b>year {last.year}</b>, after {formatPlanLength(plan.monthsToTarget)}. To buy the home at today’s
        price you would then need a mortgage of <b>{formatGBP(plan.mortgageNeeded)}</b> (
        {plan.loanToValuePercent}% of the price).
      </Text>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table
          striped
          withTableBorder
          fz={{ base: 'xs', sm: 'sm' }}
          verticalSpacing={6}
          horizontalSpacing={6}
          className="tabular-nums"
          aria-labelledby={headingId}
          data-testid="plan-schedule"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col" ta="right">
                Rent paid
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Equity that year
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Equity in total
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Deposit built
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.years.map((year) => (
              <Table.Tr key={year.year} fw={year.reachesTarget ? 700 : undefined}>
                <Table.Th scope="row" fw="inherit">
                  {year.year}
                  {year.months < 12 && (
                    <Text span display="block" fz="xs" c="dimmed" fw={400}>
                      {formatPlanLength(year.months)}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right">{formatGBP(year.rentPaid)}</Table.Td>
                <Table.Td ta="right">{formatGBP(year.equityPaid)}</Table.Td>
                <Table.Td ta="right">{formatGBP(year.equityTotal)}</Table.Td>
                <Table.Td ta="right">
                  {formatGBP(year.depositBuilt)}
                  {year.reachesTarget ? ' ✓' : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c="dimmed">
        At today’s estimated rent and asking price; rents and prices may change. Target deposit{' '}
        {formatGBP(plan.targetDeposit)} is reached where the row is marked ✓.
      </Text>
    </Stack>
  );
}
