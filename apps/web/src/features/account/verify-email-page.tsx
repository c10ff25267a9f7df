/**
 * The e-mail verification page, /verify-email?token=... (spec §2 "Landing and auth"; §3 "User:
 * emailVerified"; §6 "The welcome modal and promotions require a verified e-mail"). On load it calls
 * `verifyToken` once with the link's token, then says whether the address is verified. An expired, used or
 * unknown link says so plainly and offers a new link through `resendVerificationEmail`.
 */
import { Button, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { LinkCheckFailed } from '../../components/link-check-failed';
import { paths } from '../../lib/paths';
import { LinkProblem } from './components/link-problem';
import { useVerifyEmail } from './hooks/use-verify-email';

/**
 * The e-mail verification page (spec §2 "/verify-email"): "Your e-mail is verified" with "Go to your
 * progress" (signed in) or "Sign in"; for an expired, used or unknown link a message and "Send a new link".
 */
export function VerifyEmailPage() {
  const state = useVerifyEmail();
  const { signedIn, token, outcome, titleRef } = state;

  const continueButton = signedIn ? (
    <Button component={Link} to={paths.dashboard} fullWidth>
      Go to your progress
    </Button>
  ) : (
    <Button component={Link} to={paths.login} fullWidth>
      Sign in
    </Button>
  );

  if (outcome.kind === 'checking') {
    return (
      <AccountCard title="Checking your link" icon={<Loader size={26} aria-hidden="true" />}>
        <Text c="gray.7" role="status">
          Confirming your e-mail address. This only takes a moment.
        </Text>
      </AccountCard>
    );
  }

  if (outcome.kind === 'verified') {
    return (
      <AccountCard
        title="Your e-mail is verified"
        icon={<IconCircleCheck size={32} />}
        iconColor="green"
        titleRef={titleRef}
      >
        <Text>
          Thank you for confirming{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {outcome.email}
          </Text>
          .{' '}
          {signedIn
            ? 'You can carry on with your application.'
            : 'Sign in to carry on with your application.'}
        </Text>
        {continueButton}
      </AccountCard>
    );
  }

  if (outcome.kind === 'failed') {
    return <LinkCheckFailed titleRef={titleRef} onRetry={() => token && void state.check(token)} />;
  }

  // The address is already confirmed: nothing more to do.
  if ((outcome.kind === 'used' || outcome.kind === 'expired') && outcome.emailVerified) {
    return (
      <AccountCard
        title="Your e-mail is already confirmed"
        icon={<IconMailCheck size={30} />}
        iconColor="green"
        titleRef={titleRef}
      >
        <Text>
          {outcome.kind === 'used'
            ? 'This link has already been used and your e-mail address is confirmed.'
            : "This link has expired, but there's no need for a new one: your e-mail address is confirmed."}{' '}
          {signedIn ? 'You can carry on with your application.' : 'You can sign in.'}
        </Text>
        {continueButton}
      </AccountCard>
    );
  }

  // An expired, used, unknown or incomplete link: say what happened and offer a new one.
  return <LinkProblem kind={outcome.kind} state={state} continueButton={continueButton} />;
}
