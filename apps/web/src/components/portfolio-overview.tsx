/**
 * The portfolio (the server's `portfolio`, packages/domain/src/portfolio.ts) as stat cards, a chart of rent
 * collected against due by month and the cases at each stage: aggregates only, never a name, an e-mail, a
 * postcode or an address. Shared by the pipeline's Portfolio tab (features/pipeline) and the console's
 * Portfolio page (features/ops), which load the figures and hand them in. Money figures made from fewer plans
 * than the minimum group come as null and show as "Withheld", with the rule said on the page. The chart
 * (recharts) loads on demand.
 */
import {
  Alert,
  Button,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatCount, formatGBP } from '@stairway/domain/money';
import { formatYield } from '@stairway/domain/plan';
import { lazy, type ReactNode, Suspense } from 'react';
import type { PortfolioQuery } from '../gql/graphql';

const PortfolioRentChart = lazy(() =>
  import('./portfolio-rent-chart').then((m) => ({ default: m.PortfolioRentChart })),
);

/** The portfolio as the server sends it. */
export type PortfolioFigures = PortfolioQuery['portfolio'];
/** One month of rent due and collected. */
export type PortfolioMonthFigures = PortfolioFigures['months'][number];

/** What a withheld figure shows. */
export const WITHHELD = 'Withheld';
/** What a month with no rent due shows. */
export const NONE_DUE = '–';

/**
 * An amount of pence in pounds through the domain's formatter, e.g. 266,700 → "£2,667".
 * @param pence whole pence; null for a withheld figure
 */
export function formatPence(pence: number | null | undefined): string {
  return pence == null ? WITHHELD : formatGBP(pence / 100);
}

/**
 * A percentage to one decimal, e.g. 52.6 → "52.6%".
 * @param percent null for a withheld figure
 */
export function formatPercent(percent: number | null | undefined): string {
  return percent == null ? WITHHELD : `${percent.toFixed(1)}%`;
}

/** The minimum group rule in words, as the page says it. */
export function minimumGroupRule(size: number): string {
  return (
    `Figures only, never who: no name, e-mail, postcode or address. A money figure is shown only when at least ` +
    `${size} plans make it up, so that no customer can be singled out; otherwise it shows as “${WITHHELD}”. ` +
    'Values are the agreed purchase prices.'
  );
}

/** One figure in a card: its name, its value large and what it means below. */
function StatCard({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <Paper p={{ base: 'sm', sm: 'md' }} radius="md" withBorder component="section" aria-label={label}>
      <Text fz="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} className="tabular-nums" c={value === WITHHELD ? 'gray.7' : undefined}>
        {value}
      </Text>
      <Text fz="sm" c="gray.7">
        {detail}
      </Text>
    </Paper>
  );
}

/** The share of the rent due that was collected; a dash when none was due. */
function collectedValue(month: PortfolioMonthFigures): string {
  return month.plans === 0 ? NONE_DUE : formatPercent(month.collectionRatePercent);
}

/** Rent collected against due for a month or a year, in words. */
function collectedDetail(month: PortfolioMonthFigures, size: number): string {
  if (month.rentDuePence == null) {
    return month.plans === 0 ? 'No rent was due.' : `Fewer than ${size} plans had rent due.`;
  }
  return `${formatPence(month.rentCollectedPence)} of ${formatPence(month.rentDuePence)} due, ${formatCount(month.plans)} ${month.plans === 1 ? 'plan' : 'plans'}.`;
}

