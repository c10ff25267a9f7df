/**
 * The home page before its payments show: a skeleton while they load (with a status for screen readers), an
 * error with "Try again", and the empty state before a plan is prepared; and what coming back from the Direct
 * Debit provider's page said.
 */
import { Alert, Button, Loader, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import type { SetupReturn } from '../hooks/use-home-payments';

/** The page while the payments load. */
export function HomeLoading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="home-loading">
      <VisuallyHidden>
        <Loader role="status" aria-label="Loading your home" size="xs" />
      </VisuallyHidden>
      <Skeleton height={28} width={180} />
      <Skeleton height={140} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/** The page when the payments could not be loaded. */
export function HomeLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedAlert title="We couldn’t load your home" onRetry={onRetry} />;
}

/** The page before a plan is prepared. */
export function HomeNotReady({ progressPath }: { progressPath: string }) {
  return (
    <Stack gap="sm" align="flex-start" data-testid="home-not-ready">
      <Text>
        Your payments start once your plan is prepared and signed. We e-mail you when your plan is ready to
        read.
      </Text>
      <Button component={Link} to={progressPath} variant="light">
        Back to your progress
      </Button>
    </Stack>
  );
}

/** What coming back from the provider's page said; nothing when the page was opened otherwise. */
export function SetupReturnNotice({ setupReturn }: { setupReturn: SetupReturn }) {
  if (setupReturn === 'confirming') {
    return (
      <Alert color="gray" variant="light" icon={<Loader size={18} aria-hidden="true" />} role="status">
        Checking your Direct Debit with the provider…
      </Alert>
    );
  }
  if (setupReturn === 'confirmed') {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        title="Your Direct Debit is set up"
        styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
      >
        We have asked for the payments due now. Each one shows below as it is collected.
      </Alert>
    );
  }
  if (setupReturn === 'cancelled') {
    return (
      <Alert color="gray" variant="light" role="status">
        You left the Direct Debit page, so nothing was set up. You can start again below.
      </Alert>
    );
  }
  if (setupReturn === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title="We couldn’t check your Direct Debit">
        Reload this page in a moment. If the Direct Debit still shows as not set up, start again below.
      </Alert>
    );
  }
  return null;
}
