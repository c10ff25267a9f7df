/**
 * The reset link's page, /reset-password?token=… (spec §7 `resetPassword`): choose a new password (with the
 * strength meter); every session is then signed out and the person signs in with the new password. The link is
 * checked first (checkPasswordResetToken): a used, replaced, expired or unknown link says so, with a way to ask
 * for a new one, instead of the form.
 */
import { Button, Loader, Text } from '@mantine/core';
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import { IconClockExclamation, IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { paths } from '../../lib/paths';
import { SetPasswordCard } from './components/set-password-card';
import { useResetLinkState } from './hooks/use-reset-link-state';
import { useSetPassword } from './hooks/use-set-password';

/** What each link that no longer works says. */
const PROBLEMS = {
  used: {
    title: 'This link has already been used',
    icon: <IconLinkOff size={30} />,
    text: 'Each reset link works once, and only the newest one works. Ask for a new link if you still need to reset your password.',
  },
  expired: {
    title: 'This link has expired',
    icon: <IconClockExclamation size={30} />,
    text: `Reset links work for ${RESET_PASSWORD_TTL_MINUTES} minutes. Ask for a new one and open it within the hour.`,
  },
  invalid: {
    title: 'This link doesn’t work',
    icon: <IconLinkOff size={30} />,
    text: 'We don’t recognise this link. Check that you opened the whole link from the e-mail, or ask for a new one.',
  },
} as const;

/** The reset page: "Choose a new password", or why the link no longer works. */
export function ResetPasswordPage() {
  const state = useSetPassword('reset');
  const link = useResetLinkState(state.token);
  if (link === 'checking') {
    return (
      <AccountCard title="Checking your link" icon={<Loader size={26} aria-hidden="true" />}>
        <Text c="gray.7" role="status">
          Checking your reset link. This only takes a moment.
        </Text>
      </AccountCard>
    );
  }
  if (link !== 'form') {
    const problem = PROBLEMS[link];
    return (
      <AccountCard title={problem.title} icon={problem.icon} iconColor="orange">
        <Text>{problem.text}</Text>
        <Button component={Link} to={paths.forgotPassword} fullWidth>
          Ask for a new link
        </Button>
      </AccountCard>
    );
  }
  return (
    <SetPasswordCard
      title="Choose a new password"
      intro="Your new password signs you out of Stairway everywhere else, so only you can get in."
      button="Save my new password"
      recovery={{ to: paths.forgotPassword, label: 'Ask for a new link' }}
      state={state}
    />
  );
}
