/**
 * The e-mail code page, /verify-email/code (spec §7 `verifyOtpToken`, `resendOtpCode`): the signed-in
 * applicant confirms their e-mail address with the 6-digit code from the e-mail, the alternative to the link
 * (decision record 013). One field that takes a pasted code, with the numeric keyboard on phones and the
 * browser's one-time-code autofill. Signed-out visitors are sent to sign in and brought back.
 */
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { EmailCodeForm } from '../../components/form/email-code-form';
import { loginPath, paths } from '../../lib/paths';
import { useVerifyCode } from './hooks/use-verify-code';

/** The code page: "Enter your code", "Confirm", "Send me a new code". */
export function VerifyCodePage() {
  const state = useVerifyCode();
  const { form, submit, busy, formError, alertRef, resendState } = state;

  if (!state.signedIn) return <Navigate to={loginPath(paths.verifyEmailCode)} replace />;
  if (state.loading) {
    return (
      <Center mih={240}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (state.verified || state.alreadyVerified) {
    return (
      <AccountCard
        title={state.verified ? 'Your e-mail is verified' : 'Your e-mail is already confirmed'}
        icon={state.verified ? <IconCircleCheck size={32} /> : <IconMailCheck size={30} />}
        iconColor="green"
        titleRef={state.titleRef}
      >
        <Text>
          {state.email ? (
            <>
              Thank you:{' '}
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {state.email}
              </Text>{' '}
              is confirmed.{' '}
            </>
          ) : null}
          You can carry on with your application.
        </Text>
        <Button component={Link} to={paths.dashboard} fullWidth>
          Go to your progress
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Enter your code">
      <Text c="gray.7" mt={-8}>
        Enter the 6-digit code from the latest e-mail we sent to{' '}
        <Text span fw={600} c="gray.9" style={{ overflowWrap: 'anywhere' }}>
          {state.email ?? 'your address'}
        </Text>
        . Codes work for {OTP_TTL_MINUTES} minutes: if yours has expired, send yourself a new one below.
      </Text>
      <EmailCodeForm
        aria-label="Confirm your e-mail address with a code"
        kind="code"
        field={form.register('code')}
        label="Code"
        description="6 digits, for example 123 456"
        error={form.formState.errors.code?.message}
        onSubmit={submit}
        submitLabel="Confirm my e-mail"
        busy={busy}
        problem={formError}
        problemRef={alertRef}
      />
      <Stack gap={6} align="center">
        <Text fz="sm" c="gray.7">
          No code, or it has expired?
        </Text>
        <Button variant="subtle" onClick={() => void state.resend()} loading={state.resending}>
          Send me a new code
        </Button>
        <div aria-live="polite">
          {resendState.status === 'sent' && (
            <Text fz="sm" c="teal.9" ta="center">
              A new code is on its way. The last one no longer works.
            </Text>
          )}
          {resendState.status === 'error' && (
            <Text fz="sm" c="red.8" ta="center">
              {resendState.message}
            </Text>
          )}
        </div>
      </Stack>
    </AccountCard>
  );
}
