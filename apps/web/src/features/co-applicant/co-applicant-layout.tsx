/**
 * The layout of the co-applicant's pages (spec §2 co-applicant routes): a top bar with the logo and Sign out,
 * and a guard: signed out goes to /login and back; an applicant's session goes to their own application (at
 * the co-applicant's step paths app/co-applicant/joint-layout.tsx shows them the step's state first). The pages built on the application's page frame (address history, income, identity verification, bank
 * statements) lay themselves out; the others sit in a narrow column.
 */
import { AppShell, Button, Center, Container, Group, Loader, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { loginPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** The co-applicant's pages laid out by the application's page frame (full width, its own progress bar). */
const FRAMED_PAGES = new Set<string>([
  paths.application.steps['co-applicant-address-history'],
  paths.application.steps['co-applicant-income'],
  paths.application.steps['co-applicant-identity-verification'],
  paths.application.steps['co-applicant-bank-statements'],
]);

/** Guards the co-applicant's pages and lays them out. */
export function CoApplicantLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session.token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (session.role !== 'coApplicant') return <Navigate to={paths.application.overview} replace />;
  if (session.loading || !session.coApplicant) {
    return (
      <Center h="100vh" aria-busy="true">
        <Loader role="status" aria-label="Loading your account" />
      </Center>
    );
  }
  const logout = async () => {
    await session.signOut();
    navigate(paths.login, { replace: true });
  };
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <UnstyledButton
              component={Link}
              to={paths.coApplicantDashboard}
              aria-label="Stairway, go to your progress"
            >
              <Logo />
            </UnstyledButton>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={() => void logout()}
            >
              Sign out
            </Button>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        {FRAMED_PAGES.has(location.pathname) ? (
          <Outlet />
        ) : (
          <Container size="sm" py="xl">
            <Outlet />
          </Container>
        )}
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
