/** Shown when a page fails to load (for example a lost connection while a route's code downloads). */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** The route error boundary. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed">Sorry, this page could not be shown. Check your connection and try again.</Text>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Stack>
  );
}
