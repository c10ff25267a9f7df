/**
 * /pipeline (spec §2 "/pipeline (shown after the password check succeeds)"; spec §6): a pipeline viewer signs
 * in with an e-mail and password, then sees the applicants, the homes applicants saved, charts and the detail
 * panel. The page has its own layout and its own Apollo client carrying the viewer's token (never an
 * applicant's), and drops the token when the server no longer accepts it (an hour unused, 8 hours in all, a new
 * password, a sign-out); signing out signs the session out on the server too (decision 030).
 */
import { ApolloProvider } from '@apollo/client/react';
import { Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { createApolloClient, signOutOnServer } from '../../lib/apollo';
import { paths } from '../../lib/paths';
import { PipelineDashboard } from './components/pipeline-dashboard';
import { PipelineSignIn } from './components/pipeline-sign-in';
import { PipelineYourData } from './components/pipeline-your-data';
import { clearPipelineToken, getPipelineToken, setPipelineToken } from './lib/pipeline-session';

/** The pipeline route's page. */
export function PipelinePage() {
  const [token, setToken] = useState(getPipelineToken);
  const client = useMemo(() => createApolloClient(getPipelineToken, setPipelineToken), []);
  // The tab's title says which state the page is in: the dashboard or the viewer's sign-in.
  useDocumentTitle(token ? 'Pipeline · Stairway' : 'Sign in · Pipeline · Stairway');
  /** Forgets the token (the server no longer accepts it, or after signing out). */
  const forget = () => {
    clearPipelineToken();
    setToken(null);
    void client.clearStore();
  };
  /** Forgets the session and signs it out on the server too (decision 030). */
  const signOut = () => {
    const signedIn = getPipelineToken();
    forget();
    if (signedIn) void signOutOnServer(client, signedIn);
  };
  return (
    <ApolloProvider client={client}>
      <Box mih="100vh" bg="gray.0">
        <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Container size="xl" h={64}>
            <Group h="100%" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <UnstyledButton component={Link} to={paths.landing} aria-label="Stairway home">
                  <Logo />
                </UnstyledButton>
                <Text fw={600} c="gray.7" visibleFrom="xs">
                  Investor pipeline
                </Text>
              </Group>
              {token && (
                <Button variant="default" onClick={signOut}>
                  Sign out
                </Button>
              )}
            </Group>
          </Container>
        </Box>
        <Box component="main" py="lg" px="md">
          {token ? (
            <>
              <PipelineDashboard onSessionEnded={forget} />
              <Container size="xl" px={0} mt="xl">
                <PipelineYourData onDeleted={forget} />
              </Container>
            </>
          ) : (
            <PipelineSignIn
              onSignedIn={(next) => {
                setPipelineToken(next);
                setToken(next);
              }}
            />
          )}
        </Box>
      </Box>
    </ApolloProvider>
  );
}
