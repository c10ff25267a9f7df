/**
 * A page's content that could not be loaded: an alert with the page's title ("We couldn’t load your plan"), what
 * to check, and "Try again" (the plan's page and the home page; other pages keep their own words).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The alert.
 * @param props.title what could not be loaded, e.g. "We couldn’t load your plan"
 * @param props.onRetry loads it again
 */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">Check your connection, then try again.</Text>
        <Button variant="white" color="dark" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
