/**
 * The layout of the landlord pages (spec §2 "/landlord/sign-up, /landlord, /landlord/property/new"): a top bar
 * with the logo and, once signed in, the landlord's links on desktop and the landlord mobile menu (spec §2
 * "Landlord mobile menu: Logout and Book a call"). It reads the signed-in landlord (`landlord`, network-only)
 * and forgets a token the server no longer accepts. Logging out clears the token, the cache and the analytics
 * identity and comes back to /landlord, where landlords sign in (applicants' /login takes passwords).
 */
import { useQuery } from '@apollo/client/react';
import {
  AppShell,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { LandlordQuery } from '../../features/landlord/graphql/landlord';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { BookACallBox } from './mobile-menu';

/** Lays out a landlord page. */
export function LandlordLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const signedIn = Boolean(session.landlordToken);
  const { error } = useQuery(LandlordQuery, { skip: !signedIn, fetchPolicy: 'network-only' });

  useEffect(() => {
    const code = readGraphQLError(error)?.code;
    if (code === 'UNAUTHENTICATED' || code === 'NOT_FOUND') void session.signOut();
  }, [error, session]);

  const logout = async () => {
    menu.close();
    await session.signOut();
    navigate(paths.landlord.listings, { replace: true });
  };

  const links = [
    { to: paths.landlord.listings, label: 'Your listings' },
    { to: paths.landlord.newProperty, label: 'List a property' },
  ];

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to={paths.landlord.listings} aria-label="Stairway for landlords">
              <Logo />
            </UnstyledButton>
            {signedIn ? (
              <>
                <Group gap="sm" visibleFrom="sm" component="nav" aria-label="Landlord">
                  {links.map((link) => (
                    <Button
                      key={link.to}
                      component={Link}
                      to={link.to}
                      variant={pathname === link.to ? 'light' : 'subtle'}
                      color={pathname === link.to ? 'stairway' : 'gray'}
                      aria-current={pathname === link.to ? 'page' : undefined}
                    >
                      {link.label}
                    </Button>
                  ))}
                  <Button variant="subtle" color="gray" onClick={logout}>
                    Log out
                  </Button>
                </Group>
                <Burger
                  opened={menuOpened}
                  onClick={menu.toggle}
                  aria-label="Open the menu"
                  hiddenFrom="sm"
                  w={44}
                  h={44}
                />
              </>
            ) : (
              pathname !== paths.landlord.signUp && (
                <Button component={Link} to={paths.landlord.signUp} variant="light">
                  Sign up
                </Button>
              )
            )}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Box py="xl" px="md">
          <Outlet />
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title="Menu"
        padding="md"
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
      >
        <Stack gap="xs" component="nav" aria-label="Landlord menu">
          <NavLink
            component="button"
            label="Logout"
            leftSection={<IconLogout size={20} aria-hidden="true" />}
            onClick={logout}
            style={{ borderRadius: 8, minHeight: 44 }}
          />
          <BookACallBox text="Book a free 15-minute call with our team about listing your property or your estimate." />
        </Stack>
      </Drawer>
    </AppShell>
  );
}
