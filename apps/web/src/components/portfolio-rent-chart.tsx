/**
 * The portfolio's chart of rent due and collected in each of the last twelve months (@mantine/charts on recharts,
 * in this module of its own so that recharts loads only with the portfolio). A month withheld by the minimum
 * group rule has no bars. The chart's text alternative is a table with the same figures, read by screen readers
 * and hidden from view, and a one-line summary.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPortfolioMonth } from '@stairway/domain/portfolio';
import type { PortfolioMonthFigures } from './portfolio-overview';

/** Pence as pounds through the domain's formatter; "Withheld" for null. */
const pounds = (pence: number | null) => (pence == null ? 'Withheld' : formatGBP(pence / 100));

/**
 * The chart's summary in words, e.g. "Rent collected against due, Jan 2026 to Dec 2026: 2 months shown, 10
 * withheld or with no rent due."
 */
export function rentChartSummary(months: readonly PortfolioMonthFigures[]): string {
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  const shown = months.filter((month) => month.rentDuePence != null).length;
  return (
    `Rent collected against due, ${formatPortfolioMonth(first)} to ${formatPortfolioMonth(last)}: ` +
    `${shown} ${shown === 1 ? 'month' : 'months'} shown, ${months.length - shown} withheld or with no rent due.`
  );
}

/** The chart, its summary and its table. */
export function PortfolioRentChart({
  months,
  minimumGroupSize,
}: {
  months: readonly PortfolioMonthFigures[];
  minimumGroupSize: number;
}) {
  const shown = months.filter((month) => month.rentDuePence != null).length;
  const data = months.map((month) => ({
    month: formatPortfolioMonth(month.month),
    Due: month.rentDuePence == null ? null : month.rentDuePence / 100,
    Collected: month.rentCollectedPence == null ? null : month.rentCollectedPence / 100,
  }));
  return (
    <Paper p="md" radius="md" withBorder component="figure" m={0} aria-labelledby="portfolio-rent-title">
      <Title order={3} fz={18} mb={4} id="portfolio-rent-title">
        Rent collected against due
      </Title>
      <Text component="figcaption" fz="sm" c="gray.7" mb="sm">
        {rentChartSummary(months)} A month shows when at least {minimumGroupSize} plans had rent due in it.
      </Text>
      {shown === 0 ? (
        <Text fz="sm" c="gray.7" py="xl" ta="center">
          No month to show yet.
        </Text>
      ) : (
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          withLegend
          valueFormatter={(value) => formatGBP(value, { compact: true })}
          series={[
            { name: 'Due', color: 'gray.5' },
            { name: 'Collected', color: 'stairway.6' },
          ]}
          xAxisProps={{ interval: 'preserveStartEnd' }}
        />
      )}
      <VisuallyHidden>
        <Table>
          <caption>Rent due and collected by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Due</th>
              <th scope="col">Collected</th>
              <th scope="col">Collected share</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatPortfolioMonth(month.month)}</th>
                {month.plans === 0 ? (
                  <td colSpan={3}>No rent due</td>
                ) : (
                  <>
                    <td>{pounds(month.rentDuePence)}</td>
                    <td>{pounds(month.rentCollectedPence)}</td>
                    <td>
                      {month.collectionRatePercent == null
                        ? 'Withheld'
                        : `${month.collectionRatePercent.toFixed(1)}%`}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
