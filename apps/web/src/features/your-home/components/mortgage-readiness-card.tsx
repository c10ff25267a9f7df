/**
 * "When can you buy the rest?" (decision 072): from the equity held, the monthly contribution and the household
 * income, the first year a mortgage for the rest looks within reach (a 10% deposit and a lender lending 4.5 times
 * income), year by year, and what would bring it closer. The customer can try another income: the tracker is
 * worked out again in the browser with the same domain rule the server used (packages/domain
 * mortgage-readiness.ts). An estimate at today's value, never a mortgage offer.
 */
import { Alert, List, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  LENDER_INCOME_MULTIPLE,
  mortgageReadiness,
  READY_LOAN_TO_VALUE_PERCENT,
} from '@stairway/domain/mortgage-readiness';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconCheck } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';

/** The headline for the first ready year. */
function headline(readyInYears: number | null): string {
  if (readyInYears === 0) return 'You look ready to buy the rest now';
  if (readyInYears === null) return 'Not within 8 years on these figures';
  return `You could be ready in about ${readyInYears} ${readyInYears === 1 ? 'year' : 'years'}`;
}

/** The card. */
export function MortgageReadinessCard({ readiness }: { readiness: HomePayments['mortgageReadiness'] }) {
  const titleId = useId();
  const tableId = useId();
  const [income, setIncome] = useState<number>(readiness.annualIncomePounds);
  const tracker = useMemo(
    () =>
      income === readiness.annualIncomePounds
        ? readiness
        : mortgageReadiness({
            valuePounds: readiness.valuePounds,
            equityOwnedPence: readiness.years[0]?.equityPence ?? 0,
            monthlyEquityPence: readiness.monthlyEquityPence,
            annualIncomePounds: income,
          }),
    [income, readiness],
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            When can you buy the rest?
          </Title>
          <Text fw={700} fz="lg" data-testid="readiness-headline" aria-live="polite">
            {headline(tracker.readyInYears)}
          </Text>
          <Text fz="sm" c="gray.7">
            With a {100 - READY_LOAN_TO_VALUE_PERCENT}% deposit and a lender lending {LENDER_INCOME_MULTIPLE}{' '}
            times your household income, at today’s value of {formatGBP(readiness.valuePounds)}. An estimate,
            not a mortgage offer: lenders usually lend 4 to 4.5 times income.
          </Text>
        </Stack>
        {tracker.readyInYears === 0 && (
          <Alert
            color="stairway"
            variant="light"
            styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            title="Next step"
          >
            Tell us you would like to buy the rest. We arrange the independent valuation your plan describes,
            and you can then speak to a mortgage adviser with its figure.
          </Alert>
        )}
        <NumberInput
          label="Household income before tax (£ a year)"
          description="The figure we assessed; change it to see how a different income would change the date."
          value={income}
          onChange={(value) => setIncome(typeof value === 'number' && value >= 0 ? value : 0)}
          min={0}
          max={10_000_000}
          step={1000}
          thousandSeparator=","
          prefix="£"
          w={{ base: '100%', sm: 320 }}
        />
        <Table.ScrollContainer minWidth={320} type="native">
          <Table verticalSpacing="xs" aria-labelledby={tableId}>
            <caption id={tableId} style={{ textAlign: 'left', captionSide: 'top', padding: 0 }}>
              <Text fz="sm" fw={600} component="span">
                Year by year from today
              </Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Year</Table.Th>
                <Table.Th scope="col" ta="right" visibleFrom="sm">
                  Your equity
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Mortgage needed
                </Table.Th>
                <Table.Th scope="col" ta="right" visibleFrom="sm">
                  Loan to value
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Income a lender wants
                </Table.Th>
                <Table.Th scope="col">Ready</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tracker.years.map((row) => (
                <Table.Tr key={row.year} data-testid="readiness-year" data-ready={row.ready}>
                  <Table.Td fz="sm">{row.year === 0 ? 'Now' : row.year}</Table.Td>
                  <Table.Td fz="sm" ta="right" className="tabular-nums" visibleFrom="sm">
                    {formatPence(row.equityPence)}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" className="tabular-nums">
                    {formatPence(row.mortgageNeededPence)}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" className="tabular-nums" visibleFrom="sm">
                    {row.loanToValuePercent.toFixed(1)}%
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" className="tabular-nums">
                    {formatGBP(row.incomeNeededPounds)}
                  </Table.Td>
                  <Table.Td fz="sm">
                    {row.ready ? (
                      <IconCheck size={18} aria-label="Ready" />
                    ) : (
                      <Text span fz="sm" c="gray.7">
                        No
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {tracker.ways.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              What would bring it closer
            </Title>
            <List spacing={4} fz="sm">
              {tracker.ways.map((way) => (
                <List.Item key={way}>{way}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
