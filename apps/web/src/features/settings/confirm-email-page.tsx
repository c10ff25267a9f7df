/**
 * The change-of-e-mail link's page, /settings/email/confirm?token=… (spec §7 `verifyNewEmailToken`): the
 * account's address becomes the new one, and the page says so; an unknown, used or expired link says what to
 * do next. It works signed in or out (the link may be opened on another device).
 */
import { Button, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { LinkCheckFailed } from '../../components/link-check-failed';
import { paths } from '../../lib/paths';
import { useConfirmEmail } from './hooks/use-confirm-email';

/** The confirmation page of a change of e-mail. */
export function ConfirmEmailPage() {
  const { signedIn, outcome, titleRef, retry } = useConfirmEmail();
  const onward = signedIn ? (
    <Button component={Link} to={paths.settings.root} fullWidth>
      Back to settings
    </Button>
  ) : (
    <Button component={Link} to={paths.login} fullWidth>
      Sign in
    </Button>
  );

  switch (outcome.kind) {
    case 'checking':
      return (
        <AccountCard title="Checking your link" icon={<Loader size={26} aria-hidden="true" />}>
          <Text c="gray.7" role="status">
            Confirming your new e-mail address. This only takes a moment.
          </Text>
        </AccountCard>
      );
    case 'confirmed':
      return (
        <AccountCard
          title="Your e-mail address has changed"
          icon={<IconCircleCheck size={32} />}
          iconColor="green"
          titleRef={titleRef}
        >
          <Text>
            Your Stairway account now uses{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {outcome.email}
            </Text>
            . {signedIn ? 'We will write to you there.' : 'Sign in with it from now on.'} We have told your
            old address about the change.
          </Text>
          {onward}
        </AccountCard>
      );
    case 'missing':
      return (
        <AccountCard
          title="This link is not complete"
          icon={<IconLinkOff size={30} />}
          iconColor="red"
          titleRef={titleRef}
        >
          <Text>Open the whole link from the e-mail: it may have been cut short when it was copied.</Text>
          {onward}
        </AccountCard>
      );
    case 'problem':
      return (
        <AccountCard
          title="This link doesn’t work"
          icon={<IconLinkOff size={30} />}
          iconColor="red"
          titleRef={titleRef}
        >
          <Text>{outcome.message}</Text>
          {onward}
        </AccountCard>
      );
    default:
      return <LinkCheckFailed titleRef={titleRef} onRetry={retry} />;
  }
}
