/** The outcome of asking for a new verification link on the e-mail verification page. */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResendState } from '../hooks/use-verify-email';

/**
 * Says where asking for a new link stands: sent (to `email`), already confirmed (with `continueButton`), sign in
 * first (a link to `signInPath`), or what went wrong; nothing while idle or sending.
 */
export function ResendOutcome({
  resend,
  email,
  signInPath,
  continueButton,
}: {
  resend: ResendState;
  email: string | undefined;
  signInPath: string;
  continueButton: ReactNode;
}) {
  if (resend.status === 'sent') {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
        <Text fz="sm" fw={600}>
          We've sent a new link to{' '}
          <Text span fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email ?? 'the e-mail address on your account'}
          </Text>
          .
        </Text>
        <Text fz="sm" mt={4}>
          It can take a few minutes to arrive. Check your spam folder if you can't see it, and open the link
          within 24 hours.
        </Text>
      </Alert>
    );
  }
  if (resend.status === 'already-verified') {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          Your e-mail address is already confirmed, so there is no need for a new link.
        </Alert>
        {continueButton}
      </Stack>
    );
  }
  if (resend.status === 'needs-sign-in') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {resend.message}{' '}
        <Anchor underline="always" component={Link} to={signInPath} fw={600} fz="sm">
          Sign in
        </Anchor>
      </Alert>
    );
  }
  if (resend.status === 'error') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {resend.message}
      </Alert>
    );
  }
  return null;
}
