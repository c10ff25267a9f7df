/**
 * /ops/sign-in (issue 13; decision 022): an operator's two-step sign-in. First the e-mail address and password
 * (operatorSignIn), then the 6-digit code e-mailed to them (verifyOperatorCode); the session lasts up to 8 hours,
 * ending after an hour without use (decision 030).
 * Both forms are checked with the domain's schemas before they are sent.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import {
  OPERATOR_SESSION_HOURS,
  operatorSignInInputSchema,
  verifyOperatorCodeInputSchema,
} from '@stairway/domain/operators';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { LegalLinks } from '../../components/legal-links';
import { readGraphQLError } from '../../lib/server-errors';
import { OperatorSignInMutation, VerifyOperatorCodeMutation } from './graphql';
import { useOpsSession } from './ops-session';
import { opsPaths } from './paths';

type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

/** The first problem per field of a failed zod parse. */
function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The operators' sign-in page. */
export function OpsSignInPage() {
  const session = useOpsSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signIn, signInState] = useMutation(OperatorSignInMutation);
  const [verify, verifyState] = useMutation(VerifyOperatorCodeMutation);

  useEffect(() => {
    document.title = 'Sign in · Stairway operators';
  }, []);

  if (session.token && session.email) return <Navigate to={opsPaths.applications} replace />;

  const showError = (error: unknown) => {
    const problem = readGraphQLError(error);
    if (!problem) return;
    const field = problem.extensions.field;
    if (field === 'email' || field === 'code') setErrors({ [field]: problem.message });
    else setFormError(problem.message);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = operatorSignInInputSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await signIn({ variables: { input: parsed.data } });
      setStep('code');
    } catch (error) {
      showError(error);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = verifyOperatorCodeInputSchema.safeParse({ email, code });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      const { data } = await verify({ variables: { input: { email, code: parsed.data.code } } });
      if (!data?.verifyOperatorCode.token) return;
      await session.signIn(data.verifyOperatorCode.token);
      navigate(opsPaths.applications, { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AccountCard title="Operators’ console">
      {formError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {formError}
        </Alert>
      )}
      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate aria-label="Sign in to the operators’ console">
          <Stack gap="md">
            <Text c="gray.7">For the Stairway team. Sign in with your e-mail address and password.</Text>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
            />
            <Button type="submit" fullWidth loading={signInState.loading}>
              Continue
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate aria-label="Enter your sign-in code">
          <Stack gap="md">
            <Text>
              We have e-mailed a 6-digit code to <strong>{email}</strong>. It works once, for{' '}
              {OTP_TTL_MINUTES} minutes.
            </Text>
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={errors.code}
              data-autofocus
            />
            <Button type="submit" fullWidth loading={verifyState.loading}>
              Sign in
            </Button>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              underline="always"
              onClick={() => {
                setStep('password');
                setCode('');
                setPassword('');
                setErrors({});
              }}
            >
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
