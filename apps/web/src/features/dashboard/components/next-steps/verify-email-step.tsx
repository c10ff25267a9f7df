/**
 * The dashboard's "Verify your e-mail address" card, with "Send a new link" (useResendVerification) and
 * "Enter a code" (the code page, the alternative to the link; decision record 013).
 */
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useResendVerification } from '../../hooks/use-resend-verification';
import { StepCard } from './step-card';

/** Verify your e-mail address, with "Send a new link". */
export function VerifyEmailStep({
  number,
  email,
  onVerified,
}: {
  number: number;
  email: string;
  onVerified: () => void;
}) {
  const { state, loading, sendNewLink } = useResendVerification(onVerified);
  const messageId = useId();

  return (
    <StepCard
      number={number}
      title="Verify your e-mail address"
      testId="next-step-verify-email"
      highlight
      after={
        <div aria-live="polite" id={messageId} style={{ display: 'contents' }}>
          {state.status === 'sent' && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="verify-email-sent">
              <IconCircleCheck
                size={18}
                aria-hidden="true"
                color="var(--mantine-color-green-9)"
                style={{ flex: 'none', marginTop: 2 }}
              />
              <Text fz="sm">We’ve sent a new link to {email}. It works for 24 hours.</Text>
            </Group>
          )}
          {state.status === 'error' && (
            <Text fz="sm" c="red.9" role="alert" data-testid="verify-email-error">
              {state.message}
            </Text>
          )}
        </div>
      }
      actions={
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconMailForward size={18} aria-hidden="true" />}
            loading={loading}
            onClick={sendNewLink}
            aria-describedby={state.status === 'idle' ? undefined : messageId}
          >
            Send a new link
          </Button>
          <Button component={Link} to={paths.verifyEmailCode} variant="subtle">
            Enter a code
          </Button>
        </Group>
      }
    >
      <Text c="gray.7" fz="sm">
        We sent a link to{' '}
        <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        . Open it, or enter the 6-digit code from the same e-mail, to confirm your address. Can’t find it?
        Check your spam folder or send a new link.
      </Text>
    </StepCard>
  );
}
