/**
 * The alert e-mails' unsubscribe page (/saved-searches/unsubscribe?token=…; the link works without signing in): turns
 * off the alerts of the one search the link names, once, as the page opens, and says which search it was. A bad or
 * incomplete link gets the server's message and a way to manage searches after signing in.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { UnsubscribeSavedSearchMutation } from './saved-searches-graphql';

/** The unsubscribe page. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, called }] = useMutation(UnsubscribeSavedSearchMutation);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void unsubscribe({ variables: { input: { token } } }).catch(() => undefined);
  }, [token, unsubscribe]);

  const done = data?.unsubscribeSavedSearch;
  const message = error
    ? (readGraphQLError(error)?.message ??
      'We could not reach Stairway. Check your connection and open the link again.')
    : null;

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" aria-live="polite">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Search alerts
          </Title>
          {done && (
            <>
              <Alert
                color="stairway"
                variant="light"
                icon={<IconBellOff size={20} aria-hidden="true" />}
                title="Alerts turned off"
              >
                We won’t e-mail you about “{done.name}” any more.
              </Alert>
              <Text c="dimmed" fz="sm">
                {done.summary}. The search is still saved: you can turn its alerts back on, or delete it, on
                your Saved searches page.
              </Text>
              <Button component={Link} to={paths.savedSearches.root} variant="light">
                Manage saved searches
              </Button>
            </>
          )}
          {message && (
            <>
              <Alert color="red" variant="light" role="alert" title="This link didn’t work">
                {message}
              </Alert>
              <Button component={Link} to={paths.savedSearches.root} variant="light">
                Sign in to manage saved searches
              </Button>
            </>
          )}
          {!done && !message && (
            <Stack align="center" gap="xs" py="md">
              <Loader role="status" aria-label="Turning off the alerts" />
              {called && <Text c="dimmed">Turning off the alerts…</Text>}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
