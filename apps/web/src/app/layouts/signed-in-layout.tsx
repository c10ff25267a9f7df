/**
 * The layout of signed-in applicant pages (DESIGN.md "Patterns"): a top bar with the logo, the budget
 * display and the menu; links on desktop; the bottom navigation on mobile for the dashboard,
 * your-application and submit-a-home pages (spec §2).
 */

import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { BudgetDisplay } from '../../components/budget-display';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { loginPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { MobileMenu } from './mobile-menu';
import { bottomNavPaths } from './nav-items';
import { BottomNav, DesktopNav } from './signed-in-nav';

/**
 * Guards the signed-in pages and lays them out.
 * @param children the page, when it is not the matched child route's (the applicant's view of a co-applicant
 *   step, rendered by CoApplicantLayout at the co-applicant's paths); default the route's Outlet
 */
export function SignedInLayout({ children }: { children?: ReactNode } = {}) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpened, menu] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });

  if (!session.token) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  // A co-applicant's session has its own pages (features/co-applicant).
  if (session.role === 'coApplicant') return <Navigate to={paths.coApplicantDashboard} replace />;
  if (session.loading || !session.me) {
    return (
      <Center h="100vh" aria-busy="true">
        <Loader role="status" aria-label="Loading your account" />
      </Center>
    );
  }

  const showBottomNav = isMobile && bottomNavPaths.includes(location.pathname);
  const logout = async () => {
    await session.signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <AppShell header={{ height: 64 }} footer={showBottomNav ? { height: 64 } : undefined} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to={paths.dashboard} aria-label="Stairway, go to your progress">
              <Logo />
            </UnstyledButton>
            <DesktopNav pathname={location.pathname} />
            <Group gap="md" wrap="nowrap">
              <BudgetDisplay budget={session.me.application?.budget} size="sm" />
              {/* 44 x 44 px: the touch target (WCAG 2.5.5; DESIGN.md "Quality bar"); Mantine's default is 34 px. */}
              <Burger
                opened={menuOpened}
                onClick={menu.toggle}
                aria-label="Open the menu"
                hiddenFrom="sm"
                w={44}
                h={44}
              />
              {/* An icon with its name as a tooltip: the top bar has no room for another worded button at 1280 px. */}
              <Tooltip label="Saved searches">
                <ActionIcon
                  component={Link}
                  to={paths.savedSearches.root}
                  variant={location.pathname === paths.savedSearches.root ? 'light' : 'subtle'}
                  color="gray"
                  size={44}
                  aria-label="Saved searches"
                  aria-current={location.pathname === paths.savedSearches.root ? 'page' : undefined}
                  visibleFrom="sm"
                >
                  <IconBell size={20} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              <Button
                component={Link}
                to={paths.settings.root}
                variant={location.pathname.startsWith(paths.settings.root) ? 'light' : 'subtle'}
                color="gray"
                leftSection={<IconSettings size={18} aria-hidden="true" />}
                aria-current={location.pathname.startsWith(paths.settings.root) ? 'page' : undefined}
                visibleFrom="sm"
              >
                Settings
              </Button>
              <Button variant="subtle" color="gray" onClick={logout} visibleFrom="sm">
                Log out
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Box pb={showBottomNav ? 'md' : 'xl'}>{children ?? <Outlet />}</Box>
        <SiteFooter />
      </AppShell.Main>
      {showBottomNav && <BottomNav pathname={location.pathname} />}
      <MobileMenu opened={menuOpened} onClose={menu.close} onLogout={logout} />
    </AppShell>
  );
}
