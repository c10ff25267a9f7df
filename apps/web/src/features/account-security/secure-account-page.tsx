/**
 * "This wasn't me", /account/secure?token=… (decision 052): the link in "Your password was changed" and "Your e-mail
 * address was changed". The link is checked first; a working one explains what securing the account does and asks for
 * one confirm click; then the page says what happened and what to do next. A used, expired, unknown or incomplete link
 * says so, with the way to reset the password instead.
 */
import { Alert, Button, List, Loader, Stack, Text } from '@mantine/core';
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import { IconClockExclamation, IconLinkOff, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { paths } from '../../lib/paths';
import { type SecureAccountView, useSecureAccount } from './use-secure-account';

/** What each link that does not work says. */
const PROBLEMS = {
  used: {
    title: 'This link has already been used',
    icon: <IconLinkOff size={30} />,
    text: 'Your account was secured when this link was first used, and we e-mailed a link to choose a new password. If that link has expired, ask for a new one.',
  },
  expired: {
    title: 'This link has expired',
    icon: <IconClockExclamation size={30} />,
    text: '“This wasn’t me” links work for 7 days. If you think someone else is using your account, reset your password now: that signs you out everywhere. If your e-mail address was changed, reply to our e-mail and our team will help.',
  },
  invalid: {
    title: 'This link doesn’t work',
    icon: <IconLinkOff size={30} />,
    text: 'We don’t recognise this link. Check that you opened the whole link from the e-mail. If you think someone else is using your account, reset your password now.',
  },
  missing: {
    title: 'This link is incomplete',
    icon: <IconLinkOff size={30} />,
    text: 'Part of the link is missing. Open it again from the e-mail, or copy the whole link into your browser.',
  },
} as const;

/** The "This wasn't me" page. */
export function SecureAccountPage() {
  const { view, loading, problem, confirm } = useSecureAccount();
  useEffect(() => {
    document.title = 'Secure your account · Stairway';
  }, []);
  if (view.kind === 'checking') {
    return (
      <AccountCard title="Checking your link" icon={<Loader size={26} aria-hidden="true" />}>
        <Text c="gray.7" role="status">
          Checking your link. This only takes a moment.
        </Text>
      </AccountCard>
    );
  }
  if (view.kind === 'confirm') {
    return (
      <AccountCard title="Secure your account" icon={<IconShieldLock size={30} />}>
        <Text>If you did not make the change we e-mailed you about, secure your account now. This will:</Text>
        <List spacing={6} fz="sm">
          <List.Item>sign your account out on every device, this one included;</List.Item>
          <List.Item>stop your current password working, so whoever knows it cannot sign in;</List.Item>
          <List.Item>
            put your e-mail address back to the one this link was sent to, if it was changed;
          </List.Item>
          <List.Item>e-mail you a link to choose a new password.</List.Item>
        </List>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button onClick={() => void confirm()} loading={loading} disabled={loading} fullWidth>
          Secure my account
        </Button>
        <Button component={Link} to={paths.landing} variant="subtle" fullWidth>
          It was me: leave everything as it is
        </Button>
      </AccountCard>
    );
  }
  if (view.kind === 'done') return <Secured view={view} />;
  const copy = PROBLEMS[view.kind];
  return (
    <AccountCard title={copy.title} icon={copy.icon} iconColor="orange">
      <Text>{copy.text}</Text>
      <Button component={Link} to={paths.forgotPassword} fullWidth>
        Reset my password
      </Button>
    </AccountCard>
  );
}

/** What securing the account did, and what to do next. */
function Secured({ view }: { view: Extract<SecureAccountView, { kind: 'done' }> }) {
  return (
    <AccountCard title="Your account is secured" icon={<IconShieldCheck size={30} />}>
      <Stack gap="sm">
        <Text>
          We have signed your account out on every device and stopped your old password.
          {view.emailRestored ? ` Your e-mail address is ${view.resetLinkSentTo} again.` : ''}
        </Text>
        {view.resetLinkSentTo ? (
          <Text data-testid="secure-account-next">
            What to do next: open the e-mail we have just sent to <strong>{view.resetLinkSentTo}</strong> and
            choose a new password. The link in it works for {RESET_PASSWORD_TTL_MINUTES} minutes; if it
            expires, ask for a new one.
          </Text>
        ) : (
          <Text data-testid="secure-account-next">
            We could not put your old e-mail address back, because another Stairway account uses it now, so we
            have not sent a reset link. Reply to the e-mail we sent you and our team will help you get back
            in.
          </Text>
        )}
      </Stack>
      {view.resetLinkSentTo && (
        <Button component={Link} to={paths.forgotPassword} variant="default" fullWidth>
          Ask for a new reset link
        </Button>
      )}
    </AccountCard>
  );
}
