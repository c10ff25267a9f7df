/**
 * /ops/portfolio: the portfolio of homes Stairway has bought (the server's `portfolio`), the same aggregates the
 * investors see on the pipeline, drawn by the shared components/portfolio-overview.tsx: homes owned, values at
 * purchase and yield, rent collected against due by month, arrears, money held for customers, cases at each stage.
 */
import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PortfolioOverview } from '../../../components/portfolio-overview';
import { PortfolioQuery } from '../../../lib/graphql/portfolio';
import { loadFailed } from '../components/load-failed';

/** What the page says under its title. */
export const PORTFOLIO_INTRO =
  'The homes Stairway has bought, as the investors see them: aggregates only. Each purchase is on the Purchases page.';

/** The console's portfolio page. */
export function PortfolioPage() {
  const { data, loading, error, refetch } = useQuery(PortfolioQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    document.title = 'Portfolio · Stairway operators';
  }, []);
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Portfolio
      </Title>
      <Text c="gray.7">{PORTFOLIO_INTRO}</Text>
      <PortfolioOverview
        portfolio={data?.portfolio}
        loading={loading}
        failed={loadFailed({ error, data })}
        onRetry={refetch}
      />
    </Stack>
  );
}
