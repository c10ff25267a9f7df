/** The layout of signed-out pages (login, e-mail verification, landing): the logo, the page and the footer. */
import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { paths } from '../../lib/paths';

/** Lays out a public page. */
export function PublicLayout() {
  return (
    <Box mih="100vh">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%">
            <UnstyledButton component={Link} to={paths.landing} aria-label="Stairway home">
              <Logo />
            </UnstyledButton>
          </Group>
        </Container>
      </Box>
      <Box component="main" py="xl" px="md">
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
