/**
 * What a console page shows in place of its list or record when loading it failed (a network error or the server's
 * error) and there is nothing already shown: an alert that says so and "Try again", never an empty list or "not
 * found" that is not true. Shared by every page of the console.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Whether a page's query failed with nothing to show: an error and no data. Data already shown stays shown when a
 * later refetch fails.
 * @param query the query's `error` and `data`
 * @returns true when the page should show {@link LoadFailed}
 */
export function loadFailed(query: { error?: unknown; data?: unknown }): boolean {
  return Boolean(query.error) && !query.data;
}

/**
 * The "could not be loaded" alert with "Try again".
 * @param what what was not loaded, after "The", e.g. "applications" gives "The applications could not be loaded"
 * @param onRetry loads it again (the query's refetch); its failure shows through the query's error, not thrown here
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The query's error state shows a failed retry.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={`The ${what} could not be loaded`}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">Check your connection and try again.</Text>
        <Button variant="light" color="red" loading={retrying} onClick={() => void retry()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
