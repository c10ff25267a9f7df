/**
 * /account-deleted (decision 050): what a person sees after deleting their account, in any role: it is deleted, they
 * are signed out, and what is kept and until when (the deletion's answer, passed in the navigation's state; nothing
 * when the page is opened directly).
 */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/** The long date in the UK style, e.g. 29 November 2032. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** The confirmation page after a deletion. */
export function AccountDeletedPage() {
  const location = useLocation();
  const keptUntil =
    (location.state as { keptUntil?: string | null } | null)?.keptUntil ??
    new URLSearchParams(location.search).get('keptUntil');
  useEffect(() => {
    document.title = 'Your account has been deleted · Stairway';
  }, []);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Your account has been deleted</Title>
        <Text>You’ve been signed out on every device, and we have erased what we held about you.</Text>
        {keptUntil ? (
          <Text>
            As the law requires, we keep the record of your submitted application (its reference, dates,
            decision and budget) and of any fee or card payment you made until {longDate(keptUntil)}, then
            erase it. It holds no name, address, income or document.
          </Text>
        ) : (
          <Text>We keep nothing else about you.</Text>
        )}
        <Anchor component={Link} to={paths.landing} underline="always" fw={600}>
          Go to Stairway’s home page
        </Anchor>
      </Stack>
    </Container>
  );
}
