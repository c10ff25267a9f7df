/**
 * The mobile menu (spec §2): Progress, Application, Homes, Saved searches, Settings, Logout, and a Book a call help
 * box.
 */
import { Button, Card, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useOverlayMount } from '../../components/use-overlay-mount';
import { BOOKING_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { mainNavItems } from './nav-items';

/** The drawer; `onLogout` signs out. */
export function MobileMenu({
  opened,
  onClose,
  onLogout,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { pathname } = useLocation();
  // Added to the page when first opened: a closed drawer still renders (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);
  if (!overlay.mounted) return null;
  return (
    <Drawer
      opened={overlay.opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close the menu' }}
    >
      <Stack gap="xs" component="nav" aria-label="Main menu">
        {mainNavItems.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} aria-hidden="true" />}
            active={pathname === item.to}
            onClick={onClose}
            style={{ borderRadius: 8, minHeight: 44 }}
          />
        ))}
        <NavLink
          component={Link}
          to={paths.savedSearches.root}
          label="Saved searches"
          leftSection={<IconBell size={20} aria-hidden="true" />}
          active={pathname === paths.savedSearches.root}
          onClick={onClose}
          style={{ borderRadius: 8, minHeight: 44 }}
        />
        <NavLink
          component={Link}
          to={paths.settings.root}
          label="Settings"
          leftSection={<IconSettings size={20} aria-hidden="true" />}
          active={pathname.startsWith(paths.settings.root)}
          onClick={onClose}
          style={{ borderRadius: 8, minHeight: 44 }}
        />
        <NavLink
          component="button"
          label="Logout"
          leftSection={<IconLogout size={20} aria-hidden="true" />}
          onClick={() => {
            onClose();
            onLogout();
          }}
          style={{ borderRadius: 8, minHeight: 44 }}
        />
        <BookACallBox />
      </Stack>
    </Drawer>
  );
}

/**
 * The Book a call help box: opens the configured meeting-booking page in a new tab.
 * @param text what the call is about (default: the applicant's plan, budget or a home)
 */
export function BookACallBox({
  text = 'Book a free 15-minute call with our team about your plan, your budget or a home you like.',
}: {
  text?: string;
}) {
  return (
    <Card withBorder radius="md" p="md" mt="md" bg="stairway.0">
      <Text fw={600}>Need a hand?</Text>
      <Text fz="sm" c="dimmed" mt={4}>
        {text}
      </Text>
      <Button
        component="a"
        href={BOOKING_URL}
        target="_blank"
        rel="noopener noreferrer"
        mt="sm"
        leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
      >
        Book a call
      </Button>
    </Card>
  );
}
