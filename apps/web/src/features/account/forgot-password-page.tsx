/**
 * The forgotten-password page, /forgot-password (spec §7 `resetPasswordRequest`): the e-mail address, then "Check your
 * e-mail", said the same way whether or not the address has an account. The state is useForgotPassword's.
 */
import { Anchor, Button, Text } from '@mantine/core';
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { EmailCodeForm } from '../../components/form/email-code-form';
import { paths } from '../../lib/paths';
import { useForgotPassword } from './hooks/use-forgot-password';

/** The forgotten-password page: "E-mail address" and "Send me a reset link", then what happens next. */
export function ForgotPasswordPage() {
  const { form, submit, busy, formError, alertRef, sentTo, titleRef, again } = useForgotPassword();
  const backToSignIn = (
    <Anchor
      component={Link}
      to={paths.login}
      underline="always"
      fw={600}
      fz="sm"
      ta="center"
      mih={44}
      display="block"
      pt={12}
    >
      Back to sign in
    </Anchor>
  );

  if (sentTo) {
    return (
      <AccountCard title="Check your e-mail" icon={<IconMailForward size={30} />} titleRef={titleRef}>
        <Text>
          If{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {sentTo}
          </Text>{' '}
          has a Stairway account, we have sent it a link to choose a new password. The link works once, for{' '}
          {RESET_PASSWORD_TTL_MINUTES} minutes.
        </Text>
        <Text c="gray.7" fz="sm">
          Nothing there after a few minutes? Check your spam folder, and that you typed the address you signed
          up with.
        </Text>
        <Button variant="light" onClick={again} fullWidth>
          Send another link
        </Button>
        {backToSignIn}
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Forgotten your password?">
      <Text c="gray.7" mt={-8}>
        Enter the e-mail address you use for Stairway and we will send you a link to choose a new password.
      </Text>
      <EmailCodeForm
        aria-label="Reset your password"
        kind="email"
        field={form.register('email')}
        label="E-mail address"
        error={form.formState.errors.email?.message}
        onSubmit={submit}
        submitLabel="Send me a reset link"
        busy={busy}
        problem={formError}
        problemRef={alertRef}
      />
      {backToSignIn}
    </AccountCard>
  );
}
