/**
 * /ops/sign-in (decision 022): an operator's two-step sign-in. First the e-mail address and password (operatorSignIn),
 * then the 6-digit code e-mailed to them (verifyOperatorCode); the session lasts up to 8 hours, ending after an hour
 * without use (decision 030). Both forms are checked with the domain's schemas before they are sent
 * (hooks/use-ops-sign-in.ts).
 */
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { AccountCard } from '../../../components/account-card';
import { PasswordInput } from '../../../components/form/password-input';
import { LegalLinks } from '../../../components/legal-links';
import { useOpsSession } from '../hooks/use-ops-session';
import { useOpsSignIn } from '../hooks/use-ops-sign-in';
import { opsPaths } from '../lib/paths';

/** The operators' sign-in page. */
export function OpsSignInPage() {
  const session = useOpsSession();
  const signIn = useOpsSignIn();
  const passwordErrors = signIn.passwordForm.formState.errors;
  const codeErrors = signIn.codeForm.formState.errors;

  useEffect(() => {
    document.title = 'Sign in · Stairway operators';
  }, []);

  if (session.token && session.email) return <Navigate to={opsPaths.applications} replace />;

  return (
    <AccountCard title="Operators’ console">
      {signIn.formError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {signIn.formError}
        </Alert>
      )}
      {signIn.step === 'password' ? (
        <form onSubmit={signIn.submitPassword} noValidate aria-label="Sign in to the operators’ console">
          <Stack gap="md">
            <Text c="gray.7">For the Stairway team. Sign in with your e-mail address and password.</Text>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              error={passwordErrors.email?.message}
              {...signIn.passwordForm.register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              error={passwordErrors.password?.message}
              {...signIn.passwordForm.register('password')}
              visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
            />
            <Button type="submit" fullWidth loading={signIn.signingIn}>
              Continue
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={signIn.submitCode} noValidate aria-label="Enter your sign-in code">
          <Stack gap="md">
            <Text>
              We have e-mailed a 6-digit code to <strong>{signIn.email}</strong>. It works once, for{' '}
              {OTP_TTL_MINUTES} minutes.
            </Text>
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={codeErrors.code?.message}
              {...signIn.codeForm.register('code')}
              data-autofocus
            />
            <Button type="submit" fullWidth loading={signIn.verifying}>
              Sign in
            </Button>
            <Anchor component="button" type="button" fz="sm" underline="always" onClick={signIn.startAgain}>
              Start again (sends a new code)
            </Anchor>
            <Text fz="sm" c="gray.7">
              You stay signed in while you use the console, for up to {OPERATOR_SESSION_HOURS} hours; after an
              hour without use, you sign in again.
            </Text>
          </Stack>
        </form>
      )}
      <LegalLinks action="sign-in" />
    </AccountCard>
  );
}
