/**
 * "When can you buy the rest?" (decision 072): from the equity held, the monthly contribution and the household
 * income, the first year a mortgage for the rest looks within reach (a 10% deposit and a lender lending 4.5 times
 * income, less a year of card and loan repayments), year by year, and what would bring it closer. The customer can
 * try other figures and save them (readiness-figures-form.tsx; decision 077): the tracker is worked out again in
 * the browser with the same domain rule the server used (packages/domain mortgage-readiness.ts). An estimate at
 * today's value, never a mortgage offer.
 */
import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  LENDER_INCOME_MULTIPLE,
  mortgageReadiness,
  READY_LOAN_TO_VALUE_PERCENT,
} from '@stairway/domain/mortgage-readiness';
import type { SaveReadinessFiguresInput } from '@stairway/domain/readiness-inputs';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';
import { ReadinessFiguresForm } from './readiness-figures-form';

/** The figures the tracker was worked out from, as the form holds them. */
const figuresOf = (readiness: HomePayments['mortgageReadiness']): SaveReadinessFiguresInput => ({
  annualIncomePounds: readiness.annualIncomePounds,
  cardBalancePounds: readiness.cardBalancePounds,
  monthlyLoansPounds: readiness.monthlyLoansPounds,
});

const FIELDS = ['annualIncomePounds', 'cardBalancePounds', 'monthlyLoansPounds'] as const;

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
  const [figures, setFigures] = useState<SaveReadinessFiguresInput>(() => figuresOf(readiness));
  const onFigures = useCallback((next: SaveReadinessFiguresInput) => setFigures(next), []);
  const tracker = useMemo(() => {
    const server = figuresOf(readiness);
    const same = FIELDS.every((field) => figures[field] === server[field]);
    return same
      ? readiness
      : mortgageReadiness({
          valuePounds: readiness.valuePounds,
          equityOwnedPence: readiness.years[0]?.equityPence ?? 0,
          monthlyEquityPence: readiness.monthlyEquityPence,
          ...figures,
        });
  }, [figures, readiness]);
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
            times your household income, at today’s value of {formatGBP(readiness.valuePounds)}. Lenders count
            a year of your card and loan repayments against your income (we take 3% of card balances a month).
            An estimate, not a mortgage offer: lenders usually lend 4 to 4.5 times income, and the Bank of
            England keeps loans of 4.5 times income or more to 15% of all new mortgages.
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
        <ReadinessFiguresForm
          saved={{ ...figuresOf(readiness), figuresSavedAt: readiness.figuresSavedAt ?? null }}
          onFigures={onFigures}
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