/** The stat cards. */
function PortfolioCards({ portfolio: p }: { portfolio: PortfolioFigures }) {
  const size = p.minimumGroupSize;
  const few = (what: string) => `Fewer than ${size} ${what}.`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label="Homes owned"
        value={formatCount(p.homesOwned)}
        detail={`Purchases completed, ${formatCount(p.homesWithPlan)} with a signed plan.`}
      />
      <StatCard
        label="Value at purchase"
        value={p.totalValueAtPurchase == null ? WITHHELD : formatGBP(p.totalValueAtPurchase)}
        detail={
          p.averageValueAtPurchase == null
            ? few('homes with a signed plan')
            : `${formatGBP(p.averageValueAtPurchase)} a home on average; ${formatGBP(p.totalValueToday)} at the latest valuations.`
        }
      />
      <StatCard
        label="Gross yield"
        value={p.averageGrossYieldPercent == null ? WITHHELD : formatYield(p.averageGrossYieldPercent)}
        detail={
          p.averageGrossYieldPercent == null
            ? few('homes with a signed plan')
            : '12 × monthly rent ÷ value at purchase.'
        }
      />
      <StatCard
        label="Held for customers"
        value={formatPence(p.equityHeldPence)}
        detail={p.equityHeldPence == null ? few('plans holding money') : 'Deposits and equity contributions.'}
      />
      <StatCard
        label="Rent collected this month"
        value={collectedValue(p.thisMonth)}
        detail={collectedDetail(p.thisMonth, size)}
      />
      <StatCard
        label="Rent collected, 12 months"
        value={collectedValue(p.twelveMonths)}
        detail={collectedDetail(p.twelveMonths, size)}
      />
      <StatCard
        label="Plans in arrears"
        value={formatPercent(p.plansInArrearsPercent)}
        detail={
          p.plansInArrearsPercent == null
            ? few('customers have moved in')
            : `Of ${formatCount(p.activePlans)} customers who have moved in.`
        }
      />
      <StatCard
        label="Arrears"
        value={formatPence(p.arrearsPence)}
        detail={
          p.arrearsToRentDuePercent == null
            ? few('customers have moved in')
            : `${formatPercent(p.arrearsToRentDuePercent)} of the rent due in 12 months.`
        }
      />
    </SimpleGrid>
  );
}

/** Cases at each stage: a table, each count with a bar. */
function StagesTable({ stages }: { stages: PortfolioFigures['stages'] }) {
  const most = Math.max(1, ...stages.map((stage) => stage.cases));
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={3} fz={18} mb="xs" id="portfolio-stages-title">
        Cases at each stage
      </Title>
      <Table verticalSpacing={6} aria-labelledby="portfolio-stages-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stage</Table.Th>
            <Table.Th ta="right">Cases</Table.Th>
            <Table.Th w="40%">
              <VisuallyHidden>Share of the cases</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stages.map((stage) => (
            <Table.Tr key={stage.state}>
              <Table.Th scope="row" fw={500}>
                {stage.label}
              </Table.Th>
              <Table.Td ta="right" className="tabular-nums">
                {formatCount(stage.cases)}
              </Table.Td>
              <Table.Td>
                <Progress value={(stage.cases / most) * 100} color="stairway.6" aria-hidden="true" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** What the overview is given: the figures, or that they are loading or failed. */
export type PortfolioOverviewProps = {
  portfolio: PortfolioFigures | null | undefined;
  loading: boolean;
  /** Whether loading failed (with nothing to show). */
  failed: boolean;
  /** Loads the figures again, for the "Try again" button. */
  onRetry?: () => unknown;
};

/** The portfolio: its rule, the figures, the chart and the stages; a skeleton, an error or an empty state. */
export function PortfolioOverview({ portfolio, loading, failed, onRetry }: PortfolioOverviewProps) {
  if (!portfolio && loading) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the portfolio">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <Skeleton key={i} h={112} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={300} radius="md" />
      </Stack>
    );
  }
  if (!portfolio || failed) {
    return (
      <Alert color="red" variant="light" role="alert" title="The portfolio could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">Check your connection and try again in a moment.</Text>
          {onRetry && (
            <Button variant="default" size="sm" onClick={() => void onRetry()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const anyCase = portfolio.stages.some((stage) => stage.cases > 0);
  return (
    <Stack gap="md">
      <Text c="gray.7" fz="sm" maw={760}>
        {minimumGroupRule(portfolio.minimumGroupSize)}
      </Text>
      {portfolio.homesOwned === 0 && (
        <Alert color="gray" variant="light" title="No homes bought yet">
          The figures appear here once a purchase completes and its plan is signed.
          {anyCase ? ' The purchases under way are counted by stage below.' : ''}
        </Alert>
      )}
      <PortfolioCards portfolio={portfolio} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Suspense fallback={<Skeleton h={340} radius="md" />}>
          <PortfolioRentChart months={portfolio.months} minimumGroupSize={portfolio.minimumGroupSize} />
        </Suspense>
        <StagesTable stages={portfolio.stages} />
      </SimpleGrid>
    </Stack>
  );
}
