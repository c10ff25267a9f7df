/**
 * The sign-in page, /login (spec §2 "Landing and auth"; §6 "signs in with e-mail and password and receives a
 * token"). An e-mail and password form calls `signIn`; on success the session starts and the applicant goes
 * to the `next` path (when it is on this site) or to /dashboard. A signed-in visitor is sent on at once.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { signInInputSchema } from '@stairway/domain/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountCard } from './components/account-card';
import { readAccountError } from './components/graphql-error';
import { safeNextPath } from './components/safe-next-path';
import { SignInMutation } from './graphql/signIn';

type SignInForm = z.input<typeof signInInputSchema>;
type SignInValues = z.output<typeof signInInputSchema>;

/** Shown when the e-mail address and password do not match an account (UNAUTHENTICATED). */
export const SIGN_IN_MISMATCH_MESSAGE = 'That e-mail and password do not match. Check them and try again.';

const FALLBACK_MESSAGE = "We couldn't sign you in just now. Please try again in a moment.";
const NETWORK_MESSAGE = "We couldn't sign you in just now. Check your connection and try again.";

/**
 * The sign-in page (spec §2 "/login"): "E-mail address", "Password" and the "Sign in" button, errors next to
 * the form or the field they concern, and "New to Stairway? Check your budget".
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [signIn, { loading }] = useMutation(SignInMutation);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // True from a successful sign-in here until the page is left, so the signed-in redirect does not race it.
  const signedInHere = useRef(false);

  const form = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Sign in · Stairway';
  }, []);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  if (session.token && !signedInHere.current) return <Navigate to={next} replace />;

  const busy = loading || finishing;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await signIn({ variables: { input: values } });
      const token = data?.signIn.token;
      if (!token) throw new Error('Signed in without a session token');
      setFinishing(true);
      signedInHere.current = true;
      await session.signIn(token);
      navigate(next, { replace: true });
    } catch (error) {
      setFinishing(false);
      signedInHere.current = false;
      const problem = readAccountError(error);
      if (!problem) {
        // A network error also shows the toast 'Sorry, there was a network error' (spec §8).
        setFormError(NETWORK_MESSAGE);
        return;
      }
      if (problem.code === 'UNAUTHENTICATED') {
        setFormError(SIGN_IN_MISMATCH_MESSAGE);
        return;
      }
      if (problem.code === 'RATE_LIMITED') {
        setFormError(problem.message);
        return;
      }
      if (problem.code === 'BAD_USER_INPUT' && (problem.field === 'email' || problem.field === 'password')) {
        form.setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
        return;
      }
      setFormError(problem.code === 'BAD_USER_INPUT' ? problem.message : FALLBACK_MESSAGE);
    }
  });

  return (
    <AccountCard title="Sign in">
      <Text c="gray.7" mt={-8}>
        Welcome back. Sign in to pick up where you left off.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {formError && (
              <Alert
                ref={alertRef}
                tabIndex={-1}
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden="true" />}
                role="alert"
              >
                {formError}
              </Alert>
            )}
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              autoCapitalize="none"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              visibilityToggleFocusable
              rightSectionWidth={48}
              // Not "password": the field's own label stays the only one that says it.
              visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" fullWidth mt="xs" loading={busy}>
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
