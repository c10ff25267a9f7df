/**
 * The plan page before its plan shows: a skeleton shaped like it while it loads (with a status for screen
 * readers), an error with "Try again", and the empty state when there is no purchase or no plan yet, which leads
 * back to the customer's progress.
 */
import { Button, Loader, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** The page while the plan loads. */
export function PlanLoading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="plan-loading">
      <VisuallyHidden>
        <Loader role="status" aria-label="Loading your plan" size="xs" />
      </VisuallyHidden>
      <Skeleton height={28} width={180} />
      <Skeleton height={16} width="60%" />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Skeleton height={20} width={120} />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={16} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The page when the plan could not be loaded. */
export function PlanLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedAlert title="We couldn’t load your plan" onRetry={onRetry} />;
}

/** The page before the plan is prepared. */
export function PlanNotReady({ progressPath }: { progressPath: string }) {
  return (
    <Stack gap="md" align="flex-start" data-testid="plan-not-ready">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Your plan
      </Title>
      <Text>
        Your plan is not ready yet. We prepare it once the seller accepts our offer, and e-mail you when it is
        ready to read here.
      </Text>
      <Button component={Link} to={progressPath} size="md" variant="light">
        Back to your progress
      </Button>
    </Stack>
  );
}
