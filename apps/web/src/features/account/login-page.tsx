/**
 * The sign-in page, /login (spec §2 "Landing and auth"; §6 "signs in with e-mail and password and receives a
 * token"). An e-mail and password form calls `signIn`; on success the session starts and the applicant goes
 * to the `next` path (when it is on this site) or to /dashboard. A signed-in visitor is sent on at once. The
 * state is useSignIn's.
 */
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { PasswordInput } from '../../components/form/password-input';
import { paths } from '../../lib/paths';
import { useSignIn } from './hooks/use-sign-in';

/** Loaded when there is something to say (not in the JavaScript /login loads before it shows). */
const SignInAlert = lazy(() => import('./components/alert').then((m) => ({ default: m.SignInAlert })));

/**
 * The sign-in page (spec §2 "/login"): "E-mail address", "Password" and the "Sign in" button, errors next to
 * the form or the field they concern, "Forgotten your password?", a notice after a password reset, and "New to
 * Stairway? Check your budget".
 */
export function LoginPage() {
  const { form, submit, preload, busy, formError, alertRef, alreadySignedIn, alreadySignedInTo, notice } =
    useSignIn();
  const typedEmail = form.values.email.trim();

  if (alreadySignedIn) return <Navigate to={alreadySignedInTo} replace />;

  return (
    <AccountCard title="Sign in">
      <Text c="gray.7" mt={-8}>
        Welcome back. Sign in to pick up where you left off.
      </Text>
      <form onSubmit={submit} onFocus={preload} noValidate aria-label="Sign in">
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Suspense fallback={null}>
              {notice && !formError && <SignInAlert kind="notice">{notice}</SignInAlert>}
              {formError && (
                <SignInAlert kind="problem" alertRef={alertRef}>
                  {formError}
                </SignInAlert>
              )}
            </Suspense>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              autoCapitalize="none"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              visibilityToggleFocusable
              rightSectionWidth={48}
              // Not "password": the field's own label stays the only one that says it.
              visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
              {...form.getInputProps('password')}
            />
            <Anchor
              component={Link}
              // The address typed so far comes along, so that it need not be typed again.
              to={
                typedEmail
                  ? `${paths.forgotPassword}?email=${encodeURIComponent(typedEmail)}`
                  : paths.forgotPassword
              }
              underline="always"
              fz="sm"
              fw={600}
              mt={-8}
              mih={44}
              display="inline-flex"
              style={{ alignItems: 'center', alignSelf: 'flex-start' }}
            >
              Forgotten your password?
            </Anchor>
            <Button type="submit" fullWidth loading={busy}>
              Sign in
            </Button>
          </Stack>
        </fieldset>
      </form>
      <Text ta="center" fz="sm">
        New to Stairway?{' '}
        <Anchor
          underline="always"
          component={Link}
          to={paths.onboarding.budget}
          fw={600}
          fz="sm"
          display="inline-flex"
          mih={44}
          style={{ alignItems: 'center' }}
        >
          Check your budget
        </Anchor>
      </Text>
    </AccountCard>
  );
}
