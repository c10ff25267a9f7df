/**
 * "When can you buy the rest?" (decision 072): from the equity held, the monthly contribution and the household
 * income, the first year a mortgage for the rest looks within reach (a 10% deposit, a lender lending 4.5 times
 * income less a year of committed spending), year by year, the payment at a stressed rate with its share of the
 * monthly income left after committed spending (shown beside a 35% guide, not decided on), and what would bring it
 * closer. The customer
 * can try other figures and save them (readiness-figures-form.tsx; decision 077): the tracker is worked
 * out again in the browser with the same domain rule the server used (packages/domain mortgage-readiness.ts). An
 * estimate at today's value, never a mortgage offer.
 */
import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  LENDER_INCOME_MULTIPLE,
  mortgageReadiness,
  READY_LOAN_TO_VALUE_PERCENT,
  stressShownYear,
} from '@stairway/domain/mortgage-readiness';
import {
  STRESS_MAX_SHARE_PERCENT,
  STRESS_RATE_PERCENT,
  STRESS_TERM_YEARS,
} from '@stairway/domain/mortgage-stress';
import type { SaveReadinessFiguresInput } from '@stairway/domain/readiness-inputs';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';
import { READINESS_FIELDS, ReadinessFiguresForm } from './readiness-figures-form';

/** The figures the tracker was worked out from, as the form holds them. */
const figuresOf = (readiness: HomePayments['mortgageReadiness']): SaveReadinessFiguresInput => ({
  annualIncomePounds: readiness.annualIncomePounds,
  applicantIncomePounds: readiness.applicantIncomePounds ?? null,
  coApplicantIncomePounds: readiness.coApplicantIncomePounds ?? null,
  cardBalancePounds: readiness.cardBalancePounds,
  monthlyLoansPounds: readiness.monthlyLoansPounds,
  monthlyChildcarePounds: readiness.monthlyChildcarePounds,
  monthlyMaintenancePounds: readiness.monthlyMaintenancePounds,
  monthlyOtherCommitmentsPounds: readiness.monthlyOtherCommitmentsPounds,
});

/** "At a stressed rate of 8.5%, the mortgage would cost £1,446.72 a month in year 8: 43.4% of …". */
function stressWords(tracker: Parameters<typeof stressShownYear>[0]): string | null {
  const row = stressShownYear(tracker);
  if (!row || row.mortgageNeededPence === 0) return null;
  const when = row.year === 0 ? 'now' : `in year ${row.year}`;
  const share =
    row.stressedSharePercent === null
      ? 'more than your household’s gross monthly income after commitments'
      : `${row.stressedSharePercent.toFixed(1)}% of your household’s gross monthly income after commitments`;
  return (
    `At a stressed rate of ${STRESS_RATE_PERCENT}%, the mortgage ${when} would cost ` +
    `${formatPence(row.stressedMonthlyPence)} a month over ${STRESS_TERM_YEARS} years: ${share} ` +
    `(a common guide is at most ${STRESS_MAX_SHARE_PERCENT}%; each lender uses its own test).`
  );
}

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
    const same = READINESS_FIELDS.every((field) => figures[field] === server[field]);
    return same
      ? readiness
      : mortgageReadiness({
          valuePounds: readiness.valuePounds,
          equityOwnedPence: readiness.years[0]?.equityPence ?? 0,
          monthlyEquityPence: readiness.monthlyEquityPence,
          ...figures,
        });
  }, [figures, readiness]);
  const stress = stressWords(tracker);
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
            times your household income, at today’s value of {formatGBP(readiness.valuePounds)}. Lenders also
            check the payment would still be affordable if rates rose: we show it at {STRESS_RATE_PERCENT}% (a
            lender’s standard variable rate plus the 1 point the FCA expects) as a share of your gross monthly
            income after commitments, beside a common guide of {STRESS_MAX_SHARE_PERCENT}%. Your card and loan
            repayments, childcare, maintenance and other commitments count against your income (we take 3% of
            card balances a month). An estimate, not a mortgage offer: lenders usually lend 4 to 4.5 times
            income, and the Bank of England keeps loans of 4.5 times income or more to 15% of all new
            mortgages.
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
          joint={readiness.joint}
          onFigures={onFigures}
        />
        {stress && (
          <Text fz="sm" fw={600} data-testid="readiness-stress" aria-live="polite">
            {stress}
          </Text>
        )}
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
                <Table.Th scope="col" ta="right" visibleFrom="sm">
                  At {STRESS_RATE_PERCENT}% a month
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
                  <Table.Td fz="sm" ta="right" className="tabular-nums" visibleFrom="sm">
                    {formatPence(row.stressedMonthlyPence)}
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
