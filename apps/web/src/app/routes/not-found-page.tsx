/** The 404 page. Its page view is never reported to analytics (spec §9). */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Shows "page not found" with a way back. */
export function NotFoundPage() {
  useDocumentTitle('Page not found · Stairway');
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>We can’t find that page</Title>
      <Text c="dimmed">The link may be old, or the address mistyped.</Text>
      <Button component={Link} to={paths.landing}>
        Go to Stairway
      </Button>
    </Stack>
  );
}
