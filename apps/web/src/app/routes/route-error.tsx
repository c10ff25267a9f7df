/**
 * Shown when a page fails to load or to render (for example a lost connection while a route's code
 * downloads). The error is written to the console and reported (lib/error-reporting.ts: to Sentry when
 * VITE_SENTRY_DSN is set).
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../lib/error-reporting';

/** The route error boundary. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
    // A "not found" answer is not a fault; anything else is.
    if (!(isRouteErrorResponse(error) && error.status === 404)) reportError(error, { where: 'route-error' });
  }, [error]);
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed">Sorry, this page could not be shown. Check your connection and try again.</Text>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Stack>
  );
}
