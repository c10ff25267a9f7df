/**
 * The pipeline's Portfolio tab (the server's `portfolio`): the homes Stairway has bought, their values at purchase
 * and yield, rent collected against due, arrears, money held for customers and the cases at each stage, drawn by
 * the shared components/portfolio-overview.tsx. Aggregates only, never who.
 */
import { useQuery } from '@apollo/client/react';
import { Paper, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PortfolioOverview } from '../../../components/portfolio-overview';
import { PortfolioQuery } from '../../../lib/graphql/portfolio';
import { isSessionEnded } from '../lib/session-ended';

/** The portfolio tab; an ended session signs the viewer out. */
export function PortfolioSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, loading, error, refetch } = useQuery(PortfolioQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={2} fz={18} mb="xs">
        Portfolio
      </Title>
      <PortfolioOverview
        portfolio={data?.portfolio}
        loading={loading}
        failed={Boolean(error) && !data}
        onRetry={refetch}
      />
    </Paper>
  );
}
