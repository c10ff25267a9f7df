/**
 * The e-mail verification page for a link that did not work (expired, used, unknown or incomplete): what
 * happened and how to get a new link ("Send a new link", or sign in first), then the outcome of asking.
 */
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconLink, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountCard } from '../../../components/account-card';
import { paths } from '../../../lib/paths';
import type { VerifyEmail } from '../hooks/use-verify-email';
import { ResendOutcome } from './resend-outcome';

/** The heading, icon and text of a link that did not work. */
function problemCopy(kind: 'missing' | 'expired' | 'used' | 'invalid'): {
  title: string;
  icon: ReactNode;
  text: string;
} {
  switch (kind) {
    case 'expired':
      return {
        title: 'This link has expired',
        icon: <IconClockExclamation size={30} />,
        text: 'Confirmation links work for 24 hours. Send yourself a new one and open it within a day.',
      };
    case 'used':
      return {
        title: 'This link has been used',
        icon: <IconLinkOff size={30} />,
        text: 'Each confirmation link works once, and this one has already been used. Send yourself a new one.',
      };
    case 'invalid':
      return {
        title: "This link doesn't work",
        icon: <IconLinkOff size={30} />,
        text: "We don't recognise this link. Check that you opened the whole link from the e-mail.",
      };
    default:
      return {
        title: 'This link is incomplete',
        icon: <IconLink size={30} />,
        text: 'Part of the link is missing. Open it again from the e-mail, or copy the whole link into your browser.',
      };
  }
}

/**
 * Shows the card for a link that did not work.
 * @param kind what was wrong with the link
 * @param state the page's useVerifyEmail()
 * @param continueButton "Go to your progress" or "Sign in", for when the address turns out to be confirmed
 */
export function LinkProblem({
  kind,
  state,
  continueButton,
}: {
  kind: 'missing' | 'expired' | 'used' | 'invalid';
  state: VerifyEmail;
  continueButton: ReactNode;
}) {
  const { signedIn, token, resend, signInPath } = state;
  const canResend = signedIn || (token !== null && (kind === 'expired' || kind === 'used'));
  const copy = problemCopy(kind);
  return (
    <AccountCard title={copy.title} icon={copy.icon} iconColor="orange" titleRef={state.titleRef}>
      <Text>{copy.text}</Text>
      <ResendOutcome
        resend={resend}
        email={state.email}
        signInPath={signInPath}
        continueButton={continueButton}
      />
      {resend.status !== 'sent' &&
        resend.status !== 'already-verified' &&
        resend.status !== 'needs-sign-in' && (
          <Stack gap="xs">
            {canResend ? (
              <Button onClick={state.sendNewLink} loading={resend.status === 'sending'} fullWidth>
                Send a new link
              </Button>
            ) : (
              <>
                <Text fz="sm" c="gray.7">
                  Sign in and you can send yourself a new link from here.
                </Text>
                <Button component={Link} to={signInPath} fullWidth>
                  Sign in to get a new link
                </Button>
              </>
            )}
          </Stack>
        )}
      {resend.status === 'sent' && signedIn && (
        <Button component={Link} to={paths.dashboard} variant="default" fullWidth>
          Go to your progress
        </Button>
      )}
      {signedIn && resend.status !== 'already-verified' && (
        <Text ta="center" fz="sm">
          Or confirm it with a code instead:{' '}
          <Anchor
            underline="always"
            component={Link}
            to={paths.verifyEmailCode}
            fw={600}
            fz="sm"
            display="inline-flex"
            mih={44}
            style={{ alignItems: 'center' }}
          >
            enter a code
          </Anchor>
        </Text>
      )}
      {!signedIn && canResend && (
        <Text ta="center" fz="sm">
          Already confirmed it?{' '}
          <Anchor
            underline="always"
            component={Link}
            to={paths.login}
            fw={600}
            fz="sm"
            display="inline-flex"
            mih={44}
            style={{ alignItems: 'center' }}
          >
            Sign in
          </Anchor>
        </Text>
      )}
    </AccountCard>
  );
}
