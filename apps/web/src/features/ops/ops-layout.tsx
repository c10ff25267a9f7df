/**
 * The operators' console's layout (decision 022): its own session and Apollo Client (OpsRoot), and, for every page but
 * the sign-in, a guard and a shell (OpsShell) with the console's navigation: a side bar on desktop, a menu button at
 * 390 px.
 */
import { AppShell, Badge, Burger, Button, Center, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBuildingEstate,
  IconChartBar,
  IconCoinPound,
  IconFileCheck,
  IconHistory,
  IconHome,
  IconKey,
  IconLogout,
  IconScale,
  IconSpeakerphone,
  IconTool,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { OpsSessionProvider, useOpsSession } from './hooks/use-ops-session';
import { opsPaths } from './lib/paths';

/** The /ops route's element: the console's own session around every console page. */
export function OpsRoot() {
  return (
    <OpsSessionProvider>
      <Outlet />
    </OpsSessionProvider>
  );
}

const NAV = [
  { to: opsPaths.applications, label: 'Applications', icon: IconFileCheck },
  { to: opsPaths.homes, label: 'Homes', icon: IconHome },
  { to: opsPaths.purchases, label: 'Purchases', icon: IconKey },
  { to: opsPaths.repairs, label: 'Repairs', icon: IconTool },
  { to: opsPaths.arrears, label: 'Arrears', icon: IconCoinPound },
  { to: opsPaths.reconciliation, label: 'Reconciliation', icon: IconScale },
  { to: opsPaths.portfolio, label: 'Portfolio', icon: IconBuildingEstate },
  { to: opsPaths.users, label: 'Users', icon: IconUsers },
  { to: opsPaths.audit, label: 'Audit log', icon: IconHistory },
  { to: opsPaths.operators, label: 'Operators', icon: IconUserShield },
  { to: opsPaths.pipelineViewers, label: 'Pipeline viewers', icon: IconChartBar },
  { to: opsPaths.promotions, label: 'Promotions', icon: IconSpeakerphone },
  { to: opsPaths.settings, label: 'Settings', icon: IconAdjustments },
];

/** Guards the console's pages (an operator must be signed in) and lays them out. */
export function OpsShell() {
  const session = useOpsSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);

  if (!session.token) return <Navigate to={opsPaths.signIn} replace />;
  if (session.loading || !session.email) {
    return (
      <Center h="100vh" aria-busy="true">
        <Loader role="status" aria-label="Loading the console" />
      </Center>
    );
  }

  const signOut = async () => {
    await session.signOut();
    navigate(opsPaths.signIn, { replace: true });
  };
  const isActive = (to: string) =>
    to === opsPaths.applications
      ? location.pathname === to || location.pathname.startsWith('/ops/applications/')
      : location.pathname.startsWith(to);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close the console menu' : 'Open the console menu'}
            />
            <Link to={opsPaths.applications} aria-label="Stairway operators’ console, go to applications">
              <Logo />
            </Link>
            <Badge variant="filled" color="gray.7" visibleFrom="xs">
              Operators
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text fz="sm" c="gray.7" visibleFrom="md">
              {session.email}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={signOut}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Console">
        <Stack gap={4} component="nav" aria-label="Console">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden="true" />}
              active={isActive(item.to)}
              aria-current={isActive(item.to) ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </Stack>
        <Text fz="xs" c="gray.7" mt="auto" hiddenFrom="md">
          Signed in as {session.email}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
