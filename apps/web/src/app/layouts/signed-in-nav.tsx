/**
 * The signed-in layout's navigation: the links in the top bar on desktop, and the bottom navigation on mobile (the
 * same main items, mainNavItems). SignedInLayout shows them.
 */
import { AppShell, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { mainNavItems } from './nav-items';

/** The main links in the top bar, on desktop; `pathname` is the current page's, to mark the active link. */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
      {mainNavItems.map((item) => {
        const active = item.to === paths.dashboard ? pathname === item.to : pathname.startsWith(item.to);
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'stairway' : 'gray'}
            leftSection={<item.icon size={18} aria-hidden="true" />}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** The bottom navigation on mobile; `pathname` is the current page's, to mark the active item. */
export function BottomNav({ pathname }: { pathname: string }) {
  return (
    <AppShell.Footer component="nav" aria-label="Main">
      <Group h="100%" grow gap={0}>
        {mainNavItems.map((item) => {
          const active = pathname === item.to;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to}
              aria-current={active ? 'page' : undefined}
              h="100%"
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
              }}
              c={active ? 'stairway.7' : 'gray.7'}
            >
              <item.icon size={22} aria-hidden="true" />
              <Text fz="xs" fw={active ? 700 : 500}>
                {item.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </AppShell.Footer>
  );
}
