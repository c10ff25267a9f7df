/**
 * The pipeline's charts (@mantine/charts on recharts, in this lazily loaded module so that recharts loads only
 * when the charts tab is opened): applicants by month of application and status today, the distribution of
 * budgets, and the distribution of the saved homes' yields.
 */
import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import { BarChart } from '@mantine/charts';
import { Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { PIPELINE_STATUS_LABELS, PIPELINE_STATUSES } from '@stairway/domain/pipeline';
import { GetPipelineChartsQuery } from '../graphql/getPipelineCharts';

const STATUS_COLOURS: Record<(typeof PIPELINE_STATUSES)[number], string> = {
  Approved: 'green.6',
  FeePaid: 'teal.8',
  InReview: 'blue.4',
  Onboard: 'gray.5',
  Rejected: 'red.6',
  Submitted: 'blue.7',
};

/** The charts tab. */
export function PipelineCharts() {
  const { data, loading, error } = useQuery(GetPipelineChartsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Loader role="status" aria-label="Loading the charts" />;
  if (error || !data) {
    return (
      <Text c="red.8" role="alert">
        The charts could not be loaded. Try again in a moment.
      </Text>
    );
  }
  const months = new Map<string, Record<string, number | string>>();
  for (const row of data.getPipelineApplicants.statusByMonth) {
    const entry = months.get(row.month) ?? { month: row.month };
    entry[row.status] = row.count;
    months.set(row.month, entry);
  }
  const budgets = data.getPipelineApplicants.budgetBands.map((band) => ({
    band: `${formatGBP(band.from, { compact: true })}–${formatGBP(band.to, { compact: true })}`,
    Applicants: band.count,
  }));
  const yields = data.getPipelineHomes.yieldBands.map((band) => ({
    band: `${band.from}–${band.to}%`,
    Homes: band.count,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Paper p="md" radius="md" withBorder style={{ gridColumn: '1 / -1' }}>
        <Title order={2} fz={18} mb="xs">
          Applicants by month and status today
        </Title>
        <BarChart
          h={280}
          data={[...months.values()]}
          dataKey="month"
          type="stacked"
          withLegend
          series={PIPELINE_STATUSES.map((status) => ({
            name: status,
            label: PIPELINE_STATUS_LABELS[status],
            color: STATUS_COLOURS[status],
          }))}
        />
      </Paper>
      <Paper p="md" radius="md" withBorder>
        <Title order={2} fz={18} mb="xs">
          Budgets
        </Title>
        <BarChart
          h={240}
          data={budgets}
          dataKey="band"
          series={[{ name: 'Applicants', color: 'stairway.6' }]}
        />
      </Paper>
      <Paper p="md" radius="md" withBorder>
        <Title order={2} fz={18} mb="xs">
          Yields of the homes applicants saved
        </Title>
        <BarChart h={240} data={yields} dataKey="band" series={[{ name: 'Homes', color: 'stairway.6' }]} />
      </Paper>
    </SimpleGrid>
  );
}
