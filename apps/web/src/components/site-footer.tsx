/**
 * The footer of every layout: the privacy notice, the terms and "Cookie settings", which reopens the consent choice
 * (lib/consent.ts, decision 049). Kept small: it is part of the first load of / and /login.
 */
import { Anchor, Container, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { openConsentChoices } from '../lib/consent';
import { paths } from '../lib/paths';

const LINK_STYLE = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

/** The footer. */
export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="md">
      <Group
        component="nav"
        aria-label="Legal and privacy"
        gap="lg"
        justify="center"
        fz="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        pt="sm"
      >
        <Anchor component={Link} to={paths.privacy} c="gray.8" fz="sm" underline="always" style={LINK_STYLE}>
          Privacy notice
        </Anchor>
        <Anchor component={Link} to={paths.terms} c="gray.8" fz="sm" underline="always" style={LINK_STYLE}>
          Terms
        </Anchor>
        <UnstyledButton onClick={openConsentChoices} c="gray.8" fz="sm" td="underline" style={LINK_STYLE}>
          Cookie settings
        </UnstyledButton>
      </Group>
    </Container>
  );
}
