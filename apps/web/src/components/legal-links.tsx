/**
 * The privacy notice and the terms at the point of first use: under every sign-up form (applicant, co-applicant,
 * landlord), and on the operators' and pipeline viewers' sign-in pages (their accounts are made by the team, so signing
 * in is their first use). The links open in a new tab, so nothing typed is lost.
 */
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** A link that opens in a new tab and says so. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit underline="always" fw={600}>
      {children}
      <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * What creating the account or signing in means, with the links.
 * @param action `sign-up` under a form that creates an account; `sign-in` on a sign-in page
 */
export function LegalLinks({ action }: { action: 'sign-up' | 'sign-in' }) {
  return (
    <Text fz="sm" c="gray.7" data-testid="legal-links">
      {action === 'sign-up'
        ? 'By creating an account you agree to our '
        : 'Using Stairway is subject to our '}
      <NewTabLink to={paths.terms}>terms</NewTabLink>. Our{' '}
      <NewTabLink to={paths.privacy}>privacy notice</NewTabLink> says what we hold about you, why, and your
      rights.
    </Text>
  );
}
